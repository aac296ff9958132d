import { insertNews } from '../../test/factories.js';
import { describeNamedResourceApi } from '../../test/named-resource-contract.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describeNamedResourceApi({
  area: 'Tag',
  path: '/tags',
  allPath: '/tags/all-tags',
  gql: {
    list: 'tagList',
    one: 'tag',
    all: 'allTags',
    create: 'createTag',
    update: 'updateTag',
    delete: 'deleteTag',
    createInput: 'CreateTagInput',
    updateInput: 'UpdateTagInput',
  },
  insertNews: (t, tagId, count, options) => insertNews(t, undefined, count, { ...options, tagIds: [tagId] }),
});

describe('tags of news', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('count and page the news of each tag in a list, a news item counting for each of its tags', async () => {
    const staff = await t.staff();
    const [a, b] = await Promise.all(
      ['Etiket Bir', 'Etiket İki'].map(async (name) => (await staff.post('/api/tags', { name, description: 'Açıklama' })).body),
    );
    await insertNews(t, undefined, 3, { tagIds: [a.id, b.id], titlePrefix: 'Ortak' });
    await insertNews(t, undefined, 2, { tagIds: [b.id], titlePrefix: 'Yalnız' });
    const response = await staff.graphql(`{ tagList(query: "etiket") { items { name newsCount news(pageSize: 2) { totalItems items { title } } } } }`);
    expect(response.body.errors).toBeUndefined();
    const byName = Object.fromEntries(response.body.data.tagList.items.map((tag: { name: string }) => [tag.name, tag]));
    expect(byName['Etiket Bir']).toEqual({ name: 'Etiket Bir', newsCount: 3, news: { totalItems: 3, items: [{ title: 'Ortak 3' }, { title: 'Ortak 2' }] } });
    expect(byName['Etiket İki']).toEqual({ name: 'Etiket İki', newsCount: 5, news: { totalItems: 5, items: [{ title: 'Yalnız 2' }, { title: 'Yalnız 1' }] } });
  });

  it('a deleted tag stays linked to its news but is gone from every list', async () => {
    const staff = await t.staff();
    const tag = (await staff.post('/api/tags', { name: 'Silinecek Etiket', description: 'Geçici' })).body;
    const [news] = await insertNews(t, undefined, 1, { tagIds: [tag.id] });
    expect((await staff.delete(`/api/tags/${tag.id}`)).status).toBe(204);
    const rows = await t.app.db.orm.em.fork().getConnection().execute('select tag_id from news_tags where news_id = ?', [news!.id]);
    expect(rows).toEqual([{ tag_id: tag.id }]);
    expect((await staff.get('/api/tags/all-tags')).body.map((item: { id: number }) => item.id)).not.toContain(tag.id);
  });
});
