import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { issueAccessToken, verifyAccessToken } from './access-token.js';
import { PasswordReset } from './password-reset.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { Language, User } from '../modules/user/user.entity.js';
import { AddressedClient, createStaffUser, setCookie, unique, type StaffUser } from '../test/factories.js';
import { expectError } from '../test/expect.js';
import { ADMIN, startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';

/*
 * Auth over HTTP: sign-in, the refresh-cookie flow, sign-out, forgot/reset password and the
 * interface language, through REST and GraphQL. The server trusts one proxy and every client comes
 * from its own address, so the per-address limits (tested in auth-limits.test.ts) never interfere.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const client = () => new AddressedClient(t.baseUrl);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A valid email of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}`;
  const local = 'a'.repeat(64);
  return `${local}@${domain}`.slice(0, length - 4) + '.com';
}

async function signedIn(user: { email: string; password: string } = ADMIN, rememberMe = false): Promise<AddressedClient> {
  const c = client();
  await c.signIn(user.email, user.password, rememberMe);
  return c;
}

/** A client holding only the given refresh cookie (another browser presenting a copied cookie). */
/** Moves every spent refresh token's use a minute back: a replay is then a stolen copy, not a concurrent tab. */
async function ageSpentRefreshTokens() {
  await t.app.db.orm.em.fork().getConnection().execute(`update refresh_tokens set used_at = used_at - interval '1 minute' where used_at is not null`);
}

function holding(refreshToken: string): AddressedClient {
  const c = client();
  c.cookies.set('refresh_token', refreshToken);
  return c;
}

const refreshCookie = (c: TestClient) => c.cookies.get('refresh_token')!;

describe('POST /api/auth/signin', () => {
  it.each([
    ['no fields at all', {}, { email: 'Auth.Email.required', password: 'Auth.Password.required' }],
    ['an empty email', { email: '', password: 'x' }, { email: 'Auth.Email.required' }],
    ['a missing email', { password: 'x' }, { email: 'Auth.Email.required' }],
    ['an invalid email', { email: 'editor-at-dergi', password: 'x' }, { email: 'Auth.Email.invalid' }],
    ['an email of 151 characters', { email: emailOfLength(151), password: 'x' }, { email: 'Auth.Email.max' }],
    ['an empty password', { email: ADMIN.email, password: '' }, { password: 'Auth.Password.required' }],
    ['a missing password', { email: ADMIN.email }, { password: 'Auth.Password.required' }],
  ])('answers 400 with field keys for %s', async (_label, body, fields) => {
    const response = await client().post('/api/auth/signin', body);
    expectError(response, 400, 'BAD_USER_INPUT', fields);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('refresh_token='))).toBe(false);
  });

  it('accepts an email of exactly 150 characters as well-formed (then 422, as it is unknown)', async () => {
    const email = emailOfLength(150);
    expect(email).toHaveLength(150);
    expectError(await client().post('/api/auth/signin', { email, password: 'x' }), 422, 'INVALID_CREDENTIALS');
  });

  it('refuses a rememberMe that is not a boolean with 400', async () => {
    const response = await client().post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password, rememberMe: 'yes' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown email and a wrong password alike: 422 INVALID_CREDENTIALS with identical bodies and no cookie', async () => {
    const staff = await createStaffUser(t);
    const unknown = await client().post('/api/auth/signin', { email: `${unique('nobody')}@dergi.test`, password: staff.password });
    const wrong = await client().post('/api/auth/signin', { email: staff.email, password: 'Yanlis-Sifre-9' });
    expectError(unknown, 422, 'INVALID_CREDENTIALS');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    for (const response of [unknown, wrong]) {
      expect(response.headers.getSetCookie().some((line) => line.startsWith('refresh_token='))).toBe(false);
    }
  });

  it('is case-sensitive about the password', async () => {
    expectError(await client().post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password.toUpperCase() }), 422, 'INVALID_CREDENTIALS');
  });

  it('signs in: 200 with an access token and the user, never the password hash', async () => {
    const response = await client().post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'user']);
    expect(response.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body.user).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: ADMIN.email,
      language: 'tr',
      avatarUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toMatch(/passwordHash|password_hash|\$argon2/i);
  });

  it('finds the account whatever the case of the email', async () => {
    const response = await client().post('/api/auth/signin', { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(ADMIN.email);
  });

  it('sets an httpOnly, SameSite=Lax session cookie on / without rememberMe', async () => {
    const response = await client().post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password, rememberMe: false });
    const cookie = setCookie(response.headers, 'refresh_token');
    expect(cookie).toBeDefined();
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
    expect(cookie!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie!.attributes['max-age']).toBeUndefined();
    expect(cookie!.attributes.expires).toBeUndefined();
  });

  it('sets a 30-day cookie with rememberMe', async () => {
    const response = await client().post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password, rememberMe: true });
    const cookie = setCookie(response.headers, 'refresh_token');
    expect(cookie!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': String(30 * 24 * 3600) });
  });

  it('stores the refresh token hashed, never as sent', async () => {
    const c = await signedIn();
    const token = refreshCookie(c);
    const em = t.app.db.orm.em.fork();
    expect(await em.count(RefreshToken, { tokenHash: token })).toBe(0);
    expect(await em.count(RefreshToken, { tokenHash: sha256(token) })).toBe(1);
  });
});

