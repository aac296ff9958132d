import { expectError } from '../../test/expect.js';
import { createStaffUser, insertNews, unique } from '../../test/factories.js';
import { useTestApp } from '../../test/resource-contract.js';
import { News } from '../news/news.entity.js';
import { User } from './user.entity.js';

/*
 * A deleted user stays where content refers to them, as a labelled placeholder (`deleted: true`):
 * as a news item's author (staff and reader's views) and as the one who did an audit-log entry.
 * Their sign-ins end with the account.
 */

const api = useTestApp();

it('shows a deleted author as a placeholder in the admin and on the reader’s site, and ends their sign-ins', async () => {
  const { t, staff } = api;
  const writer = await createStaffUser(t, { name: 'Eski Yazar' });
  const writerClient = t.client();
  await writerClient.signIn(writer.email, writer.password);
  const tag = (await writerClient.post('/api/tags', { name: unique('Etiket'), description: 'Açıklama' })).body;
  const category = (await staff.post('/api/categories', { name: unique('Kategori'), description: 'Açıklama' })).body;
  const [item] = await insertNews(t, category.id, 1, { titlePrefix: 'Yazarı Giden Haber', tagIds: [tag.id] });
  const em = t.app.db.orm.em.fork();
  await em.nativeUpdate(News, { id: item!.id }, { author: writer.user.id });

  expect((await staff.get(`/api/news/${item!.id}`)).body.author).toEqual({ id: writer.user.id, name: 'Eski Yazar', deleted: false });

  await em.nativeUpdate(User, { id: writer.user.id }, { deletedAt: new Date() });

  expect((await staff.get(`/api/news/${item!.id}`)).body.author).toEqual({ id: writer.user.id, name: 'Eski Yazar', deleted: true });
  const reader = await t.client().get(`/api/public-news/${item!.slug}`);
  expect(reader.status).toBe(200);
  expect(reader.body.author).toEqual({ id: writer.user.id, name: 'Eski Yazar', deleted: true });

  // The audit log keeps who created the tag, labelled as deleted.
  const log = (await staff.get(`/api/audit-log?userId=${writer.user.id}&kind=Tag`)).body;
  expect(log.items).toEqual([expect.objectContaining({ action: 'create', userName: 'Eski Yazar', user: { id: writer.user.id, name: 'Eski Yazar', deleted: true } })]);

  // The account's sign-ins are over.
  expectError(await writerClient.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
  expectError(await writerClient.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
  expectError(await t.client().post('/api/auth/signin', { email: writer.email, password: writer.password }), 422, 'INVALID_CREDENTIALS');
});
