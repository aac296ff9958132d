import { issueAccessToken, verifyAccessToken } from '../auth/access-token.js';
import { routes } from '../modules/index.js';
import { expectError } from './expect.js';
import { startTestApp, type TestApp } from './test-app.js';
import type { MultipartFile, TestClient } from './test-client.js';

/*
 * The cases every staff resource shares over HTTP, whatever its fields: the guards of each path of
 * the route table (401, 403), the paging keys of its admin list, and 404 for ids that cannot exist.
 * A resource's own contract (named-resource-contract.ts) or test file (event, column, columnist,
 * archive-issue, news) calls these and keeps only what is its own. Resources with uploads send their
 * bodies as multipart forms with files (`sampleFiles`).
 */

/** The server and a signed-in staff client of one describe block; read the fields inside tests. */
export interface ApiHarness {
  t: TestApp;
  staff: TestClient;
}

/** Starts the real server (fresh database, `overrides` on the test config) before the block's tests and closes it after. */
export function useTestApp(overrides?: Parameters<typeof startTestApp>[0]): ApiHarness {
  const harness = {} as ApiHarness;
  beforeAll(async () => {
    harness.t = await startTestApp(overrides);
    harness.staff = await harness.t.staff();
  });
  afterAll(() => harness.t.close());
  return harness;
}

