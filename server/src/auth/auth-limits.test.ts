import { AddressedClient, createStaffUser, setCookie, unique } from '../test/factories.js';
import { ADMIN, startTestApp, type TestApp } from '../test/test-app.js';
import { TestClient, type TestResponse } from '../test/test-client.js';
import {
  FORGOT_PASSWORD_PER_ACCOUNT,
  FORGOT_PASSWORD_PER_ADDRESS,
  RESET_PASSWORD_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from './auth.limits.js';

/*
 * The sign-in and password-reset limits (auth.limits.ts). Counters live as long as the server, so
 * these tests have servers of their own. The main one trusts one proxy, and each test arrives from
 * addresses of its own (X-Forwarded-For), so tests do not use up each other's allowance.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

/** A client from a new address of its own. */
const from = (address?: string) => new AddressedClient(t.baseUrl, address);

const signIn = (c: TestClient, email: string, password: string) => c.post('/api/auth/signin', { email, password });
const forgot = (c: TestClient, email: string) => c.post('/api/auth/forgot-password', { email });
const nobody = () => `${unique('nobody')}@dergi.test`;

/** Asserts a 429 envelope with a `Retry-After` of whole seconds in (0, maxSeconds]; returns the seconds. */
function expectRateLimited(response: TestResponse, maxSeconds: number): number {
  expect({ status: response.status, error: response.body?.error }).toEqual({
    status: 429,
    error: { status: 429, code: 'RATE_LIMITED', message: expect.any(String) },
  });
  const header = response.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

const SIGN_IN_GQL = 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }';

it('uses the documented limits', () => {
  expect(SIGN_IN_FAILURES_PER_ADDRESS).toEqual({ max: 20, windowMs: 5 * 60_000 });
  expect(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS).toEqual([
    { max: 40, windowMs: 24 * 60 * 60_000 },
    { max: 20, windowMs: 60 * 60_000 },
    { max: 10, windowMs: 15 * 60_000 },
    { max: 5, windowMs: 60_000 },
  ]);
  expect(FORGOT_PASSWORD_PER_ACCOUNT).toEqual({ max: 3, windowMs: 15 * 60_000 });
  expect(FORGOT_PASSWORD_PER_ADDRESS).toEqual({ max: 10, windowMs: 15 * 60_000 });
  expect(RESET_PASSWORD_PER_ADDRESS).toEqual({ max: 10, windowMs: 15 * 60_000 });
});

/** Reads the reset link of the latest mail to `email` and answers its token. */
function latestResetToken(email: string): string {
  const mail = t.app.mailer.sent.findLast((m) => m.to === email)!;
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
}

describe('failed sign-ins per account and address (first review M2, L10)', () => {
  it('after 5 failures for one email from one address, that address waits (even with the right password); the editor elsewhere signs in', async () => {
    const staff = await createStaffUser(t);
    const stranger = from().address;
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(from(stranger), staff.email, `Yanlis-Sifre-${i}`)).status).toBe(422);
    }
    const refused = await signIn(from(stranger), staff.email, staff.password);
    expectRateLimited(refused, 60);
    expect(setCookie(refused.headers, 'refresh_token')).toBeUndefined();

    // GraphQL carries the wait in extensions.retryAfter.
    const graphql = await from(stranger).graphql(SIGN_IN_GQL, { input: { email: staff.email, password: staff.password } });
    expect(graphql.body.errors![0]!.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) });
    expect(graphql.body.errors![0]!.extensions.retryAfter).toBeGreaterThan(0);
    expect(graphql.body.errors![0]!.extensions.retryAfter).toBeLessThanOrEqual(60);

    // The stranger did not lock the account: the editor, from their own address, signs in.
    expect((await signIn(from(), staff.email, staff.password)).status).toBe(200);
    // And the stranger's address is still held for that account.
    expectRateLimited(await signIn(from(stranger), staff.email, staff.password), 60);
    // Other accounts are not affected from there either.
    expect((await signIn(from(stranger), ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('a stranger failing from many addresses never locks out the editor at their own address', async () => {
    const staff = await createStaffUser(t);
    const own = from().address;
    expect((await signIn(from(own), staff.email, staff.password)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(from(), staff.email, `Yanlis-Sifre-${i}`)),
    );
    expect(guesses.map((response) => response.status)).toEqual(Array(30).fill(422));
    expect((await signIn(from(own), staff.email, staff.password)).status).toBe(200);
  });

  it('checks no more than 5 passwords for one pair even when the guesses arrive at once', async () => {
    const staff = await createStaffUser(t);
    const address = from().address;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(from(address), staff.email, `Yanlis-Sifre-${i}`)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
    expectRateLimited(await signIn(from(address), staff.email, staff.password), 60);
  });

  it('counts failures whatever the case of the email', async () => {
    const staff = await createStaffUser(t);
    const address = from().address;
    const capitalised = staff.email.charAt(0).toUpperCase() + staff.email.slice(1);
    const spellings = [staff.email, staff.email.toUpperCase(), capitalised, staff.email.replace('@dergi', '@DERGI'), staff.email.toUpperCase()];
    for (const email of spellings) expect((await signIn(from(address), email, 'Yanlis-Sifre-1')).status).toBe(422);
    expectRateLimited(await signIn(from(address), staff.email, staff.password), 60);
  });

  it('locks an unknown email the same way, so the answer does not tell whether it exists', async () => {
    const email = nobody();
    const address = from().address;
    for (let i = 0; i < 5; i += 1) expect((await signIn(from(address), email, 'Bir-Sifre-1')).status).toBe(422);
    const unknown = await signIn(from(address), email, 'Bir-Sifre-1');
    expectRateLimited(unknown, 60);

    const staff = await createStaffUser(t);
    for (let i = 0; i < 5; i += 1) await signIn(from(address), staff.email, 'Bir-Sifre-1');
    const known = await signIn(from(address), staff.email, 'Bir-Sifre-1');
    expect(known.body).toEqual(unknown.body);
  });

  it('starts counting again after a successful sign-in', async () => {
    const staff = await createStaffUser(t);
    const address = from().address;
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await signIn(from(address), staff.email, 'Yanlis-Sifre-1')).status).toBe(422);
      expect((await signIn(from(address), staff.email, staff.password)).status).toBe(200);
    }
  });

  it('does not count requests refused as bad input', async () => {
    const staff = await createStaffUser(t);
    const address = from().address;
    for (let i = 0; i < 8; i += 1) expect((await signIn(from(address), staff.email, '')).status).toBe(400);
    expect((await signIn(from(address), staff.email, staff.password)).status).toBe(200);
  });

  it('is lifted by a password reset from that address (the owner proved they read the mailbox)', async () => {
    const staff = await createStaffUser(t);
    const address = from().address;
    for (let i = 0; i < 5; i += 1) await signIn(from(address), staff.email, 'Yanlis-Sifre-1');
    expectRateLimited(await signIn(from(address), staff.email, staff.password), 60);

    expect((await forgot(from(address), staff.email)).status).toBe(200);
    const token = latestResetToken(staff.email);
    const password = 'Yeni-Sifre-2024';
    expect((await from(address).post('/api/auth/reset-password', { token, password, passwordConfirm: password })).status).toBe(200);
    expect((await signIn(from(address), staff.email, password)).status).toBe(200);
  });
});

