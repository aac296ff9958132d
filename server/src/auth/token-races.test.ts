import { AddressedClient, createStaffUser, setCookie } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/*
 * Single-use tokens under races (security review T3-L3, T3-L4) and older reset links (first
 * review L4). Every request arrives from an address of its own, so no per-address limit answers.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const client = () => new AddressedClient(t.baseUrl);
const PARALLEL = 6;

/** A client holding only this refresh cookie. */
function holding(refreshToken: string) {
  const c = client();
  c.cookies.set('refresh_token', refreshToken);
  return c;
}

const refresh = (refreshToken: string) => holding(refreshToken).get('/api/auth/get-access-token', { bearer: false });

describe('a refresh token presented several times at once (T3-L3)', () => {
  it.each([1, 2, 3, 4, 5])('answers each (two tabs of one browser), and leaves no second live sign-in (trial %i)', async () => {
    const staff = await createStaffUser(t);
    const signedIn = client();
    await signedIn.signIn(staff.email, staff.password);
    const cookie = signedIn.cookies.get('refresh_token')!;

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(cookie)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));

    // Exactly one chain lives on, the winner's: the others get an access token but set no cookie and,
    // being concurrent (two tabs of one browser), do not end the sign-in the winner's cookie carries on.
    const rotated = answers.map((answer) => setCookie(answer.headers, 'refresh_token')?.value).filter((value): value is string => Boolean(value));
    expect(rotated).toHaveLength(1);
    expect((await refresh(rotated[0]!)).status).toBe(200);
  });

  it('ends the whole sign-in when a token spent a while ago comes back (a stolen copy)', async () => {
    const staff = await createStaffUser(t);
    const signedIn = client();
    await signedIn.signIn(staff.email, staff.password);
    const stolen = signedIn.cookies.get('refresh_token')!;
    const rotated = setCookie((await refresh(stolen)).headers, 'refresh_token')!.value;
    // The owner's rotation happened a minute ago.
    await t.app.db.orm.em.fork().getConnection().execute(`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null and revoked_at is null`);

    const replay = await refresh(stolen);
    expect(replay.status).toBe(401);
    expect(setCookie(replay.headers, 'refresh_token')?.value ?? '').toBe('');
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('opens a staff page with a token another tab spent moments ago, but not with one spent a while ago', async () => {
    const staff = await createStaffUser(t);
    const signedIn = client();
    await signedIn.signIn(staff.email, staff.password);
    const spent = signedIn.cookies.get('refresh_token')!;
    // The other tab's refresh is out: the browser still sends the token it is replacing.
    expect((await refresh(spent)).status).toBe(200);
    const page = await holding(spent).get('/yonetim/haberler', { bearer: false });
    expect(page.headers.get('location') ?? '').not.toContain('/giris');

    await t.app.db.orm.em.fork().getConnection().execute(`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null and revoked_at is null`);
    const later = await holding(spent).get('/yonetim/haberler', { bearer: false });
    expect(later.status).toBe(302);
    expect(later.headers.get('location')).toContain('/giris?status=requested');
  });

  it('still rotates normally one at a time', async () => {
    const staff = await createStaffUser(t);
    const signedIn = client();
    await signedIn.signIn(staff.email, staff.password);
    let cookie = signedIn.cookies.get('refresh_token')!;
    for (let i = 0; i < 3; i += 1) {
      const answer = await refresh(cookie);
      expect(answer.status).toBe(200);
      cookie = setCookie(answer.headers, 'refresh_token')!.value;
    }
  });
});

/** Asks for a reset link for `email` and answers its token. */
async function resetToken(email: string): Promise<string> {
  const before = t.app.mailer.sent.length;
  expect((await client().post('/api/auth/forgot-password', { email })).status).toBe(200);
  // The mail is not awaited by the answer; the outbox mailer records it synchronously on send.
  for (let tries = 0; tries < 100 && !t.app.mailer.sent.slice(before).some((m) => m.to === email); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const mail = t.app.mailer.sent.findLast((m) => m.to === email)!;
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
}

const reset = (token: string, password: string) => client().post('/api/auth/reset-password', { token, password, passwordConfirm: password });
const signsIn = async (email: string, password: string) => (await client().post('/api/auth/signin', { email, password })).status === 200;

describe('a reset token sent several times at once (T3-L4)', () => {
  it.each([1, 2, 3])('sets one password: one answer 200, the others INVALID_REQUEST (trial %i)', async () => {
    const staff = await createStaffUser(t);
    const token = await resetToken(staff.email);
    const passwords = Array.from({ length: PARALLEL }, (_, i) => `Yeni-Sifre-${i}-2024`);
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    const won = answers.flatMap((answer, i) => (answer.status === 200 ? [passwords[i]!] : []));
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect({ status: answer.status, code: answer.body.error.code }).toEqual({ status: 400, code: 'INVALID_REQUEST' });
    }
    // The password is the winner's, and no other.
    const working = [];
    for (const password of passwords) if (await signsIn(staff.email, password)) working.push(password);
    expect(working).toEqual(won);
  });
});

describe('older reset links (first review L4)', () => {
  it('a newer link voids the older ones', async () => {
    const staff = await createStaffUser(t);
    const older = await resetToken(staff.email);
    const newer = await resetToken(staff.email);
    expect((await reset(older, 'Eski-Baglanti-1')).status).toBe(400);
    expect((await reset(newer, 'Yeni-Baglanti-1')).status).toBe(200);
    expect(await signsIn(staff.email, 'Yeni-Baglanti-1')).toBe(true);
  });

  it('an older link does not work after a reset with the newer one', async () => {
    const staff = await createStaffUser(t);
    const older = await resetToken(staff.email);
    const newer = await resetToken(staff.email);
    expect((await reset(newer, 'Yeni-Baglanti-2')).status).toBe(200);
    expect((await reset(older, 'Eski-Baglanti-2')).status).toBe(400);
    expect((await reset(newer, 'Tekrar-Baglanti-2')).status).toBe(400);
    expect(await signsIn(staff.email, 'Yeni-Baglanti-2')).toBe(true);
    expect(await signsIn(staff.email, 'Eski-Baglanti-2')).toBe(false);
  });
});
