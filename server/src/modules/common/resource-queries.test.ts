import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { PublicationStatus } from '../publishing/publication.js';
import { Category } from '../category/category.entity.js';
import { CategoryService } from '../category/category.service.js';
import { News } from '../news/news.entity.js';
import { archiveIssueFields, insertNews, unique } from '../../test/factories.js';
import { anyByIds, CARD, listRows, PUBLISHED_FIRST } from './resource-queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// The spied connection is the one every EntityManager shares.
afterEach(() => jest.restoreAllMocks());

/** Three categories, the last one deleted. */
async function threeCategories() {
  const service = new CategoryService(t.app.db.orm.em.fork());
  const stamp = Date.now().toString(36);
  const [first, second, gone] = [
    await service.create({ name: `Birinci ${stamp}`, description: 'Açıklama' }),
    await service.create({ name: `İkinci ${stamp}`, description: 'Açıklama' }),
    await service.create({ name: `Silinen ${stamp}`, description: 'Açıklama' }),
  ];
  await service.delete(gone.id);
  return [first.id, second.id, gone.id];
}

describe('anyByIds', () => {
  it('answers what the request read whole from its identity map and finds only the rest, deleted ones too', async () => {
    const ids = await threeCategories();
    const em = t.app.db.orm.em.fork();
    await new CategoryService(em).all();
    const statements = jest.spyOn(em.getConnection(), 'execute');

    const found = await anyByIds(em, Category, ids);

    expect([...found.keys()].sort()).toEqual([...ids].sort());
    expect(found.get(ids[2]!)?.deletedAt).toBeInstanceOf(Date);
    expect(statements).toHaveBeenCalledTimes(1);
    expect(statements.mock.calls[0]![1]).toEqual([ids[2]]);
  });

  it('reads again a record the request holds only in part or as a reference', async () => {
    const [partId, referenceId] = await threeCategories();
    const em = t.app.db.orm.em.fork();
    await em.find(Category, { id: partId! }, { fields: ['slug'] });
    em.getReference(Category, referenceId!);
    const statements = jest.spyOn(em.getConnection(), 'execute');

    const found = await anyByIds(em, Category, [partId!, referenceId!]);

    expect(statements).toHaveBeenCalledTimes(1);
    expect(statements.mock.calls[0]![1]).toEqual([partId, referenceId]);
    expect(found.get(partId!)?.name).toMatch(/^Birinci /);
    expect(found.get(referenceId!)?.name).toMatch(/^İkinci /);
  });

  it('finds nothing for ids that do not exist, and asks nothing for none', async () => {
    const em = t.app.db.orm.em.fork();
    const statements = jest.spyOn(em.getConnection(), 'execute');
    expect((await anyByIds(em, Category, [])).size).toBe(0);
    expect(statements).not.toHaveBeenCalled();
    expect((await anyByIds(em, Category, [2_000_000_001])).size).toBe(0);
  });
});

