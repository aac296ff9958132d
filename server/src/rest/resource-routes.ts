import { bodyFields, defined, idParam, intQuery, textFields, textQuery, type RestRoute } from './route.js';

/**
 * The common shapes of a resource's REST paths (spec §7), each a GraphQL operation. `selection` is
 * the GraphQL selection of one item; special paths (multipart, photos, confirm) are written by hand.
 */

export const PAGE = (selection: string) => `items { ${selection} } page pageSize totalItems totalPages`;

const pageVariables = (req: Parameters<NonNullable<RestRoute['variables']>>[0]) => ({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize') });

/** `GET path?page&pageSize&query` → a paged admin list. */
export function listRoute(path: string, field: string, selection: string): RestRoute {
  return {
    methods: ['GET'],
    path,
    document: `query ($page: Int, $pageSize: Int, $query: String) { ${field}(page: $page, pageSize: $pageSize, query: $query) { ${PAGE(selection)} } }`,
    variables: (req) => defined({ ...pageVariables(req), query: textQuery(req, 'query') }),
  };
}

/** `GET path` → every item, unpaged (choice lists). */
export function allRoute(path: string, field: string, selection: string): RestRoute {
  return { methods: ['GET'], path, document: `query { ${field} { ${selection} } }` };
}

/**
 * `GET path/:id` → one item. A selection that pages a related list uses `$page` and `$pageSize`,
 * which then come from the query string.
 */
export function getRoute(path: string, field: string, selection: string): RestRoute {
  const paged = selection.includes('$page');
  return {
    methods: ['GET'],
    path: `${path}/:id`,
    document: `query ($id: Int!${paged ? ', $page: Int, $pageSize: Int' : ''}) { ${field}(id: $id) { ${selection} } }`,
    variables: (req) => defined({ id: idParam(req), ...(paged ? pageVariables(req) : {}) }),
  };
}

/** `POST path` with a JSON body → 201 and the created item. Missing text fields count as empty. */
export function createRoute(path: string, mutation: string, inputType: string, selection: string, fields: string[]): RestRoute {
  return {
    methods: ['POST'],
    path,
    document: `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${selection} } }`,
    variables: (req) => ({ input: textFields(req, fields) }),
    status: 201,
  };
}

/** `PUT path/:id` replaces every field (a missing one is reported as required); `PATCH` changes what it sends. */
export function updateRoutes(path: string, mutation: string, inputType: string, selection: string, fields: string[]): RestRoute[] {
  const document = `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${selection} } }`;
  return [
    { methods: ['PUT'], path: `${path}/:id`, document, variables: (req) => ({ input: { ...textFields(req, fields), id: idParam(req) } }) },
    { methods: ['PATCH'], path: `${path}/:id`, document, variables: (req) => ({ input: { ...bodyFields(req, fields), id: idParam(req) } }) },
  ];
}

/** `DELETE path/:id` → 204. */
export function deleteRoute(path: string, mutation: string): RestRoute {
  return {
    methods: ['DELETE'],
    path: `${path}/:id`,
    document: `mutation ($input: IdInput!) { ${mutation}(input: $input) }`,
    variables: (req) => ({ input: { id: idParam(req) } }),
    status: 204,
  };
}

/** Every path of a named resource (categories, tags): list, all, detail with paged news, create, edit, delete. */
export function namedResourceRoutes(options: { path: string; allPath: string; one: string; many: string; selection: string; detail: string }): RestRoute[] {
  const { path, one, many, selection } = options;
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  const Many = many.charAt(0).toUpperCase() + many.slice(1);
  const fields = ['name', 'description'];
  return [
    allRoute(options.allPath, `all${Many}`, selection),
    listRoute(path, `${one}List`, selection),
    getRoute(path, one, `${selection} ${options.detail}`),
    createRoute(path, `create${One}`, `Create${One}Input`, selection, fields),
    ...updateRoutes(path, `update${One}`, `Update${One}Input`, selection, fields),
    deleteRoute(path, `delete${One}`),
  ];
}

/** `GET path?limit` → a public short list (latest, featured, top, …); a bad limit is `Public.Limit.invalid`. */
export function limitRoute(path: string, field: string, selection: string): RestRoute {
  return {
    methods: ['GET'],
    path,
    document: `query ($limit: Int) { ${field}(limit: $limit) { ${selection} } }`,
    variables: (req) => defined({ limit: intQuery(req, 'limit', 'Public.Limit.invalid') }),
  };
}

/**
 * `GET path/:idOrSlug` → one live item of the reader's site by its slug, an earlier slug or its id
 * (design.md §5). The detail page's call, so it counts a view of the item (`recordView`).
 */
export function publicItemRoute(path: string, field: string, selection: string, viewKind: 'news' | 'column' | 'archive'): RestRoute {
  return {
    methods: ['GET'],
    path: `${path}/:idOrSlug`,
    document: `query ($slug: String!) { ${field}(slug: $slug) { ${selection} } }`,
    variables: (req) => ({ slug: String(req.params.idOrSlug) }),
    after: {
      document: 'mutation ($kind: String!, $id: Int!) { recordView(kind: $kind, id: $id) }',
      variables: (data) => ({ kind: viewKind, id: (data[field] as { id: number }).id }),
    },
  };
}

/** `GET path/:slot` → what the site shows in a slot (home-main, home-primary, …). */
export function slotRoute(path: string, field: string, selection: string): RestRoute {
  return {
    methods: ['GET'],
    path: `${path}/:slot`,
    document: `query ($slot: String!) { ${field}(slot: $slot) { ${selection} } }`,
    variables: (req) => ({ slot: String(req.params.slot) }),
  };
}