/** `GET /path?…` as staff. */
export function listAs(client: TestClient, path: string, query: Record<string, string | number> = {}) {
  return client.get(`/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
}

/** The files of a multipart form, by field name. */
export type SampleFiles = Record<string, MultipartFile | MultipartFile[]>;

/**
 * Sends `body` to `url` as the resource's clients do: JSON, or, when `files` is given, a multipart
 * form with the body as its text fields (a string or an array of strings each) and these files.
 */
function send(c: TestClient, method: string, url: string, body: Record<string, unknown>, files: SampleFiles | undefined, options: { csrf?: boolean } = {}) {
  if (!files) return c.request(method, url, { ...options, json: body });
  return c.multipart(method, url, body as Record<string, string | string[]>, files, options);
}

export interface RouteGuardCase<T extends { id: number } = { id: number }> {
  /** The resource's REST base path, e.g. `/events`: every route at it or under it is checked. */
  path: string;
  /** Further paths of the resource outside `path` (e.g. `/public-categories/all-categories`). */
  otherPaths?: string[];
  /** Every `METHOD path` the route table should hold for the resource (spec §7). */
  documented: string[];
  /** A valid body for the paths that take one (POST, PUT, PATCH). */
  sampleBody(): Record<string, unknown>;
  /**
   * For resources edited through multipart forms (uploads): the bodies then go as a form with
   * `sampleBody` as its text fields and these files, so refused calls carry real files.
   */
  sampleFiles?(): SampleFiles;
  /** Creates the record that `:id` stands for. */
  createTarget(api: ApiHarness): Promise<T>;
  /** Values of the path parameters other than `:id` (e.g. `photoId` in `/news/:id/photo/:photoId`), taken from the target. */
  pathParams?(target: T): Record<string, string | number>;
  /** After every refused call: the target is as it was, and nothing was created. */
  expectUnchanged(api: ApiHarness, target: T): Promise<void>;
}

/**
 * Every path of the route table for a resource: each staff-only one answers 401 anonymously and with
 * an expired token, each non-GET one 403 without the CSRF token (signed in or not), and refused calls
 * change nothing. Paths under `/public-` are left to the resource's own tests.
 */
export function describeRouteGuards<T extends { id: number }>(api: ApiHarness, o: RouteGuardCase<T>) {
  describe(`permissions: every path of the route table under ${o.path}`, () => {
    const mine = routes
      .filter((route) => route.path === o.path || route.path.startsWith(`${o.path}/`) || o.otherPaths?.includes(route.path))
      .flatMap((route) => route.methods.map((method) => ({ method, path: route.path, isPublic: route.path.startsWith('/public-'), takesFiles: Boolean(route.files) })));
    const staffOnly = mine.filter((route) => !route.isPublic);
    const nonGet = staffOnly.filter((route) => route.method !== 'GET');

    let target: T;
    beforeAll(async () => {
      target = await o.createTarget(api);
    });

    const call = (c: TestClient, method: string, path: string, options: { csrf?: boolean } = {}) => {
      const params: Record<string, string | number> = { ...o.pathParams?.(target), id: target.id };
      const url = `/api${path.replace(/:(\w+)/g, (_match, name: string) => {
        if (params[name] === undefined) throw new Error(`no value for :${name} of ${path}: give it in pathParams`);
        return String(params[name]);
      })}`;
      if (method === 'GET' || method === 'DELETE') return c.request(method, url, options);
      // A path that takes no files is sent JSON: multipart there answers 415 before anything else.
      const takesFiles = mine.some((route) => route.method === method && route.path === path && route.takesFiles);
      return send(c, method, url, o.sampleBody(), takesFiles ? o.sampleFiles?.() : undefined, options);
    };

    it('covers the documented paths', () => {
      expect(mine.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...o.documented].sort());
    });

    it.each(staffOnly.map((r) => [`${r.method} ${r.path}`, r.method, r.path]))('%s answers 401 UNAUTHENTICATED anonymously', async (_label, method, path) => {
      expectError(await call(api.t.client(), method!, path!), 401, 'UNAUTHENTICATED');
    });

    it.each(staffOnly.map((r) => [`${r.method} ${r.path}`, r.method, r.path]))('%s answers 401 with an expired access token', async (_label, method, path) => {
      const c = api.t.client();
      const live = verifyAccessToken(api.staff.accessToken!, api.t.config.appSecret)!;
      c.accessToken = issueAccessToken(live, api.t.config.appSecret, Date.now() - 20 * 60 * 1000);
      expectError(await call(c, method!, path!), 401, 'UNAUTHENTICATED');
    });

    it.each(nonGet.map((r) => [`${r.method} ${r.path}`, r.method, r.path]))(
      '%s answers 403 FORBIDDEN without the CSRF token, signed in or not',
      async (_label, method, path) => {
        expectError(await call(api.staff, method!, path!, { csrf: false }), 403, 'FORBIDDEN');
        expectError(await call(api.t.client(), method!, path!, { csrf: false }), 403, 'FORBIDDEN');
      },
    );

    it('refused calls change nothing', async () => {
      for (const { method, path } of nonGet) {
        await call(api.t.client(), method, path);
        await call(api.staff, method, path, { csrf: false });
      }
      await o.expectUnchanged(api, target);
    });
  });
}

/** The admin list at `path` answers 400 with the paging keys for bad `page`, `pageSize` and `query`. */
export function describePagingErrors(api: ApiHarness, path: string) {
  describe(`GET /api${path}: paging`, () => {
    it.each([
      ['page=0', { page: 0 }, { page: 'Paging.Page.min' }],
      ['page=-1', { page: -1 }, { page: 'Paging.Page.min' }],
      ['page=abc', { page: 'abc' }, { page: 'Paging.Page.invalid' }],
      ['page=1.5', { page: '1.5' }, { page: 'Paging.Page.invalid' }],
      ['pageSize=0', { pageSize: 0 }, { pageSize: 'Paging.PageSize.min' }],
      ['pageSize=101', { pageSize: 101 }, { pageSize: 'Paging.PageSize.max' }],
      ['pageSize=abc', { pageSize: 'abc' }, { pageSize: 'Paging.PageSize.invalid' }],
      ['a 101-character query', { query: 'a'.repeat(101) }, { query: 'Paging.Query.max' }],
    ])('answers 400 with the paging key for %s', async (_label, query, fields) => {
      expectError(await listAs(api.staff, path, query), 400, 'BAD_USER_INPUT', fields);
    });

    it('accepts pageSize=100 and a page far beyond the end', async () => {
      expect((await listAs(api.staff, path, { pageSize: 100 })).status).toBe(200);
      const far = await listAs(api.staff, path, { page: 999_999_999, pageSize: 100 });
      expect(far.status).toBe(200);
      expect(far.body.items).toEqual([]);
    });
  });
}

/**
 * `path/{id}` answers 404 NOT_FOUND on GET, PUT, PATCH and DELETE for ids that cannot exist or do
 * not (text, zero, negative, fractional, beyond the id range, unused); `expectNothingCreated` checks
 * that no edit created a record instead.
 */
export function describeUnknownIds(
  api: ApiHarness,
  o: {
    path: string;
    sampleBody(): Record<string, unknown>;
    /** For resources edited through multipart forms: PUT and PATCH send `sampleBody` as a form's text fields, with these files (`{}` for none). */
    sampleFiles?(): SampleFiles;
    expectNothingCreated?(api: ApiHarness, body: Record<string, unknown>): Promise<void>;
  },
) {
  it.each(['abc', '999999', '0', '-1', '1.5', '9999999999', '12abc'])(`answers 404 NOT_FOUND for the id %s (GET, PUT, PATCH, DELETE ${o.path}/{id})`, async (id) => {
    const body = o.sampleBody();
    expectError(await api.staff.get(`/api${o.path}/${id}`), 404, 'NOT_FOUND');
    expectError(await send(api.staff, 'PUT', `/api${o.path}/${id}`, body, o.sampleFiles?.()), 404, 'NOT_FOUND');
    expectError(await send(api.staff, 'PATCH', `/api${o.path}/${id}`, body, o.sampleFiles?.()), 404, 'NOT_FOUND');
    expectError(await api.staff.delete(`/api${o.path}/${id}`), 404, 'NOT_FOUND');
    await o.expectNothingCreated?.(api, body);
  });
}
