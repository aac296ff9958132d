import sharp from 'sharp';
import { paragraph } from '../../modules/common/rich-text.js';
import { insertNews } from '../factories.js';
import type { TestApp } from '../test-app.js';

/**
 * One row of each editable resource, made before the sweep, so the path id `1` of its cases names a
 * real item and a broken body reaches the rules and the database instead of stopping at "not found".
 * Returns what could not be made (the sweep still runs; those paths then answer 404).
 */
export async function makeFixtures(t: TestApp): Promise<string[]> {
  const staff = await t.staff();
  const problems: string[] = [];
  const made = async (what: string, request: Promise<{ status: number; body: any }>) => {
    const response = await request;
    if (response.status >= 300) problems.push(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    return response.body as { id?: number };
  };
  const category = await made('category', staff.post('/api/categories', { name: 'Fikstür kategori', description: 'Süpürme için.' }));
  const tag = await made('tag', staff.post('/api/tags', { name: 'Fikstür etiket', description: 'Süpürme için.' }));
  await made('event', staff.post('/api/events', { title: 'Fikstür etkinlik', date: '2027-01-01T10:00:00.000Z', location: 'Ankara' }));
  const portrait = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#468' } }).png().toBuffer();
  const columnist = await made('columnist', staff.multipart('POST', '/api/columnists', { name: 'Fikstür Yazar' }, { image: { name: 'yazar.png', type: 'image/png', bytes: portrait } }));
  await made('column', staff.post('/api/columns', { title: 'Fikstür köşe yazısı', content: [paragraph('Köşe yazısı içeriği.')], columnistId: columnist.id }));
  await insertNews(t, category.id, 1, { tagIds: tag.id ? [tag.id] : [], titlePrefix: 'Fikstür haber' });
  return problems;
}
