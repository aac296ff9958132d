import { insertNews } from '../../test/factories.js';
import { describeNamedResourceApi } from '../../test/named-resource-contract.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describeNamedResourceApi({
  area: 'Category',
  path: '/categories',
  allPath: '/categories/all-categories',
  publicAllPath: '/public-categories/all-categories',
  gql: {
    list: 'categoryList',
    one: 'category',
    all: 'allCategories',
    create: 'createCategory',
    update: 'updateCategory',
    delete: 'deleteCategory',
    createInput: 'CreateCategoryInput',
    updateInput: 'UpdateCategoryInput',
    publicAll: 'publicAllCategories',
  },
  insertNews: (t, categoryId, count, options) => insertNews(t, categoryId, count, options),
});

describe('a deleted category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps its news (they are not deleted with it, and still point at it)', async () => {
    const staff = await t.staff();
    const category = (await staff.post('/api/categories', { name: 'Silinecek Kategori', description: 'Geçici' })).body;
    const [news] = await insertNews(t, category.id, 1);
    expect((await staff.delete(`/api/categories/${category.id}`)).status).toBe(204);
    const rows = await t.app.db.orm.em.fork().getConnection().execute('select deleted_at, category_id from news where id = ?', [news!.id]);
    expect(rows).toEqual([{ deleted_at: null, category_id: category.id }]);
  });
});
