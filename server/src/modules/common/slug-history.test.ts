import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Tag } from '../tag/tag.entity.js';
import { TagService } from '../tag/tag.service.js';
import { freeSlug, redirectedSlug } from './slug-history.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const service = () => new TagService(t.app.db.orm.em.fork());

describe('slug history', () => {
  it('keeps every earlier slug of a renamed record pointing at its current one', async () => {
    const tag = await service().create({ name: 'İlk Ad', description: 'Açıklama' });
    await service().update({ id: tag.id, name: 'İkinci Ad' });
    await service().update({ id: tag.id, name: 'Üçüncü Ad' });
    const em = t.app.db.orm.em.fork();
    expect(await redirectedSlug(em, Tag, 'ilk-ad')).toBe('ucuncu-ad');
    expect(await redirectedSlug(em, Tag, 'ikinci-ad')).toBe('ucuncu-ad');
    expect(await redirectedSlug(em, Tag, 'ucuncu-ad')).toBeUndefined();
  });

  it('gives an old slug to a new record that takes it, and drops the redirect', async () => {
    const old = await service().create({ name: 'Eski Başlık', description: 'Açıklama' });
    await service().update({ id: old.id, name: 'Yeni Başlık' });
    const taker = await service().create({ name: 'Eski Başlık', description: 'Başka' });
    expect(taker.slug).toBe('eski-baslik');
    expect(await redirectedSlug(t.app.db.orm.em.fork(), Tag, 'eski-baslik')).toBeUndefined();
  });

  it('stops redirecting to a deleted record', async () => {
    const tag = await service().create({ name: 'Silinen Ad', description: 'Açıklama' });
    await service().update({ id: tag.id, name: 'Silinen Yeni Ad' });
    await service().delete(tag.id);
    expect(await redirectedSlug(t.app.db.orm.em.fork(), Tag, 'silinen-ad')).toBeUndefined();
  });

  it('finds the first free numbered slug in one query, deleted records included', async () => {
    const first = await service().create({ name: 'Aynı Başlık', description: 'Bir' });
    await service().delete(first.id);
    await service().create({ name: 'Aynı Başlık', description: 'İki' });
    expect(await freeSlug(t.app.db.orm.em.fork(), Tag, 'Aynı başlık')).toBe('ayni-baslik-3');
  });
});
