import { jest } from '@jest/globals';
import { unique } from './factories.js';
import { expectError } from './expect.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, listAs, useTestApp } from './resource-contract.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

/** What differs between two named resources (categories, tags) in their API contract. */
export interface NamedResourceContract {
  /** Message key area: `Category`, `Tag`. */
  area: string;
  /** REST paths (spec §7): `/categories`, `/categories/all-categories`, `/public-categories/all-categories`. */
  path: string;
  allPath: string;
  publicAllPath?: string;
  gql: { list: string; one: string; all: string; create: string; update: string; delete: string; createInput: string; updateInput: string; publicAll?: string };
  /** Inserts `count` news related to the record (by category or by tag). */
  insertNews(t: TestApp, ownerId: number, count: number, options?: { deleted?: boolean; titlePrefix?: string }): Promise<{ id: number; title: string; slug: string }[]>;
}

/**
 * The generic cases of a named resource over HTTP: every /api path of the route table, and the
 * GraphQL operations behind them, as staff and anonymously, with the database effects they should have.
 */
export function describeNamedResourceApi(o: NamedResourceContract) {
  const api = useTestApp();
  let t: TestApp;
  let staff: TestClient;
  beforeAll(() => {
    ({ t, staff } = api);
  });

  interface CategoryBody {
    id: number;
    name: string;
    slug: string;
    description: string;
    newsCount: number;
    createdAt: string;
    updatedAt: string;
  }

  const CATEGORY_SHAPE = {
    id: expect.any(Number),
    name: expect.any(String),
    slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    description: expect.any(String),
    newsCount: expect.any(Number),
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  };

  async function create(name = unique('Kategori '), description = 'Bir kategori açıklaması'): Promise<CategoryBody> {
    const response = await staff.post(`/api${o.path}`, { name, description });
    expect(response.status).toBe(201);
    return response.body;
  }

  const list = (query: Record<string, string | number> = {}) => listAs(staff, o.path, query);

  /** Names of the live categories whose name or description matches `query` (the admin search). */
  async function found(query: string): Promise<string[]> {
    const response = await list({ query, pageSize: 100 });
    expect(response.status).toBe(200);
    return response.body.items.map((item: CategoryBody) => item.name);
  }

  describe(`POST /api${o.path}`, () => {
    it('creates: 201 with the item, the slug folded from Turkish', async () => {
      const response = await staff.post(`/api${o.path}`, { name: 'Şehir Işıkları', description: 'Ankara’nın geceleri' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ ...CATEGORY_SHAPE, name: 'Şehir Işıkları', slug: 'sehir-isiklari', description: 'Ankara’nın geceleri', newsCount: 0 });

      const read = await staff.get(`/api${o.path}/${response.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: response.body.id, name: 'Şehir Işıkları', slug: 'sehir-isiklari' });
    });

    it('treats names that fold alike as the same name', async () => {
      const first = await create(`Çağdaş Düşünce ${unique('')}`);
      const response = await staff.post(`/api${o.path}`, { name: `${first.name.replace('Çağdaş', 'CAGDAS')}!`, description: 'Aynı ad' });
      expect(response.status).toBe(409);
      expect(response.body.error.fields).toEqual({ name: `${o.area}.Name.taken` });
    });

    it(`gives the name of a deleted category a numbered slug (the old slug stays taken)`, async () => {
      const first = await create(`Çağdaş Düşünce ${unique('')}`);
      expect((await staff.delete(`/api${o.path}/${first.id}`)).status).toBe(204);
      const second = await create(first.name);
      expect(second.slug).toBe(`${first.slug}-2`);
    });

    it('trims the name and description', async () => {
      const name = unique('Kırpılmış ');
      const created = await create(`   ${name}  `, '  Boşluklu açıklama \n');
      expect(created.name).toBe(name);
      expect(created.description).toBe('Boşluklu açıklama');
    });

    it('accepts a 50-letter name and a 150-letter description', async () => {
      const name = unique('İ').padEnd(50, 'ş');
      const created = await create(name, 'ğ'.repeat(150));
      expect(created.name).toHaveLength(50);
      expect(created.description).toHaveLength(150);
    });

    it.each([
      ['no fields', {}, { name: `${o.area}.Name.required`, description: `${o.area}.Description.required` }],
      ['an empty name', { name: '', description: 'Açıklama' }, { name: `${o.area}.Name.required` }],
      ['a whitespace-only name', { name: '  \t ', description: 'Açıklama' }, { name: `${o.area}.Name.required` }],
      ['a one-letter name', { name: 'Ş', description: 'Açıklama' }, { name: `${o.area}.Name.min` }],
      ['a one-letter name padded with spaces', { name: '  Ş  ', description: 'Açıklama' }, { name: `${o.area}.Name.min` }],
      ['a 51-letter name', { name: 'ş'.repeat(51), description: 'Açıklama' }, { name: `${o.area}.Name.max` }],
      ['an empty description', { name: 'Geçerli Ad', description: '' }, { description: `${o.area}.Description.required` }],
      ['a whitespace-only description', { name: 'Geçerli Ad', description: '   ' }, { description: `${o.area}.Description.required` }],
      ['a one-letter description', { name: 'Geçerli Ad', description: 'a' }, { description: `${o.area}.Description.min` }],
      ['a 151-letter description', { name: 'Geçerli Ad', description: 'ü'.repeat(151) }, { description: `${o.area}.Description.max` }],
      ['both fields bad', { name: 'x', description: 'y'.repeat(151) }, { name: `${o.area}.Name.min`, description: `${o.area}.Description.max` }],
    ])('answers 400 with field keys for %s and creates nothing', async (_label, body, fields) => {
      const before = (await staff.get(`/api${o.allPath}`)).body.length;
      expectError(await staff.post(`/api${o.path}`, body), 400, 'BAD_USER_INPUT', fields);
      expect((await staff.get(`/api${o.allPath}`)).body.length).toBe(before);
    });

    it('answers 400 for a name that is not text', async () => {
      const response = await staff.post(`/api${o.path}`, { name: 12345, description: 'Açıklama' });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('BAD_USER_INPUT');
    });

    it('refuses a name that is already used, ignoring case and surrounding spaces: 409 CONFLICT', async () => {
      const name = unique('Kent ');
      await create(name);
      for (const again of [name, name.toUpperCase(), name.toLowerCase(), `  ${name} `]) {
        expectError(await staff.post(`/api${o.path}`, { name: again, description: 'Başka bir açıklama' }), 409, 'CONFLICT', {
          name: `${o.area}.Name.taken`,
        });
      }
      expect(await found(name)).toEqual([name]);
    });

    it('refuses a name that differs only in the case of Turkish letters (KÜLTÜR = Kültür)', async () => {
      const tail = unique('');
      await create(`Kültür Gündemi ${tail}`);
      expectError(await staff.post(`/api${o.path}`, { name: `KÜLTÜR GÜNDEMİ ${tail}`, description: 'Başka' }), 409, 'CONFLICT', {
        name: `${o.area}.Name.taken`,
      });
      expect(await found(`kultur gundemi ${tail}`)).toHaveLength(1);
    });

    it('refuses the Turkish capitals of an existing name (ŞEHİR IŞIĞI = Şehir Işığı)', async () => {
      const tail = unique('');
      const name = `Şehir Işığı ${tail}`;
      await create(name);
      expectError(
        await staff.post(`/api${o.path}`, { name: name.toLocaleUpperCase('tr'), description: 'Başka' }),
        409,
        'CONFLICT',
        { name: `${o.area}.Name.taken` },
      );
    });

    it(`frees the name of a deleted category (its old slug stays taken)`, async () => {
      const name = unique('Geçici ');
      const old = await create(name);
      expect((await staff.delete(`/api${o.path}/${old.id}`)).status).toBe(204);
      const again = await create(name);
      expect(again.id).not.toBe(old.id);
      expect(again.slug).toBe(`${old.slug}-2`);
    });
  });

  describe(`GET /api${o.path}`, () => {
    it('pages newest first with totals (admin default: page 1, 20 a page)', async () => {
      const prefix = unique('Sayfa');
      const made: CategoryBody[] = [];
      for (let i = 1; i <= 5; i += 1) made.push(await create(`${prefix} ${i}`));

      const all = await list({ query: prefix });
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ items: expect.any(Array), page: 1, pageSize: 20, totalItems: 5, totalPages: 1 });
      expect(all.body.items.map((c: CategoryBody) => c.name)).toEqual([5, 4, 3, 2, 1].map((i) => `${prefix} ${i}`));
      for (const item of all.body.items) expect(item).toEqual(CATEGORY_SHAPE);

      const first = await list({ query: prefix, page: 1, pageSize: 2 });
      expect(first.body).toMatchObject({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
      expect(first.body.items.map((c: CategoryBody) => c.id)).toEqual([made[4]!.id, made[3]!.id]);
      const last = await list({ query: prefix, page: 3, pageSize: 2 });
      expect(last.body).toMatchObject({ page: 3, pageSize: 2, totalItems: 5, totalPages: 3 });
      expect(last.body.items.map((c: CategoryBody) => c.id)).toEqual([made[0]!.id]);
      const beyond = await list({ query: prefix, page: 4, pageSize: 2 });
      expect(beyond.body).toEqual({ items: [], page: 4, pageSize: 2, totalItems: 5, totalPages: 3 });
    });

    it(`without a query lists every live category`, async () => {
      const created = await create();
      const response = await list({ pageSize: 100 });
      const everything = (await staff.get(`/api${o.allPath}`)).body as CategoryBody[];
      expect(response.body.totalItems).toBe(everything.length);
      expect(response.body.items[0].id).toBe(created.id);
    });

    it('searches Turkish-insensitively: "kultur" finds "Kültür …", in name and description', async () => {
      const tail = unique('');
      const byName = await create(`Kültür ve Sanat ${tail}`);
      const byDescription = await create(unique('Diğer '), `Işıklı sokaklar ve ÇARŞILAR ${tail}`);
      expect(await found(`kultur ${tail}`)).toEqual([byName.name]);
      expect(await found(`KÜLTÜR ${tail}`)).toEqual([byName.name]);
      expect(await found(`kÜltÜr ve sanat ${tail}`)).toEqual([byName.name]);
      expect(await found(`isikli sokaklar ${tail}`)).toEqual([byDescription.name]);
      expect(await found(`IŞIKLI ${tail}`)).toEqual([byDescription.name]);
      expect(await found(`carsilar ${tail}`)).toEqual([byDescription.name]);
      expect(await found(`çarşılar ${tail}`)).toEqual([byDescription.name]);
      expect(await found(`sanat kultur ${tail}`)).toEqual([byName.name]);
      expect(await found(`yok-boyle-bir-sey ${tail}`)).toEqual([]);
    });

    it('finds a name with an apostrophe by its words as written and as folded (Ankara’nın, ankaranin)', async () => {
      const tail = unique('');
      const straight = await create(`Ankara'nın Sesi ${tail}`);
      const curly = await create(`İzmir’in Sesi ${tail}`);
      expect(await found(`Ankara'nın Sesi ${tail}`)).toEqual([straight.name]);
      expect(await found(`ankaranin ${tail}`)).toEqual([straight.name]);
      expect(await found(`İzmir’in ${tail}`)).toEqual([curly.name]);
      expect(await found(`izmirin sesi ${tail}`)).toEqual([curly.name]);
    });

    it('finds a name with other accents when searched as written (Café)', async () => {
      const tail = unique('');
      const cafe = await create(`Café Söyleşileri ${tail}`);
      expect(await found(`Café ${tail}`)).toEqual([cafe.name]);
      expect(await found(`cafe soylesileri ${tail}`)).toEqual([cafe.name]);
    });

    it('treats LIKE wildcards in the query as plain punctuation', async () => {
      const tail = unique('');
      await create(`Yüzde ${tail}`);
      expect((await list({ query: '%' })).body.totalItems).toBe((await list()).body.totalItems);
      expect(await found(`${tail}_`)).toEqual([`Yüzde ${tail}`]);
      expect(await found(`Yüzde%${tail}`)).toEqual([`Yüzde ${tail}`]);
    });
  });

  describePagingErrors(api, o.path);

  describe(`GET /api${o.allPath}${o.publicAllPath ? ` and /api${o.publicAllPath}` : ''}`, () => {
    it(`list every live record by name, with news counts; a public one needs no sign-in`, async () => {
      const prefix = unique('Hepsi');
      const b = await create(`${prefix} B`);
      const a = await create(`${prefix} A`);
      const c = await create(`${prefix} C`);
      await o.insertNews(t, a.id, 2);

      const admin = await staff.get(`/api${o.allPath}`);
      const anonymous = o.publicAllPath ? await t.client().get(`/api${o.publicAllPath}`) : admin;
      for (const response of [admin, anonymous]) {
        expect(response.status).toBe(200);
        expect(Array.isArray(response.body)).toBe(true);
        const mine = response.body.filter((item: CategoryBody) => item.name.startsWith(prefix));
        expect(mine.map((item: CategoryBody) => item.name)).toEqual([a.name, b.name, c.name]);
        expect(mine.map((item: CategoryBody) => item.newsCount)).toEqual([2, 0, 0]);
        for (const item of response.body) expect(item).toEqual(CATEGORY_SHAPE);
      }
      expect(anonymous.body).toEqual(admin.body);
    });

    it("reads them once in a request, however many of its parts ask (a page's menu and its block)", async () => {
      await create(unique('Bir kez'));
      // Every EntityManager shares the connection; the full list is a statement that orders the table by name.
      const statements = jest.spyOn(t.app.db.orm.em.getConnection(), 'execute');
      const table = t.app.db.orm.getMetadata().getByClassName(o.area).tableName;
      try {
        const response = await staff.graphql(`{ menu: ${o.gql.all} { id } block: ${o.gql.all} { id name } }`);
        const ids = (items: { id: number }[]) => items.map(({ id }) => id);
        expect(response.body.data.menu.length).toBeGreaterThan(0);
        expect(ids(response.body.data.block)).toEqual(ids(response.body.data.menu));
        const fullLists = statements.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes(`from "${table}"`) && sql.includes('order by t."name" asc'));
        expect(fullLists).toHaveLength(1);
      } finally {
        statements.mockRestore();
      }
    });
  });

  describe(`GET /api${o.path}/{id}`, () => {
    it(`answers the category with newsCount and its live news, newest first, 20 a page`, async () => {
      const category = await create();
      const news = await o.insertNews(t, category.id, 23);
      await o.insertNews(t, category.id, 3, { deleted: true, titlePrefix: 'Silinmiş' });
      const other = await create();
      await o.insertNews(t, other.id, 4);

      const first = await staff.get(`/api${o.path}/${category.id}`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        ...CATEGORY_SHAPE,
        id: category.id,
        name: category.name,
        slug: category.slug,
        newsCount: 23,
        news: { items: expect.any(Array), page: 1, pageSize: 20, totalItems: 23, totalPages: 2 },
      });
      expect(first.body.news.items).toHaveLength(20);
      expect(first.body.news.items[0]).toEqual({
        id: news[22]!.id,
        title: 'Haber 23',
        slug: news[22]!.slug,
        type: 'news',
        createdAt: expect.any(String),
      });

      const second = await staff.get(`/api${o.path}/${category.id}?page=2`);
      expect(second.body.news).toMatchObject({ page: 2, pageSize: 20, totalItems: 23, totalPages: 2 });
      expect(second.body.news.items.map((n: { title: string }) => n.title)).toEqual(['Haber 3', 'Haber 2', 'Haber 1']);

      const small = await staff.get(`/api${o.path}/${category.id}?page=3&pageSize=5`);
      expect(small.body.news).toMatchObject({ page: 3, pageSize: 5, totalItems: 23, totalPages: 5 });
      expect(small.body.news.items.map((n: { title: string }) => n.title)).toEqual(['Haber 13', 'Haber 12', 'Haber 11', 'Haber 10', 'Haber 9']);

      const listed = (await list({ query: category.name })).body.items[0];
      expect(listed.newsCount).toBe(23);
    });

    it.each([
      ['page=0', 'page=0', { page: 'Paging.Page.min' }],
      ['page=abc', 'page=abc', { page: 'Paging.Page.invalid' }],
      ['pageSize=101', 'pageSize=101', { pageSize: 'Paging.PageSize.max' }],
    ])('answers 400 with the paging key for %s', async (_label, query, fields) => {
      const category = await create();
      expectError(await staff.get(`/api${o.path}/${category.id}?${query}`), 400, 'BAD_USER_INPUT', fields);
    });

    describeUnknownIds(api, {
      path: o.path,
      sampleBody: () => ({ name: unique('Yok '), description: 'Açıklama' }),
      expectNothingCreated: async (_api, body) => expect(await found(body.name as string)).toEqual([]),
    });
  });

  describe(`PUT and PATCH /api${o.path}/{id}`, () => {
    it.each(['PUT', 'PATCH'] as const)('%s edits: 200 with the item, the slug following the new name', async (method) => {
      const category = await create();
      const name = unique('Yeni Adı Çiçek ');
      const send = method === 'PUT' ? staff.put.bind(staff) : staff.patch.bind(staff);
      const response = await send(`/api${o.path}/${category.id}`, { name: `  ${name} `, description: 'Yeni açıklama' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...CATEGORY_SHAPE, id: category.id, name, slug: expect.stringMatching(/^yeni-adi-cicek-/), description: 'Yeni açıklama', newsCount: 0 });
      expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(category.updatedAt).getTime());

      const read = await staff.get(`/api${o.path}/${category.id}`);
      expect(read.body).toMatchObject({ name, slug: response.body.slug, description: 'Yeni açıklama' });
      expect(await found(category.name)).toEqual([]);
    });

    it('PATCH changes only the fields it sends; PUT needs both', async () => {
      const category = await create();
      const patched = await staff.patch(`/api${o.path}/${category.id}`, { description: 'Yalnız açıklama' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: category.name, slug: category.slug, description: 'Yalnız açıklama' });

      const put = await staff.put(`/api${o.path}/${category.id}`, { description: 'Ad eksik' });
      expect(put.status).toBe(400);
      expect(put.body.error.fields).toEqual({ name: `${o.area}.Name.required` });
      expect((await staff.get(`/api${o.path}/${category.id}`)).body.description).toBe('Yalnız açıklama');

      const patchedBadly = await staff.patch(`/api${o.path}/${category.id}`, { name: 'x' });
      expect(patchedBadly.status).toBe(400);
      expect(patchedBadly.body.error.fields).toEqual({ name: `${o.area}.Name.min` });
    });

    it('keeps the slug when only the description changes', async () => {
      const category = await create();
      const response = await staff.put(`/api${o.path}/${category.id}`, { name: category.name, description: 'Sadece açıklama değişti' });
      expect(response.status).toBe(200);
      expect(response.body.slug).toBe(category.slug);
    });

    it('may change the case of its own name', async () => {
      const category = await create(unique('Büyük Harf '));
      const response = await staff.put(`/api${o.path}/${category.id}`, { name: category.name.toUpperCase(), description: category.description });
      expect(response.status).toBe(200);
      expect(response.body.name).toBe(category.name.toUpperCase());
    });

    it(`refuses the name of another category with 409 and changes nothing`, async () => {
      const taken = await create();
      const category = await create();
      expectError(await staff.put(`/api${o.path}/${category.id}`, { name: taken.name.toLowerCase(), description: 'x y' }), 409, 'CONFLICT', {
        name: `${o.area}.Name.taken`,
      });
      expect((await staff.get(`/api${o.path}/${category.id}`)).body).toMatchObject({ name: category.name, description: category.description });
    });

    it.each([
      ['an empty name', { name: '', description: 'Açıklama' }, { name: `${o.area}.Name.required` }],
      ['a whitespace-only name', { name: '   ', description: 'Açıklama' }, { name: `${o.area}.Name.required` }],
      ['a short name', { name: 'a', description: 'Açıklama' }, { name: `${o.area}.Name.min` }],
      ['a long name', { name: 'a'.repeat(51), description: 'Açıklama' }, { name: `${o.area}.Name.max` }],
      ['no description', { name: 'Geçerli Ad' }, { description: `${o.area}.Description.required` }],
      ['a short description', { name: 'Geçerli Ad', description: ' b ' }, { description: `${o.area}.Description.min` }],
      ['a long description', { name: 'Geçerli Ad', description: 'b'.repeat(151) }, { description: `${o.area}.Description.max` }],
    ])('answers 400 with field keys for %s and changes nothing', async (_label, body, fields) => {
      const category = await create();
      expectError(await staff.put(`/api${o.path}/${category.id}`, body), 400, 'BAD_USER_INPUT', fields);
      // A PATCH leaving a field out keeps it (tested above); one that sends it is held to the same rules.
      if ('description' in body) expectError(await staff.patch(`/api${o.path}/${category.id}`, body), 400, 'BAD_USER_INPUT', fields);
      expect((await staff.get(`/api${o.path}/${category.id}`)).body).toMatchObject({ name: category.name, description: category.description });
    });
  });

  describe(`DELETE /api${o.path}/{id}`, () => {
    it(`answers 204; afterwards the category is 404 and gone from every list`, async () => {
      const category = await create();
      const response = await staff.delete(`/api${o.path}/${category.id}`);
      expect(response.status).toBe(204);
      expect(response.body).toBeUndefined();

      expectError(await staff.get(`/api${o.path}/${category.id}`), 404, 'NOT_FOUND');
      expect(await found(category.name)).toEqual([]);
      const ids = (body: CategoryBody[]) => body.map((item) => item.id);
      expect(ids((await staff.get(`/api${o.allPath}`)).body)).not.toContain(category.id);
      if (o.publicAllPath) expect(ids((await t.client().get(`/api${o.publicAllPath}`)).body)).not.toContain(category.id);

      expectError(await staff.delete(`/api${o.path}/${category.id}`), 404, 'NOT_FOUND');
      expectError(await staff.put(`/api${o.path}/${category.id}`, { name: unique('Geri '), description: 'Açıklama' }), 404, 'NOT_FOUND');
    });
  });

  describeRouteGuards(api, {
    path: o.path,
    otherPaths: [o.allPath, ...(o.publicAllPath ? [o.publicAllPath] : [])],
    documented: [
      `DELETE ${o.path}/:id`,
      `GET ${o.path}`,
      `GET ${o.path}/:id`,
      `GET ${o.allPath}`,
      ...(o.publicAllPath ? [`GET ${o.publicAllPath}`] : []),
      `PATCH ${o.path}/:id`,
      `POST ${o.path}`,
      `PUT ${o.path}/:id`,
    ],
    sampleBody: () => ({ name: unique('İzinsiz '), description: 'Açıklama' }),
    createTarget: () => create(),
    async expectUnchanged(_api, target) {
      const before = target as CategoryBody;
      const read = await staff.get(`/api${o.path}/${before.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ name: before.name, description: before.description });
      expect(await found('İzinsiz')).toEqual([]);
    },
  });

  if (o.publicAllPath) describe(`GET /api${o.publicAllPath}`, () => {
    it('answers 200 anonymously', async () => {
      const target = await create();
      const response = await t.client().get(`/api${o.publicAllPath}`);
      expect(response.status).toBe(200);
      expect(response.body.map((c: CategoryBody) => c.id)).toContain(target.id);
    });
  });

  describe('the same operations through GraphQL', () => {
    const FIELDS = 'id name slug description newsCount';

    it('create, read, list, update and delete as staff', async () => {
      const name = `Şehir Hayatı ${unique('')}`;
      const created = await staff.graphql(`mutation ($input: ${o.gql.createInput}!) { ${o.gql.create}(input: $input) { ${FIELDS} } }`, {
        input: { name, description: 'Kentten haberler' },
      });
      expect(created.body.errors).toBeUndefined();
      const category = created.body.data[o.gql.create];
      expect(category).toEqual({ id: expect.any(Number), name, slug: expect.stringMatching(/^sehir-hayati-/), description: 'Kentten haberler', newsCount: 0 });

      await o.insertNews(t, category.id, 3);
      const read = await staff.graphql(`query ($id: Int!) { ${o.gql.one}(id: $id) { ${FIELDS} news(page: 1, pageSize: 2) { items { title } page pageSize totalItems totalPages } } }`, {
        id: category.id,
      });
      expect(read.body.data[o.gql.one]).toEqual({
        ...category,
        newsCount: 3,
        news: { items: [{ title: 'Haber 3' }, { title: 'Haber 2' }], page: 1, pageSize: 2, totalItems: 3, totalPages: 2 },
      });

      const listed = await staff.graphql(`query ($query: String) { ${o.gql.list}(query: $query, pageSize: 5) { items { id } page pageSize totalItems totalPages } }`, {
        query: name.toLocaleLowerCase('tr'),
      });
      expect(listed.body.data[o.gql.list]).toEqual({ items: [{ id: category.id }], page: 1, pageSize: 5, totalItems: 1, totalPages: 1 });

      const updated = await staff.graphql(`mutation ($input: ${o.gql.updateInput}!) { ${o.gql.update}(input: $input) { ${FIELDS} } }`, {
        input: { id: category.id, name: `${name} Güncel`, description: 'Yeni' },
      });
      expect(updated.body.data[o.gql.update]).toMatchObject({ id: category.id, name: `${name} Güncel`, slug: `${category.slug}-guncel` });

      const all = await staff.graphql(`{ ${o.gql.all} { id } }`);
      expect(all.body.data[o.gql.all]).toContainEqual({ id: category.id });

      const deleted = await staff.graphql(`mutation ($input: IdInput!) { ${o.gql.delete}(input: $input) }`, { input: { id: category.id } });
      expect(deleted.body).toEqual({ data: { [o.gql.delete]: true } });
      const gone = await staff.graphql(`query ($id: Int!) { ${o.gql.one}(id: $id) { id } }`, { id: category.id });
      expect(gone.body.data).toBeNull();
      expect(gone.body.errors![0]!.extensions).toEqual({ code: 'NOT_FOUND', status: 404 });
    });

    it('reports bad input with code, status and fields in extensions', async () => {
      const response = await staff.graphql(`mutation ($input: ${o.gql.createInput}!) { ${o.gql.create}(input: $input) { id } }`, {
        input: { name: ' a ', description: '   ' },
      });
      expect(response.body.data).toBeNull();
      expect(response.body.errors![0]!.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        status: 400,
        fields: { name: `${o.area}.Name.min`, description: `${o.area}.Description.required` },
      });

      const paging = await staff.graphql(`{ ${o.gql.list}(page: 0, pageSize: 101) { totalItems } }`);
      expect(paging.body.errors![0]!.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        status: 400,
        fields: { page: 'Paging.Page.min', pageSize: 'Paging.PageSize.max' },
      });
    });

    it('reports a duplicate name as CONFLICT (409) with fields.name', async () => {
      const existing = await create();
      const response = await staff.graphql(`mutation ($input: ${o.gql.createInput}!) { ${o.gql.create}(input: $input) { id } }`, {
        input: { name: existing.name, description: 'Aynı ad' },
      });
      expect(response.body.errors![0]!.extensions).toEqual({ code: 'CONFLICT', status: 409, fields: { name: `${o.area}.Name.taken` } });
    });

    it(`answers NOT_FOUND (404) for a missing category on read, update and delete`, async () => {
      const read = await staff.graphql(`{ ${o.gql.one}(id: 999999) { id } }`);
      const update = await staff.graphql(`mutation { ${o.gql.update}(input: { id: 999999, name: "Olmayan", description: "Yok yok" }) { id } }`);
      const remove = await staff.graphql(`mutation { ${o.gql.delete}(input: { id: 999999 }) }`);
      for (const response of [read, update, remove]) {
        expect(response.body.errors![0]!.extensions).toEqual({ code: 'NOT_FOUND', status: 404 });
      }
    });

    if (o.gql.publicAll) it(`the public list answers anonymously`, async () => {
      const category = await create();
      const response = await t.client().graphql(`{ ${o.gql.publicAll} { ${FIELDS} } }`);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data[o.gql.publicAll!]).toContainEqual({
        id: category.id,
        name: category.name,
        slug: category.slug,
        description: category.description,
        newsCount: 0,
      });
    });
  });
}
