import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { routes } from '../index.js';
import { expectError, expectRateLimited } from '../../test/expect.js';
import { CHANGE_PASSWORD_ATTEMPTS_PER_USER } from './profile.limits.js';
import { AddressedClient, createStaffUser, unique, type StaffUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';

/*
 * The signed-in user's own account over HTTP (spec §7 `/profile/*`): name and email, password,
 * avatar. Each test signs in as a staff account of its own, so a changed password or email never
 * leaks into another test. Every client comes from its own address (per-address limits stay out).
 */

let t: TestApp;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a26' } }).png().toBuffer();
});
afterAll(() => t.close());

const client = () => new AddressedClient(t.baseUrl);

async function signedIn(user: { email: string; password: string }): Promise<AddressedClient> {
  const c = client();
  await c.signIn(user.email, user.password);
  return c;
}

async function newStaff(name = 'Profil Sahibi'): Promise<{ staff: StaffUser; c: AddressedClient }> {
  const staff = await createStaffUser(t, { name });
  return { staff, c: await signedIn(staff) };
}

const USER_SHAPE = {
  id: expect.any(Number),
  name: expect.any(String),
  email: expect.any(String),
  language: expect.stringMatching(/^(tr|en)$/),
  avatarUrl: null,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

/** A media URL's file under the test server's upload folder. */
const mediaFile = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/media\//, ''));

const avatar = (bytes: Buffer, name = 'avatar.jpg', type = 'image/jpeg') => ({ avatar: { name, type, bytes } });

describe('permissions: every /profile path', () => {
  /** A body each path accepts, so that only the guard can refuse it. */
  const SAMPLE: Record<string, Record<string, unknown>> = {
    '/profile/update-profile': { name: 'Yeni Ad', email: 'guard@dergi.test' },
    '/profile/change-language': { language: 'en' },
    '/profile/change-password': { oldPassword: 'x', password: 'Yepyeni-Sifre-9', passwordConfirm: 'Yepyeni-Sifre-9' },
  };
  const mine = routes.filter((route) => route.path.startsWith('/profile/')).flatMap((route) => route.methods.map((method) => [`${method} ${route.path}`, method, route.path] as const));

  it('covers the documented paths', () => {
    expect(mine.map(([label]) => label).sort()).toEqual(
      [
        'POST /profile/update-profile',
        'PUT /profile/update-profile',
        'PATCH /profile/update-profile',
        'POST /profile/change-language',
        'PUT /profile/change-language',
        'PATCH /profile/change-language',
        'POST /profile/change-password',
        'PUT /profile/change-password',
        'PATCH /profile/change-password',
        'POST /profile/upload-avatar',
        'POST /profile/change-avatar',
        'PUT /profile/change-avatar',
        'PATCH /profile/change-avatar',
        'POST /profile/remove-avatar',
        'DELETE /profile/remove-avatar',
      ].sort(),
    );
  });

  const send = (c: TestClient, method: string, url: string, options: { csrf?: boolean } = {}) =>
    // The avatar uploads take a form; remove-avatar takes no body (a form there is refused 415, unread).
    url.endsWith('-avatar') && url !== '/profile/remove-avatar'
      ? c.multipart(method, `/api${url}`, {}, avatar(jpeg), options)
      : c.request(method, `/api${url}`, { ...options, ...(method === 'DELETE' ? {} : { json: SAMPLE[url] ?? {} }) });

  it.each(mine)('%s answers 401 UNAUTHENTICATED anonymously', async (_label, method, url) => {
    expectError(await send(client(), method, url), 401, 'UNAUTHENTICATED');
  });

  it.each(mine)('%s answers 403 FORBIDDEN without the CSRF token, signed in or not, and changes nothing', async (_label, method, url) => {
    const { staff, c } = await newStaff();
    expectError(await send(c, method, url, { csrf: false }), 403, 'FORBIDDEN');
    expectError(await send(client(), method, url, { csrf: false }), 403, 'FORBIDDEN');
    const me = (await c.get('/api/auth/user')).body;
    expect(me).toEqual({ ...USER_SHAPE, id: staff.user.id, name: 'Profil Sahibi', email: staff.email, language: 'tr' });
    // The password is unchanged too.
    await signedIn(staff);
  });

  it('answers with no-store caching', async () => {
    const { c } = await newStaff();
    const response = await c.post('/api/profile/update-profile', { name: 'Önbelleksiz', email: (await c.get('/api/auth/user')).body.email });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/api/profile/update-profile', () => {
  it.each(['POST', 'PUT', 'PATCH'])('%s changes the name and the email (trimmed, lower-cased) and answers the user', async (method) => {
    const { staff, c } = await newStaff();
    const email = `${unique('Yeni.Adres')}@Dergi.Test`;
    const response = await c.request(method, '/api/profile/update-profile', { json: { name: '  Çağrı Işık  ', email: `  ${email} ` } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...USER_SHAPE, id: staff.user.id, name: 'Çağrı Işık', email: email.toLowerCase(), language: 'tr' });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect((await c.get('/api/auth/user')).body).toMatchObject({ name: 'Çağrı Işık', email: email.toLowerCase() });
    // The new email signs in; the old one no longer does.
    await signedIn({ email, password: staff.password });
    expect((await client().post('/api/auth/signin', { email: staff.email, password: staff.password })).status).toBe(422);
  });

  it('keeps its own email (in any letter case) without a conflict', async () => {
    const { staff, c } = await newStaff();
    const response = await c.post('/api/profile/update-profile', { name: 'Aynı Adres', email: staff.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(staff.email);
  });

  it('answers 409 Profile.Email.taken for another user’s email, in any letter case, and changes nothing', async () => {
    const { staff, c } = await newStaff();
    const other = await createStaffUser(t);
    const response = await c.post('/api/profile/update-profile', { name: 'Çakışma', email: other.email.toUpperCase() });
    expectError(response, 409, 'CONFLICT', { email: 'Profile.Email.taken' });
    expect((await c.get('/api/auth/user')).body).toMatchObject({ name: 'Profil Sahibi', email: staff.email });
  });

  const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(20)}.com`; // 150 characters
  it.each([
    ['no fields', {}, { name: 'Profile.Name.required', email: 'Profile.Email.required' }],
    ['blank fields', { name: '   ', email: ' ' }, { name: 'Profile.Name.required', email: 'Profile.Email.required' }],
    ['a one-letter name', { name: ' Ş ', email: 'ok@dergi.test' }, { name: 'Profile.Name.min' }],
    ['a 16-letter name', { name: 'Ş'.repeat(16), email: 'ok@dergi.test' }, { name: 'Profile.Name.max' }],
    ['an invalid email', { name: 'Geçerli', email: 'not-an-email' }, { email: 'Profile.Email.invalid' }],
    ['a 151-character email', { name: 'Geçerli', email: `a${long}` }, { email: 'Profile.Email.max' }],
    ['a number as the name', { name: 12345, email: 'ok@dergi.test' }, { name: 'Profile.Name.invalid' }],
  ])('answers 400 with field keys for %s and changes nothing', async (_label, body, fields) => {
    const { staff, c } = await newStaff();
    expectError(await c.post('/api/profile/update-profile', body), 400, 'BAD_USER_INPUT', fields);
    expect((await c.get('/api/auth/user')).body).toMatchObject({ name: 'Profil Sahibi', email: staff.email });
  });

  it('accepts a 15-letter name and a 150-character email', async () => {
    const { c } = await newStaff();
    const response = await c.post('/api/profile/update-profile', { name: 'Ş'.repeat(15), email: long });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Ş'.repeat(15), email: long });
  });
});

describe('/api/profile/change-password', () => {
  const NEW = 'Yepyeni-Sifre-9';

  it('changes the password, ends every other sign-in of the user and keeps this one', async () => {
    const { staff, c } = await newStaff();
    const laptop = await signedIn(staff);
    const phone = await signedIn(staff);
    const someoneElse = await signedIn(await createStaffUser(t));

    const response = await c.post('/api/profile/change-password', { oldPassword: staff.password, password: NEW, passwordConfirm: NEW });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...USER_SHAPE, id: staff.user.id, name: 'Profil Sahibi', email: staff.email, language: 'tr' });

    // The other sign-ins: their refresh fails, and their access tokens stop working at once.
    for (const other of [laptop, phone]) {
      expectError(await other.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
      expectError(await other.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    }
    // This one goes on: its access token works and its refresh cookie still rotates.
    expect((await c.get('/api/auth/user')).status).toBe(200);
    const refreshed = await c.get('/api/auth/get-access-token');
    expect(refreshed.status).toBe(200);
    c.accessToken = refreshed.body.accessToken;
    expect((await c.get('/api/auth/user')).status).toBe(200);
    // Another user's sign-in is untouched.
    expect((await someoneElse.get('/api/auth/get-access-token')).status).toBe(200);

    // The new password signs in, the old one no longer does.
    await signedIn({ email: staff.email, password: NEW });
    expectError(await client().post('/api/auth/signin', { email: staff.email, password: staff.password }), 422, 'INVALID_CREDENTIALS');
  });

  it('takes the new password as `newPassword` too (the GraphQL name)', async () => {
    const { staff, c } = await newStaff();
    const response = await c.put('/api/profile/change-password', { oldPassword: staff.password, newPassword: NEW, passwordConfirm: NEW });
    expect(response.status).toBe(200);
    await signedIn({ email: staff.email, password: NEW });
  });

  it('answers 422 Profile.OldPassword.incorrect for a wrong current password and changes nothing', async () => {
    const { staff, c } = await newStaff();
    const laptop = await signedIn(staff);
    const response = await c.post('/api/profile/change-password', { oldPassword: 'Yanlis-Sifre-1', password: NEW, passwordConfirm: NEW });
    expectError(response, 422, 'INVALID_CREDENTIALS', { oldPassword: 'Profile.OldPassword.incorrect' });
    await signedIn(staff);
    expect((await laptop.get('/api/auth/get-access-token')).status).toBe(200);
  });

  it.each([
    ['no fields', {}, { oldPassword: 'Profile.OldPassword.required', password: 'Profile.NewPassword.required', passwordConfirm: 'Profile.PasswordConfirm.required' }],
    ['a 7-character password', { password: 'Kisa-12', passwordConfirm: 'Kisa-12' }, { password: 'Profile.NewPassword.min' }],
    ['a 26-character password', { password: 'x'.repeat(26), passwordConfirm: 'x'.repeat(26) }, { password: 'Profile.NewPassword.max' }],
    ['a confirmation that differs', { password: NEW, passwordConfirm: `${NEW}x` }, { passwordConfirm: 'Profile.PasswordConfirm.match' }],
    ['a missing confirmation', { password: NEW }, { passwordConfirm: 'Profile.PasswordConfirm.required' }],
    ['a short password sent as newPassword', { newPassword: 'kisa', passwordConfirm: 'kisa' }, { newPassword: 'Profile.NewPassword.min' }],
  ])('answers 400 with field keys for %s and changes nothing', async (label, body: Record<string, unknown>, fields) => {
    const { staff, c } = await newStaff();
    const sent = label === 'no fields' ? body : { oldPassword: staff.password, ...body };
    expectError(await c.post('/api/profile/change-password', sent), 400, 'BAD_USER_INPUT', fields);
    await signedIn(staff);
  });

  it('limits attempts per user: the sixth within 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    const { staff, c } = await newStaff();
    const wrong = { oldPassword: 'Yanlis-Sifre-1', password: NEW, passwordConfirm: NEW };
    for (let i = 0; i < CHANGE_PASSWORD_ATTEMPTS_PER_USER.max; i += 1) {
      expectError(await c.post('/api/profile/change-password', wrong), 422, 'INVALID_CREDENTIALS', { oldPassword: 'Profile.OldPassword.incorrect' });
    }
    expectRateLimited(await c.post('/api/profile/change-password', { ...wrong, oldPassword: staff.password }), 15 * 60);
    await signedIn(staff);
    // Another user is not affected.
    const other = await newStaff();
    expect((await other.c.post('/api/profile/change-password', { oldPassword: other.staff.password, password: NEW, passwordConfirm: NEW })).status).toBe(200);
  });

  it('a success clears the count of earlier wrong attempts', async () => {
    const { staff, c } = await newStaff();
    const wrong = { oldPassword: 'Yanlis-Sifre-1', password: NEW, passwordConfirm: NEW };
    for (let i = 0; i < CHANGE_PASSWORD_ATTEMPTS_PER_USER.max - 1; i += 1) expect((await c.post('/api/profile/change-password', wrong)).status).toBe(422);
    expect((await c.post('/api/profile/change-password', { oldPassword: staff.password, password: NEW, passwordConfirm: NEW })).status).toBe(200);
    for (let i = 0; i < CHANGE_PASSWORD_ATTEMPTS_PER_USER.max - 1; i += 1) expect((await c.post('/api/profile/change-password', wrong)).status).toBe(422);
    expect((await c.post('/api/profile/change-password', { oldPassword: NEW, password: 'Ucuncu-Sifre-3', passwordConfirm: 'Ucuncu-Sifre-3' })).status).toBe(200);
  });

  it('accepts passwords of 8 and of 25 characters', async () => {
    const { staff, c } = await newStaff();
    const eight = 'Sekiz-88';
    expect((await c.post('/api/profile/change-password', { oldPassword: staff.password, password: eight, passwordConfirm: eight })).status).toBe(200);
    const long = 'y'.repeat(25);
    expect((await c.post('/api/profile/change-password', { oldPassword: eight, password: long, passwordConfirm: long })).status).toBe(200);
    await signedIn({ email: staff.email, password: long });
  });
});

describe('/api/profile/change-language', () => {
  it('stores the language, answers the user with its avatar address, and is kept for the next sign-in', async () => {
    const { staff, c } = await newStaff();
    const response = await c.post('/api/profile/change-language', { language: 'en' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...USER_SHAPE, id: staff.user.id, name: 'Profil Sahibi', email: staff.email, language: 'en' });
    expect((await client().post('/api/auth/signin', { email: staff.email, password: staff.password })).body.user.language).toBe('en');
  });
});

describe('avatar: upload, change, remove', () => {
  const AVATAR_URL = /^\/media\/avatars\/[0-9a-f]{20}-(jpg|png)\/large\.webp$/;

  it('uploads, changes (removing the old files) and removes (removing the files) the avatar', async () => {
    const { staff, c } = await newStaff();
    const uploaded = await c.multipart('POST', '/api/profile/upload-avatar', {}, avatar(jpeg));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({ ...USER_SHAPE, id: staff.user.id, name: 'Profil Sahibi', email: staff.email, language: 'tr', avatarUrl: expect.stringMatching(AVATAR_URL) });
    const first = uploaded.body.avatarUrl as string;
    expect(existsSync(mediaFile(first))).toBe(true);
    const served = await fetch(`${t.baseUrl}${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await c.get('/api/auth/user')).body.avatarUrl).toBe(first);

    const changed = await c.multipart('PUT', '/api/profile/change-avatar', {}, avatar(png, 'yeni.png', 'image/png'));
    expect(changed.status).toBe(200);
    const second = changed.body.avatarUrl as string;
    expect(second).toMatch(AVATAR_URL);
    expect(second).not.toBe(first);
    expect(existsSync(mediaFile(second))).toBe(true);
    expect(existsSync(path.dirname(mediaFile(first)))).toBe(false);
    expect((await fetch(`${t.baseUrl}${first}`)).status).toBe(404);

    const removed = await c.delete('/api/profile/remove-avatar');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: staff.user.id, avatarUrl: null });
    expect(existsSync(path.dirname(mediaFile(second)))).toBe(false);
    expect((await c.get('/api/auth/user')).body.avatarUrl).toBeNull();

    // Removing again is harmless.
    const again = await c.post('/api/profile/remove-avatar');
    expect(again.status).toBe(200);
    expect(again.body.avatarUrl).toBeNull();
  });

  it('an upload over an existing avatar replaces it and removes the old files', async () => {
    const { c } = await newStaff();
    const first = (await c.multipart('POST', '/api/profile/upload-avatar', {}, avatar(jpeg))).body.avatarUrl as string;
    const second = (await c.multipart('POST', '/api/profile/upload-avatar', {}, avatar(png, 'b.png', 'image/png'))).body.avatarUrl as string;
    expect(second).toMatch(AVATAR_URL);
    expect(existsSync(path.dirname(mediaFile(first)))).toBe(false);
  });

  it.each(['/api/profile/upload-avatar', '/api/profile/change-avatar'])('%s answers 400 Profile.Avatar.required without a file', async (url) => {
    const { c } = await newStaff();
    expectError(await c.multipart('POST', url, {}, {}), 400, 'BAD_USER_INPUT', { avatar: 'Profile.Avatar.required' });
    expectError(await c.post(url, {}), 400, 'BAD_USER_INPUT', { avatar: 'Profile.Avatar.required' });
  });

  it('answers 415 Media.File.unsupported for a file that is not an image, keeping the avatar', async () => {
    const { c } = await newStaff();
    const first = (await c.multipart('POST', '/api/profile/upload-avatar', {}, avatar(jpeg))).body.avatarUrl as string;
    const response = await c.multipart('POST', '/api/profile/change-avatar', {}, avatar(Buffer.from('%PDF-1.4 not an image'), 'a.jpg'));
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', { avatar: 'Media.File.unsupported' });
    expect((await c.get('/api/auth/user')).body.avatarUrl).toBe(first);
    expect(existsSync(mediaFile(first))).toBe(true);
  });
});

describe('the same operations through GraphQL', () => {
  it('updateProfile, changePassword and removeAvatar answer the user; anonymous callers get UNAUTHENTICATED', async () => {
    const { staff, c } = await newStaff();
    const updated = await c.graphql('mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id name email avatarUrl } }', {
      input: { name: 'Grafik Kişi', email: staff.email },
    });
    expect(updated.body).toEqual({ data: { updateProfile: { id: staff.user.id, name: 'Grafik Kişi', email: staff.email, avatarUrl: null } } });

    const changed = await c.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }', {
      input: { oldPassword: staff.password, newPassword: 'Grafik-Sifre-7', passwordConfirm: 'Grafik-Sifre-7' },
    });
    expect(changed.body).toEqual({ data: { changePassword: { id: staff.user.id } } });

    const anonymous = await client().graphql('mutation { removeAvatar { id } }');
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
