import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/** JSON that is safe inside a `<script>` element: no `<`, U+2028 or U+2029 can end or break it. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Router state in the shape react-router's own hydration script writes (`window.__staticRouterHydrationData`). */
export function routerHydrationData(context: StaticHandlerContext) {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(error)) errors[routeId] = { ...error, __type: 'RouteErrorResponse' };
      else if (error instanceof Error) errors[routeId] = { message: error.message, __type: 'Error' };
      else errors[routeId] = error;
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