describe('failed sign-ins per client address (first review M1)', () => {
  it('does not count successful sign-ins', async () => {
    const address = from().address;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max + 5; i += 1) {
      expect((await signIn(from(address), ADMIN.email, ADMIN.password)).status).toBe(200);
    }
    // First sign-ins of accounts new to the address give their reservation back too.
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max - 1; i += 1) expect((await signIn(from(address), nobody(), 'Bir-Sifre-1')).status).toBe(422);
    for (let i = 0; i < 3; i += 1) {
      const staff = await createStaffUser(t);
      expect((await signIn(from(address), staff.email, staff.password)).status).toBe(200);
    }
    expect((await signIn(from(address), nobody(), 'Bir-Sifre-1')).status).toBe(422);
    expectRateLimited(await signIn(from(address), nobody(), 'Bir-Sifre-1'), 300);
  });

  it('answers the call after 20 failures in 5 minutes with 429, whatever the email, and leaves other addresses alone', async () => {
    const address = from().address;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max; i += 1) {
      // A new email each time, so the pair's limit is never what answers.
      expect((await signIn(from(address), nobody(), 'Bir-Sifre-1')).status).toBe(422);
    }
    expectRateLimited(await signIn(from(address), nobody(), 'Bir-Sifre-1'), 300);
    // An account never signed in from that address does not get through with the right password either.
    const staff = await createStaffUser(t);
    expectRateLimited(await signIn(from(address), staff.email, staff.password), 300);

    const graphql = await from(address).graphql(SIGN_IN_GQL, { input: { email: nobody(), password: 'Bir-Sifre-1' } });
    expect(graphql.body.errors![0]!.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) });
    expect(graphql.body.errors![0]!.extensions.retryAfter).toBeGreaterThan(0);
    expect(graphql.body.errors![0]!.extensions.retryAfter).toBeLessThanOrEqual(300);

    expect((await signIn(from(), staff.email, staff.password)).status).toBe(200);
  });

  it('checks no more passwords than are left when failures arrive at once', async () => {
    const address = from().address;
    const left = 2;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max - left; i += 1) {
      expect((await signIn(from(address), nobody(), 'Bir-Sifre-1')).status).toBe(422);
    }
    const burst = await Promise.all(Array.from({ length: 30 }, () => signIn(from(address), nobody(), 'Bir-Sifre-1')));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(left);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - left);
  });

  it("keeps the editor's own address open to the editor while a stranger there sprays other accounts (first review L10)", async () => {
    const staff = await createStaffUser(t);
    const office = from().address;
    expect((await signIn(from(office), staff.email, staff.password)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max; i += 1) {
      expect((await signIn(from(office), nobody(), 'Bir-Sifre-1')).status).toBe(422);
    }
    expectRateLimited(await signIn(from(office), nobody(), 'Bir-Sifre-1'), 300);
    expect((await signIn(from(office), staff.email, staff.password)).status).toBe(200);
    // Known is not unlimited: the pair's own lock still holds guesses at that account.
    for (let i = 0; i < 5; i += 1) expect((await signIn(from(office), staff.email, 'Yanlis-Sifre-1')).status).toBe(422);
    expectRateLimited(await signIn(from(office), staff.email, staff.password), 60);
  });

  it('counts GraphQL and REST sign-ins together', async () => {
    const address = from().address;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max / 2; i += 1) {
      expect((await signIn(from(address), nobody(), 'Bir-Sifre-1')).status).toBe(422);
      const graphql = await from(address).graphql(SIGN_IN_GQL, { input: { email: nobody(), password: 'Bir-Sifre-1' } });
      expect(graphql.body.errors![0]!.extensions.code).toBe('INVALID_CREDENTIALS');
    }
    expectRateLimited(await signIn(from(address), nobody(), 'Bir-Sifre-1'), 300);
  });
});

