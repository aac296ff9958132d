import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/** JSON that is safe inside a `<script>` element: no `<`, U+2028 or U+2029 can end or break it. */
export function serializeForScript(value: unknown): string {
  // One pass over a page's state (tens of kB), not one for each of the three characters.
  return JSON.stringify(value ?? null).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPED[character]!);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

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
