import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Category } from '../category/category.entity.js';
import { CategoryService } from '../category/category.service.js';
import { anyByIds } from './resource-queries.js';

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