describe('forgot-password', () => {
  it('mails at most 3 reset links per email in 15 minutes; the 4th call answers 429 and sends nothing', async () => {
    const staff = await createStaffUser(t);
    for (let i = 0; i < FORGOT_PASSWORD_PER_ACCOUNT.max; i += 1) {
      const response = await forgot(from(), staff.email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
    }
    expect(t.app.mailer.sent.filter((m) => m.to === staff.email)).toHaveLength(3);

    const refused = await forgot(from(), staff.email.toUpperCase());
    expectRateLimited(refused, 15 * 60);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.mailer.sent.filter((m) => m.to === staff.email)).toHaveLength(3);
  });

  it('limits an unknown email the same way', async () => {
    const email = nobody();
    for (let i = 0; i < 3; i += 1) expect((await forgot(from(), email)).status).toBe(200);
    expectRateLimited(await forgot(from(), email), 15 * 60);
  });

  it('answers the 11th call from one address within 15 minutes with 429, whatever the emails', async () => {
    const address = from().address;
    for (let i = 0; i < FORGOT_PASSWORD_PER_ADDRESS.max; i += 1) {
      expect((await forgot(from(address), nobody())).status).toBe(200);
    }
    expectRateLimited(await forgot(from(address), nobody()), 15 * 60);
    expect((await forgot(from(), nobody())).status).toBe(200);
  });
});

describe('reset-password per client address', () => {
  it('refuses the 11th attempt from one address within 15 minutes, even with a valid token', async () => {
    const staff = await createStaffUser(t);
    expect((await forgot(from(), staff.email)).status).toBe(200);
    const mail = t.app.mailer.sent.findLast((m) => m.to === staff.email)!;
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const password = 'Yeni-Sifre-2024';

    const address = from().address;
    for (let i = 0; i < RESET_PASSWORD_PER_ADDRESS.max; i += 1) {
      const guess = await from(address).post('/api/auth/reset-password', { token: `guess-${i}`, password, passwordConfirm: password });
      expect(guess.status).toBe(400);
      expect(guess.body.error.code).toBe('INVALID_REQUEST');
    }
    expectRateLimited(await from(address).post('/api/auth/reset-password', { token, password, passwordConfirm: password }), 15 * 60);

    // The token was not spent by the refused call: the owner can still use it from elsewhere.
    expect((await from().post('/api/auth/reset-password', { token, password, passwordConfirm: password })).status).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp();
  });
  afterAll(() => direct.close());

  it('ignores X-Forwarded-For, so a client cannot dodge the per-address limit by inventing addresses', async () => {
    expect(direct.config.trustProxy).toBe(false);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS.max; i += 1) {
      const c = new AddressedClient(direct.baseUrl);
      expect((await signIn(c, nobody(), 'Bir-Sifre-1')).status).toBe(422);
    }
    expectRateLimited(await signIn(new AddressedClient(direct.baseUrl), nobody(), 'Bir-Sifre-1'), 300);
  });
});