describe('GET /api/auth/get-access-token', () => {
  it('trades the refresh cookie for a working access token and rotates the cookie', async () => {
    const c = await signedIn();
    const before = refreshCookie(c);
    const response = await c.get('/api/auth/get-access-token', { bearer: false });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken']);

    const rotated = setCookie(response.headers, 'refresh_token');
    expect(rotated).toBeDefined();
    expect(rotated!.value).not.toBe(before);
    expect(rotated!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });

    c.accessToken = response.body.accessToken;
    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ADMIN.email);

    // The rotated cookie works in its turn.
    expect((await c.get('/api/auth/get-access-token', { bearer: false })).status).toBe(200);
  });

  it('keeps a remembered sign-in remembered (and a session one a session cookie) across rotation', async () => {
    const remembered = await signedIn(ADMIN, true);
    const session = await signedIn(ADMIN, false);
    const a = setCookie((await remembered.get('/api/auth/get-access-token')).headers, 'refresh_token');
    const b = setCookie((await session.get('/api/auth/get-access-token')).headers, 'refresh_token');
    expect(a!.attributes['max-age']).toBe(String(30 * 24 * 3600));
    expect(b!.attributes['max-age']).toBeUndefined();
  });

  it('answers 401 UNAUTHENTICATED without a cookie', async () => {
    expectError(await client().get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for an unknown cookie and clears it', async () => {
    const response = await holding('not-a-real-refresh-token').get('/api/auth/get-access-token');
    expectError(response, 401, 'UNAUTHENTICATED');
    const cleared = setCookie(response.headers, 'refresh_token');
    expect(cleared?.value).toBe('');
  });

  it('treats a replayed (already rotated) cookie as theft: 401, and the newest cookie of that sign-in stops working too', async () => {
    const c = await signedIn();
    const stolen = refreshCookie(c);
    expect((await c.get('/api/auth/get-access-token')).status).toBe(200);
    const newest = refreshCookie(c);
    expect(newest).not.toBe(stolen);
    await ageSpentRefreshTokens();

    expectError(await holding(stolen).get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    expectError(await c.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    expectError(await holding(newest).get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
  });

  it('revokes only the sign-in whose cookie was replayed, not the user’s other sign-ins', async () => {
    const staff = await createStaffUser(t);
    const victim = await signedIn(staff);
    const otherDevice = await signedIn(staff);
    const stolen = refreshCookie(victim);
    await victim.get('/api/auth/get-access-token');
    await ageSpentRefreshTokens();
    expectError(await holding(stolen).get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    expectError(await victim.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    expect((await otherDevice.get('/api/auth/get-access-token')).status).toBe(200);
  });

  it('works through GraphQL as refreshAccessToken', async () => {
    const c = await signedIn();
    const before = refreshCookie(c);
    const response = await c.graphql('mutation { refreshAccessToken { accessToken } }', undefined, { bearer: false });
    expect(response.body.errors).toBeUndefined();
    expect(typeof response.body.data.refreshAccessToken.accessToken).toBe('string');
    expect(refreshCookie(c)).not.toBe(before);

    const anonymous = await client().graphql('mutation { refreshAccessToken { accessToken } }');
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

describe('POST /api/auth/signout', () => {
  it('answers 204, clears the cookie and revokes it for good', async () => {
    const c = await signedIn(ADMIN, true);
    const cookie = refreshCookie(c);
    const response = await c.post('/api/auth/signout');
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect(setCookie(response.headers, 'refresh_token')?.value).toBe('');
    expect(c.cookies.has('refresh_token')).toBe(false);

    expectError(await holding(cookie).get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
  });

  it('ends only that sign-in', async () => {
    const staff = await createStaffUser(t);
    const leaving = await signedIn(staff);
    const staying = await signedIn(staff);
    expect((await leaving.post('/api/auth/signout')).status).toBe(204);
    expect((await staying.get('/api/auth/get-access-token')).status).toBe(200);
  });

  it('answers 204 without a cookie too', async () => {
    expect((await client().post('/api/auth/signout')).status).toBe(204);
  });

  it('needs the CSRF token', async () => {
    const c = await signedIn();
    expectError(await c.post('/api/auth/signout', {}, { csrf: false }), 403, 'FORBIDDEN');
    expect((await c.get('/api/auth/get-access-token')).status).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in user for a bearer token', async () => {
    const c = await signedIn();
    const response = await c.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: ADMIN.email,
      language: expect.stringMatching(/^(tr|en)$/),
      avatarUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers 401 UNAUTHENTICATED without a token', async () => {
    expectError(await client().get('/api/auth/user'), 401, 'UNAUTHENTICATED');
  });

  it('does not take the refresh cookie as a sign-in', async () => {
    const c = await signedIn();
    expectError(await c.get('/api/auth/user', { bearer: false }), 401, 'UNAUTHENTICATED');
  });

  type Claims = { userId: number; sessionId: string };
  it.each([
    ['garbage', () => 'garbage'],
    ['an expired token', (live: Claims) => issueAccessToken(live, t.config.appSecret, Date.now() - 16 * 60 * 1000)],
    ['a token signed with another secret', (live: Claims) => issueAccessToken(live, 'x'.repeat(48))],
    [
      'a tampered token',
      (live: Claims) => {
        const [header, , signature] = issueAccessToken(live, t.config.appSecret).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: String(live.userId + 1), sid: live.sessionId, iat: 1, exp: 4_102_444_800, typ: 'access' }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['a token of a user that does not exist', (live: Claims) => issueAccessToken({ ...live, userId: 999_999 }, t.config.appSecret)],
    ['a token of a sign-in that does not exist', (live: Claims) => issueAccessToken({ ...live, sessionId: 'no-such-sign-in' }, t.config.appSecret)],
  ])('answers 401 for %s', async (_label, makeToken) => {
    const signed = await signedIn();
    const live = verifyAccessToken(signed.accessToken!, t.config.appSecret)!;
    expect((await signed.get('/api/auth/user')).status).toBe(200);
    const c = client();
    c.accessToken = makeToken(live);
    expectError(await c.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
  });

  it('signs out a client that keeps no cookies by its bearer token', async () => {
    const c = await signedIn();
    c.cookies.delete('refresh_token');
    expect((await c.get('/api/auth/user')).status).toBe(200);
    expect((await c.post('/api/auth/signout')).status).toBe(204);
    expectError(await c.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
  });

  it('ends the access token when its sign-in has expired', async () => {
    const c = await signedIn();
    const live = verifyAccessToken(c.accessToken!, t.config.appSecret)!;
    expect((await c.get('/api/auth/user')).status).toBe(200);
    await t.app.db.orm.em.fork().nativeUpdate(RefreshToken, { family: live.sessionId }, { expiresAt: new Date(Date.now() - 1000) });
    expectError(await c.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
  });

  it('ends the access token with the sign-in: after sign-out the bearer no longer works', async () => {
    const c = await signedIn();
    expect((await c.get('/api/auth/user')).status).toBe(200);
    expect((await c.post('/api/auth/signout')).status).toBe(204);
    expectError(await c.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
    expectError(await c.get('/api/categories'), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 once the user is deleted, and the refresh cookie stops working', async () => {
    const staff = await createStaffUser(t);
    const c = await signedIn(staff);
    expect((await c.get('/api/auth/user')).status).toBe(200);
    const em = t.app.db.orm.em.fork();
    await em.nativeUpdate(User, { id: staff.user.id }, { deletedAt: new Date() });
    expectError(await c.get('/api/auth/user'), 401, 'UNAUTHENTICATED');
    expectError(await c.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    expectError(await client().post('/api/auth/signin', { email: staff.email, password: staff.password }), 422, 'INVALID_CREDENTIALS');
  });
});

/** The reset link of the last mail sent to `email`, waiting for the (unawaited) send. */
async function resetMailTo(email: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = [...t.app.mailer.sent].reverse().find((m) => m.to === email);
    if (mail) {
      const link = mail.text.match(/https?:\/\/\S+/)![0];
      return { mail, link, token: new URL(link).searchParams.get('token')! };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function requestReset(staff: StaffUser) {
  const response = await client().post('/api/auth/forgot-password', { email: staff.email });
  expect(response.status).toBe(200);
  return resetMailTo(staff.email);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 200 { success: true } and mails a reset link to a known email (also in the outbox folder)', async () => {
    const staff = await createStaffUser(t);
    const sentBefore = t.app.mailer.sent.length;
    const response = await client().post('/api/auth/forgot-password', { email: staff.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    const { mail, link, token } = await resetMailTo(staff.email);
    expect(t.app.mailer.sent.length).toBe(sentBefore + 1);
    expect(link.startsWith(`${t.config.publicUrl}/sifreyi-sifirla?token=`)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mail.subject).toBe('Şifre sıfırlama bağlantınız');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const outbox = path.join(t.config.dataDir, 'outbox');
    const deadline = Date.now() + 5000;
    let stored: { to: string; text: string } | undefined;
    while (!stored && Date.now() < deadline) {
      stored = existsSync(outbox)
        ? readdirSync(outbox)
            .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
            // A file may still be being written: skip it until it is complete JSON.
            .map((text) => {
              try {
                return JSON.parse(text) as { to: string; text: string };
              } catch {
                return undefined;
              }
            })
            .find((message) => message?.text.includes(token))
        : undefined;
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stored).toMatchObject({ to: staff.email, subject: mail.subject });
  });

  it('writes the link to the English reset page for a user who chose English', async () => {
    const staff = await createStaffUser(t, { language: Language.en });
    const { mail, link } = await requestReset(staff);
    expect(link.startsWith(`${t.config.publicUrl}/en/reset-password?token=`)).toBe(true);
    expect(mail.subject).toBe('Your password reset link');
  });

  it('answers exactly the same for an unknown email and sends nothing', async () => {
    const sentBefore = t.app.mailer.sent.length;
    const email = `${unique('nobody')}@dergi.test`;
    const response = await client().post('/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.app.mailer.sent.length).toBe(sentBefore);
    expect(t.app.mailer.sent.some((m) => m.to === email)).toBe(false);
  });

  it('stores the reset token hashed, valid for one hour', async () => {
    const staff = await createStaffUser(t);
    const { token } = await requestReset(staff);
    const em = t.app.db.orm.em.fork();
    expect(await em.count(PasswordReset, { tokenHash: token })).toBe(0);
    const row = await em.findOneOrFail(PasswordReset, { tokenHash: sha256(token) });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it.each([
    ['an empty email', { email: '' }, { email: 'Auth.Email.required' }],
    ['no email', {}, { email: 'Auth.Email.required' }],
    ['an invalid email', { email: 'not-an-email' }, { email: 'Auth.Email.invalid' }],
    ['an email of 151 characters', { email: emailOfLength(151) }, { email: 'Auth.Email.max' }],
  ])('answers 400 with field keys for %s', async (_label, body, fields) => {
    expectError(await client().post('/api/auth/forgot-password', body), 400, 'BAD_USER_INPUT', fields);
  });
});

describe('POST /api/auth/reset-password', () => {
  const NEW_PASSWORD = 'Yepyeni-Sifre-7';

  it.each([
    ['a confirmation that does not match', { password: NEW_PASSWORD, passwordConfirm: 'Baska-Sifre-7' }, { passwordConfirm: 'Auth.PasswordConfirm.match' }],
    ['a `confirmation` that does not match', { password: NEW_PASSWORD, confirmation: 'Baska-Sifre-7' }, { passwordConfirm: 'Auth.PasswordConfirm.match' }],
    ['no confirmation', { password: NEW_PASSWORD }, { passwordConfirm: 'Auth.PasswordConfirm.required' }],
    ['a 7-character password', { password: 'Kisa-12', passwordConfirm: 'Kisa-12' }, { password: 'Auth.Password.min' }],
    ['a 26-character password', { password: 'x'.repeat(26), passwordConfirm: 'x'.repeat(26) }, { password: 'Auth.Password.max' }],
    ['no password', { passwordConfirm: NEW_PASSWORD }, { password: 'Auth.Password.required', passwordConfirm: 'Auth.PasswordConfirm.match' }],
  ])('answers 400 with field keys for %s, leaving the token usable', async (_label, body, fields) => {
    const staff = await createStaffUser(t);
    const { token } = await requestReset(staff);
    expectError(await client().post('/api/auth/reset-password', { token, ...body }), 400, 'BAD_USER_INPUT', fields);
    expectError(await client().post('/api/auth/signin', { email: staff.email, password: NEW_PASSWORD }), 422, 'INVALID_CREDENTIALS');

    const ok = await client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('answers 400 Auth.Token.required without a token', async () => {
    expectError(
      await client().post('/api/auth/reset-password', { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      400,
      'BAD_USER_INPUT',
      { token: 'Auth.Token.required' },
    );
  });

  it('sets the new password: 200, the new one signs in, the old one no longer does, and the token is spent', async () => {
    const staff = await createStaffUser(t);
    const { token } = await requestReset(staff);
    const response = await client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    expect((await client().post('/api/auth/signin', { email: staff.email, password: NEW_PASSWORD })).status).toBe(200);
    expectError(await client().post('/api/auth/signin', { email: staff.email, password: staff.password }), 422, 'INVALID_CREDENTIALS');

    const again = await client().post('/api/auth/reset-password', { token, password: 'Ucuncu-Sifre-7', passwordConfirm: 'Ucuncu-Sifre-7' });
    expectError(again, 400, 'INVALID_REQUEST');
    expect(again.body.error.message).toBe('Invalid request.');
    expect((await client().post('/api/auth/signin', { email: staff.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('accepts the confirmation as `confirmation` (spec §7) as well as `passwordConfirm`', async () => {
    const staff = await createStaffUser(t);
    const { token } = await requestReset(staff);
    const response = await client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect((await client().post('/api/auth/signin', { email: staff.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it.each([
    ['garbage', 'garbage-token'],
    ['near-miss', 'REAL'],
  ])('answers 400 INVALID_REQUEST for a bad token (%s)', async (_label, given) => {
    const staff = await createStaffUser(t);
    const { token } = await requestReset(staff);
    const presented = given === 'REAL' ? token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') : given;
    const response = await client().post('/api/auth/reset-password', { token: presented, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expectError(response, 400, 'INVALID_REQUEST');
    expect(response.body.error.message).toBe('Invalid request.');
    expect((await client().post('/api/auth/signin', { email: staff.email, password: staff.password })).status).toBe(200);
  });

  it('answers 400 INVALID_REQUEST for an expired token', async () => {
    const staff = await createStaffUser(t);
    const token = unique('expired-token-');
    const em = t.app.db.orm.em.fork();
    em.create(PasswordReset, { user: em.getReference(User, staff.user.id), tokenHash: sha256(token), expiresAt: new Date(Date.now() - 1000) });
    await em.flush();
    expectError(
      await client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      400,
      'INVALID_REQUEST',
    );
  });

  it('ends every existing sign-in of that user (their refresh cookies stop working)', async () => {
    const staff = await createStaffUser(t);
    const laptop = await signedIn(staff, true);
    const phone = await signedIn(staff);
    const other = await signedIn();
    const { token } = await requestReset(staff);
    expect((await client().post('/api/auth/reset-password', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).status).toBe(200);

    expectError(await laptop.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    expectError(await phone.get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
    // Someone else's sign-in is untouched.
    expect((await other.get('/api/auth/get-access-token')).status).toBe(200);
  });
});

describe('PUT /api/profile/change-language', () => {
  it('stores the signed-in user’s language and answers the user', async () => {
    const staff = await createStaffUser(t);
    const c = await signedIn(staff);
    const response = await c.put('/api/profile/change-language', { language: 'en' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: staff.user.id, email: staff.email, language: 'en' });
    expect((await c.get('/api/auth/user')).body.language).toBe('en');
    // The next sign-in sees it too.
    expect((await client().post('/api/auth/signin', { email: staff.email, password: staff.password })).body.user.language).toBe('en');

    const back = await c.patch('/api/profile/change-language', { language: 'tr' });
    expect(back.status).toBe(200);
    expect((await c.get('/api/auth/user')).body.language).toBe('tr');
  });

  it('answers 401 anonymously', async () => {
    expectError(await client().put('/api/profile/change-language', { language: 'en' }), 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['an unknown language', { language: 'de' }, 'Input.Language.invalid'],
    ['a language in capitals', { language: 'EN' }, 'Input.Language.invalid'],
    ['no language', {}, 'Input.Language.required'],
    ['a number', { language: 1 }, 'Input.Language.invalid'],
  ])('answers 400 BAD_USER_INPUT for %s and changes nothing', async (_label, body, key) => {
    const staff = await createStaffUser(t);
    const c = await signedIn(staff);
    const response = await c.put('/api/profile/change-language', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', fields: { language: key } });
    expect((await c.get('/api/auth/user')).body.language).toBe('tr');
  });

  it('needs the CSRF token', async () => {
    const c = await signedIn(await createStaffUser(t));
    expectError(await c.put('/api/profile/change-language', { language: 'en' }, { csrf: false }), 403, 'FORBIDDEN');
    expect((await c.get('/api/auth/user')).body.language).toBe('tr');
  });
});

describe('the same operations through GraphQL', () => {
  const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken user { id email } } }';

  it('signIn reports bad input with code, status and fields in extensions', async () => {
    const response = await client().graphql(SIGN_IN, { input: { email: 'bad', password: '' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: { email: 'Auth.Email.invalid', password: 'Auth.Password.required' },
    });
  });

  it('signIn answers INVALID_CREDENTIALS (422) for a wrong password', async () => {
    const staff = await createStaffUser(t);
    const response = await client().graphql(SIGN_IN, { input: { email: staff.email, password: 'Yanlis-Sifre-9' } });
    expect(response.body.errors![0]!.extensions).toEqual({ code: 'INVALID_CREDENTIALS', status: 422 });
  });

  it('signIn succeeds with the refresh cookie set', async () => {
    const c = client();
    const response = await c.graphql(SIGN_IN, { input: { email: ADMIN.email, password: ADMIN.password } });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.signIn.user.email).toBe(ADMIN.email);
    expect(setCookie(response.headers, 'refresh_token')?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
  });

  it('me answers UNAUTHENTICATED (401) anonymously and the user with a bearer token', async () => {
    const anonymous = await client().graphql('{ me { id email } }');
    expect(anonymous.body.data).toBeNull();
    expect(anonymous.body.errors![0]!.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });

    const c = await signedIn();
    const me = await c.graphql('{ me { email language } }');
    expect(me.body).toEqual({ data: { me: { email: ADMIN.email, language: expect.any(String) } } });
  });

  it('has no way to ask for the password hash', async () => {
    const c = await signedIn();
    const type = await c.graphql('{ __type(name: "User") { fields { name } } }');
    const fields = type.body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(fields).toEqual(expect.arrayContaining(['id', 'name', 'email', 'language']));
    expect(fields.filter((name: string) => /password/i.test(name))).toEqual([]);

    const asked = await c.graphql('{ me { passwordHash } }');
    expect(asked.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(JSON.stringify(asked.body)).not.toContain('$argon2');
  });

  it('forgotPassword answers true; resetPassword a bad token with INVALID_REQUEST (400)', async () => {
    const forgot = await client().graphql('mutation { forgotPassword(input: { email: "nobody@dergi.test" }) }');
    expect(forgot.body).toEqual({ data: { forgotPassword: true } });

    const reset = await client().graphql(
      'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
      { input: { token: 'garbage', password: NEW_PASSWORD_GQL, passwordConfirm: NEW_PASSWORD_GQL } },
    );
    expect(reset.body.errors![0]!.extensions).toEqual({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('resetPassword reports a mismatch on passwordConfirm', async () => {
    const reset = await client().graphql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
      input: { token: 'whatever', password: NEW_PASSWORD_GQL, passwordConfirm: 'different-1' },
    });
    expect(reset.body.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: { passwordConfirm: 'Auth.PasswordConfirm.match' },
    });
  });

  it('changeLanguage answers UNAUTHENTICATED anonymously and changes it for staff', async () => {
    const CHANGE = 'mutation ($input: ChangeLanguageInput!) { changeLanguage(input: $input) { email language } }';
    const anonymous = await client().graphql(CHANGE, { input: { language: 'en' } });
    expect(anonymous.body.errors![0]!.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });

    const staff = await createStaffUser(t);
    const c = await signedIn(staff);
    const changed = await c.graphql(CHANGE, { input: { language: 'en' } });
    expect(changed.body).toEqual({ data: { changeLanguage: { email: staff.email, language: 'en' } } });
  });

  it('signOut revokes the cookie', async () => {
    const c = await signedIn();
    const cookie = refreshCookie(c);
    expect((await c.graphql('mutation { signOut }')).body).toEqual({ data: { signOut: true } });
    expectError(await holding(cookie).get('/api/auth/get-access-token'), 401, 'UNAUTHENTICATED');
  });
});

const NEW_PASSWORD_GQL = 'Graphql-Sifre-1';