describe('listRows', () => {
  /** Four live news, one deleted and one draft, all with the titles `<prefix> n`. */
  async function someNews() {
    const prefix = unique('Liste');
    const live = await insertNews(t, undefined, 4, { titlePrefix: prefix, hit: 7 });
    const [deleted] = await insertNews(t, undefined, 1, { titlePrefix: `${prefix} silinen`, deleted: true });
    const [draft] = await insertNews(t, undefined, 1, { titlePrefix: `${prefix} taslak` });
    await t.app.db.orm.em.getConnection().execute(`update news set status = 'draft', published_at = null where id = ?`, [draft!.id]);
    return { titles: [...live, deleted!, draft!].map((news) => news.title), live };
  }

  it('reads what readers may see in the given order, in one statement, without the excluded fields', async () => {
    const { titles, live } = await someNews();
    const em = t.app.db.orm.em.fork();
    const statements = jest.spyOn(em.getConnection(), 'execute');

    const rows = await listRows(em, News, { where: { title: { $in: titles }, hit: { $gte: 7 } }, orderBy: PUBLISHED_FIRST, limit: 3, ...CARD });

    expect(statements).toHaveBeenCalledTimes(1);
    expect(rows.map((news) => news.id)).toEqual(live.slice(1).map((news) => news.id).reverse());
    expect(rows.every((news) => news instanceof News && news.content === undefined && news.title.length > 0)).toBe(true);
    expect(em.getUnitOfWork().getById(News, rows[0]!.id as never)).toBe(rows[0]);
  });

  it('writes out null, equality and each comparison; all rows without a limit', async () => {
    const { titles, live } = await someNews();
    const em = t.app.db.orm.em.fork();
    const read = (where: Record<string, unknown>) => listRows(em, News, { where: { title: { $in: titles }, ...where } as never, orderBy: { id: 'asc' } });
    const ids = async (where: Record<string, unknown>) => (await read(where)).map((news) => news.id);
    const all = live.map((news) => news.id);

    expect(await ids({})).toEqual(all);
    expect(await ids({ featuredUntil: null })).toEqual(all);
    expect(await ids({ title: live[1]!.title })).toEqual([all[1]]);
    expect(await ids({ id: { $gt: all[1] } })).toEqual(all.slice(2));
    expect(await ids({ id: { $lte: all[1] } })).toEqual(all.slice(0, 2));
    expect(await ids({ id: { $ne: all[0] } })).toEqual(all.slice(1));
    expect(await listRows(em, News, { where: { id: { $in: [] } }, orderBy: { id: 'asc' } })).toEqual([]);
  });

  it('reads the lists of one table and columns asked for in the same turn in one statement, each in its own order, limit and filters', async () => {
    const { titles, live } = await someNews();
    const em = t.app.db.orm.em.fork();
    const statements = jest.spyOn(em.getConnection(), 'execute');
    const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((news) => news.id);
    const all = ids(live);

    const [newest, oldestTwo, second, none, withText] = await Promise.all([
      listRows(em, News, { where: { title: { $in: titles } }, orderBy: PUBLISHED_FIRST, ...CARD }),
      listRows(em, News, { where: { title: { $in: titles } }, orderBy: { id: 'asc' }, limit: 2, ...CARD }),
      listRows(em, News, { where: { id: all[1] }, orderBy: { id: 'desc' }, limit: 9, ...CARD }),
      listRows(em, News, { where: { id: { $in: [] } }, orderBy: { id: 'asc' }, ...CARD }),
      listRows(em, News, { where: { title: { $in: titles } }, orderBy: { id: 'desc' }, limit: 1 }),
    ]);

    // Four card lists in a union; the whole rows have other columns, a group of their own, read in the same statement.
    expect(statements).toHaveBeenCalledTimes(1);
    expect(String(statements.mock.calls[0]![0])).toMatch(/union all.*json_agg/);
    expect(ids(newest)).toEqual([...all].reverse());
    expect(ids(oldestTwo)).toEqual(all.slice(0, 2));
    expect(ids(second)).toEqual([all[1]]);
    expect(none).toEqual([]);
    expect(ids(withText)).toEqual([all[3]]);
    expect([...newest, ...withText].every((news) => news instanceof News && !('__list' in news) && !('__at' in news))).toBe(true);
    // The cards leave the rich text unread; the whole row, the same record as the newest card, has it.
    expect(newest.slice(1).every((news) => news instanceof News && news.content === undefined)).toBe(true);
    expect(withText[0]).toBe(newest[0]);
    expect(withText[0]!.content).toBeDefined();
    // One record, one entity: the lists share it.
    expect(oldestTwo[1]).toBe(second[0]);
  });

  it('reads the lists of several tables asked for in one turn in one statement, each as it reads alone; a decimal column goes alone', async () => {
    const { titles, live } = await someNews();
    const [categoryId] = await threeCategories();
    const seed = t.app.db.orm.em.fork();
    const issue = seed.create(ArchiveIssue, archiveIssueFields({ status: PublicationStatus.published }));
    await seed.flush();
    const read = (em: EntityManager) =>
      Promise.all([
        listRows(em, News, { where: { title: { $in: titles } }, orderBy: PUBLISHED_FIRST, ...CARD }),
        listRows(em, News, { where: { title: { $in: titles } }, orderBy: { id: 'asc' }, limit: 1 }),
        listRows(em, Category, { where: { id: categoryId }, orderBy: { id: 'asc' } }),
        listRows(em, ArchiveIssue, { where: { id: issue.id }, orderBy: { id: 'asc' } }),
      ]);
    // Each list read alone, in a request of its own (in one request the card and the whole row of a news are one entity).
    const [cardsAlone, wholeAlone, categoriesAlone] = [
      await listRows(t.app.db.orm.em.fork(), News, { where: { title: { $in: titles } }, orderBy: PUBLISHED_FIRST, ...CARD }),
      await listRows(t.app.db.orm.em.fork(), News, { where: { title: { $in: titles } }, orderBy: { id: 'asc' }, limit: 1 }),
      await listRows(t.app.db.orm.em.fork(), Category, { where: { id: categoryId }, orderBy: { id: 'asc' } }),
    ];
    const fieldsOf = (rows: readonly object[], leaveOut: readonly string[] = []) =>
      rows.map((row) => Object.fromEntries(Object.entries(wrap(row).toObject()).filter(([name]) => !leaveOut.includes(name))));
    const em = t.app.db.orm.em.fork();
    const statements = jest.spyOn(em.getConnection(), 'execute');

    const [cards, whole, categories, issues] = await read(em);

    // News (a union of its card and whole lists) and the category in one statement; the issue's price alone.
    expect(statements).toHaveBeenCalledTimes(2);
    expect(cards.map((news) => news.id)).toEqual(live.map((news) => news.id).reverse());
    expect(fieldsOf(cards, CARD.exclude)).toEqual(fieldsOf(cardsAlone, CARD.exclude));
    expect(fieldsOf(whole)).toEqual(fieldsOf(wholeAlone));
    expect(fieldsOf(categories)).toEqual(fieldsOf(categoriesAlone));
    expect(cards[0]!.publishedAt).toBeInstanceOf(Date);
    expect(whole[0]!.content).toEqual(wholeAlone[0]!.content);
    expect(categories[0]).toBeInstanceOf(Category);
    expect(issues[0]?.price).toBe('250.00');
  });

  it('fails every list of a statement that fails, and the next turn reads again', async () => {
    await someNews();
    const em = t.app.db.orm.em.fork();
    jest.spyOn(em.getConnection(), 'execute').mockRejectedValueOnce(new Error('connection lost'));
    const lists = [
      listRows(em, News, { orderBy: PUBLISHED_FIRST, limit: 2, ...CARD }),
      listRows(em, News, { orderBy: { id: 'asc' }, limit: 2, ...CARD }),
    ];
    await expect(Promise.all(lists.map((list) => list.then(() => 'read', (error: Error) => error.message)))).resolves.toEqual(['connection lost', 'connection lost']);
    await expect(listRows(em, News, { orderBy: { id: 'asc' }, limit: 2, ...CARD })).resolves.toHaveLength(2);
  });

  it('refuses what it cannot write out rather than read it unfiltered', async () => {
    const em = t.app.db.orm.em.fork();
    await expect(listRows(em, News, { where: { title: { $like: '%a%' } } as never, orderBy: { id: 'asc' } })).rejects.toThrow(/cannot write News.title \$like/);
    await expect(listRows(em, News, { where: { tags: 1 } as never, orderBy: { id: 'asc' } })).rejects.toThrow(/cannot read News.tags/);
    await expect(listRows(em, News, { where: { id: { $gt: 1, $lt: 9 } } as never, orderBy: { id: 'asc' } })).rejects.toThrow(/one operator/);
    await expect(listRows(em, News, { orderBy: { id: 'sideways' } as never })).rejects.toThrow(/cannot order/);
  });
});
