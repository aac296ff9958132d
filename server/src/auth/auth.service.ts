import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { AppError, rateLimited } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import { normalizeEmail } from '../modules/user/email.js';
import { Language, User } from '../modules/user/user.entity.js';
import { issueAccessToken, type AccessClaims } from './access-token.js';
import {
  FORGOT_PASSWORD_PER_ACCOUNT,
  KNOWN_SIGN_IN_ADDRESS_MS,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from './auth.limits.js';
import type { ForgotPasswordInput, ResetPasswordInput, SignInInput } from './auth.inputs.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { PasswordReset } from './password-reset.entity.js';
import type { Limit, RateLimiter } from '../lib/rate-limit.js';
import { RefreshToken } from './refresh-token.entity.js';

const DAY = 24 * 60 * 60 * 1000;
/** A remembered sign-in lasts 30 days from the last use; a session sign-in at most 1 day. */
const REMEMBERED_MS = 30 * DAY;
const SESSION_MS = DAY;
const RESET_TOKEN_MS = 60 * 60 * 1000;

export const REFRESH_COOKIE = 'refresh_token';

/** How long a just-rotated refresh token may come back from a concurrent request without counting as stolen. */
const CONCURRENT_REFRESH_MS = 10_000;

/** Whether a token was spent by a request running beside this one (not yet seen as used when read, or just now). */
function spentMomentsAgo(usedAt: Date | undefined | null, now: Date): boolean {
  return !usedAt || now.getTime() - usedAt.getTime() < CONCURRENT_REFRESH_MS;
}

/** A live sign-in: its user, and the database's snapshot as the check read it (`pg_current_snapshot()`). */
export interface SignIn {
  userId: number;
  snapshot: string;
  /** The user as an entity, mapped when first asked for (a kept staff read needs only its id). */
  user(): User;
}

/** What the auth service needs from the HTTP layer to read and write the refresh cookie. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeMs?: number }): void;
  clear(name: string): void;
}

export interface AuthDeps {
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
const invalidRequest = () => new AppError('INVALID_REQUEST', 'Invalid request.');

/** The rate-limiter keys of sign-in attempts for `email` from `ip` (docs/decisions/0006-sign-in-lock-outs-and-single-use-tokens.md). */
function signInKeys(email: string, ip: string) {
  const pair = `${email}|${ip}`;
  return {
    pair: SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.map((limit) => [`sign-in-failures:${pair}:${limit.windowMs}`, limit] as const),
    address: [`sign-in-address:${ip}`, SIGN_IN_FAILURES_PER_ADDRESS] as const,
    known: `sign-in-known:${pair}`,
  };
}

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AuthDeps,
  ) {}

  async signIn(input: SignInInput, cookies: CookieJar, ip: string): Promise<{ accessToken: string; user: User }> {
    const email = normalizeEmail(input.email);
    const keys = signInKeys(email, ip);
    // Every attempt is reserved as a failure before the password is checked, so parallel guesses
    // get no more checks than are left. An address this account signed in from before is not held
    // by the address-wide limit (a stranger there spraying other accounts), only by its pair's.
    const known = await this.deps.limiter.remembers(keys.known);
    const reservation: (readonly [string, Limit])[] = known ? [...keys.pair] : [...keys.pair, keys.address];
    const wait = await this.deps.limiter.takeAll(reservation);
    if (wait !== undefined) throw rateLimited(wait);

    const user = await this.em.findOne(User, { email, deletedAt: null }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw new AppError('INVALID_CREDENTIALS');
    await this.forgetFailures(keys, { releaseAddress: !known });
    const sessionId = randomUUID();
    await this.startSession(user, input.rememberMe, sessionId, cookies);
    return { accessToken: issueAccessToken({ userId: user.id, sessionId }, this.deps.config.appSecret), user };
  }

  /** Trades the refresh cookie for an access token, rotating the refresh token. */
  async refresh(cookies: CookieJar): Promise<string> {
    const presented = cookies.get(REFRESH_COOKIE);
    if (!presented) throw unauthenticated();
    const token = await this.em.findOne(RefreshToken, { tokenHash: sha256(presented) }, { populate: ['user'] });
    const now = new Date();
    if (!token || token.revokedAt || token.expiresAt <= now || token.user.deletedAt) {
      cookies.clear(REFRESH_COOKIE);
      throw unauthenticated();
    }
    // One conditional update spends the token: of requests presenting it at once, exactly one changes
    // the row and rotates, so at most one chain of that sign-in lives on.
    const spent = token.usedAt ? 0 : await this.em.nativeUpdate(RefreshToken, { id: token.id, usedAt: null, revokedAt: null }, { usedAt: now });
    if (spent === 0) {
      if (spentMomentsAgo(token.usedAt, now)) {
        // Two tabs of one browser refreshed at once: the other request won and sets the new cookie in
        // this browser. This one is answered too (the editor's second tab stays signed in), but sets
        // no cookie and starts no chain, so one sign-in still has one live refresh token.
        return issueAccessToken({ userId: token.user.id, sessionId: token.family }, this.deps.config.appSecret);
      }
      // A token rotated a while ago came back: someone else holds a copy. End every session of that sign-in.
      await this.revokeFamily(token.family);
      cookies.clear(REFRESH_COOKIE);
      this.deps.log.info(`refresh token reuse detected for user ${token.user.id}; sign-in revoked`);
      throw unauthenticated();
    }
    await this.startSession(token.user, token.rememberMe, token.family, cookies);
    return issueAccessToken({ userId: token.user.id, sessionId: token.family }, this.deps.config.appSecret);
  }

  /**
   * The staff user of an access token, while its sign-in has not been revoked: one plain statement on
   * every signed-in request (a live token of that sign-in, and its user), mapped to the user; the
   * ORM's query building for it cost more than the database's work. The same statement reads the
   * database's current snapshot, by which a staff read kept since is known to be current (decision
   * 0019): a kept read then costs this statement alone.
   */
  async signInOf(claims: AccessClaims): Promise<SignIn | null> {
    const [row] = await this.em.getConnection().execute<Array<EntityDictionary<User> & { database_snapshot: string }>>(
      `select u.*, pg_current_snapshot()::text as database_snapshot from users u
        where u.id = ? and u.deleted_at is null
          and exists (select 1 from refresh_tokens t where t.family = ? and t.user_id = u.id and t.revoked_at is null and t.expires_at > ?)`,
      [claims.userId, claims.sessionId, new Date()],
    );
    if (!row) return null;
    const { database_snapshot: snapshot, ...fields } = row;
    let user: User | undefined;
    return { userId: claims.userId, snapshot, user: () => (user ??= this.em.map(User, fields)) };
  }

  /** Whether the refresh cookie belongs to a live sign-in (checked without rotating it). */
  async hasLiveSession(cookies: CookieJar): Promise<boolean> {
    const presented = cookies.get(REFRESH_COOKIE);
    if (!presented) return false;
    const token = await this.em.findOne(RefreshToken, { tokenHash: sha256(presented) }, { populate: ['user'] });
    const now = new Date();
    // A token spent moments ago is still this browser's: another tab's refresh is carrying its successor back.
    const current = !token?.usedAt || spentMomentsAgo(token.usedAt, now);
    return Boolean(token && current && !token.revokedAt && token.expiresAt > now && !token.user.deletedAt);
  }

  /** The user of the refresh cookie's live sign-in (who is signing out when no bearer token came). */
  async userOfRefreshCookie(cookies: CookieJar): Promise<User | null> {
    const presented = cookies.get(REFRESH_COOKIE);
    if (!presented) return null;
    const token = await this.em.findOne(RefreshToken, { tokenHash: sha256(presented), revokedAt: null }, { populate: ['user'] });
    return token && !token.user.deletedAt ? token.user : null;
  }

  /** Ends the sign-in of the refresh cookie, or else the one of the bearer token (clients without cookies). */
  async signOut(cookies: CookieJar, bearer?: AccessClaims): Promise<void> {
    const presented = cookies.get(REFRESH_COOKIE);
    cookies.clear(REFRESH_COOKIE);
    const token = presented ? await this.em.findOne(RefreshToken, { tokenHash: sha256(presented) }) : null;
    const family = token?.family ?? bearer?.sessionId;
    if (family) await this.revokeFamily(family);
  }

  /** Always succeeds the same way, whether or not the email belongs to someone. */
  async forgotPassword(input: ForgotPasswordInput): Promise<void> {
    const email = normalizeEmail(input.email);
    const wait = await this.deps.limiter.take(`forgot-password:${email}`, FORGOT_PASSWORD_PER_ACCOUNT);
    if (wait !== undefined) throw rateLimited(wait);

    const user = await this.em.findOne(User, { email, deletedAt: null });
    if (!user) return;
    // A newer link voids the older ones: only the latest mail works.
    await this.em.nativeUpdate(PasswordReset, { user, usedAt: null }, { usedAt: new Date() });
    const token = newToken();
    this.em.create(PasswordReset, { user, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_MS) });
    await this.em.flush();
    const resetPath = user.language === Language.en ? '/en/reset-password' : '/sifreyi-sifirla';
    const link = `${this.deps.config.publicUrl}${resetPath}?token=${encodeURIComponent(token)}`;
    // Not awaited: the answer must not take longer for a known email than for an unknown one.
    this.deps.mailer.send(passwordResetMail(user, link)).catch((error) => this.deps.log.error('reset mail failed', error));
  }

  /** Sets the password of a reset link's user, once: `ip` is where the owner proved they read the mailbox. */
  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    const reset = await this.em.findOne(PasswordReset, { tokenHash: sha256(input.token) }, { populate: ['user'] });
    const now = new Date();
    if (!reset || reset.usedAt || reset.expiresAt <= now || reset.user.deletedAt) throw invalidRequest();
    // Spent by one conditional update before the (slow) hashing: of copies sent at once, one gets through.
    const spent = await this.em.nativeUpdate(PasswordReset, { id: reset.id, usedAt: null }, { usedAt: now });
    if (spent === 0) throw invalidRequest();
    // Every other link of the user, older or newer, is void once one was used.
    await this.em.nativeUpdate(PasswordReset, { user: reset.user, usedAt: null }, { usedAt: now });
    reset.user.passwordHash = await hashPassword(input.password);
    await this.em.flush();
    // A new password ends every existing sign-in of that user.
    await this.em.nativeUpdate(RefreshToken, { user: reset.user, revokedAt: null }, { revokedAt: new Date() });
    await this.forgetFailures(signInKeys(reset.user.email, ip), { releaseAddress: false });
  }

  /** After a sign-in that succeeded (or a reset): the pair's failures go and its address becomes known to the account. */
  private async forgetFailures(keys: ReturnType<typeof signInKeys>, { releaseAddress }: { releaseAddress: boolean }) {
    await Promise.all([
      ...keys.pair.map(([key]) => this.deps.limiter.reset(key)),
      releaseAddress ? this.deps.limiter.release(keys.address[0]) : undefined,
      this.deps.limiter.remember(keys.known, KNOWN_SIGN_IN_ADDRESS_MS),
    ]);
  }

  private async startSession(user: User, rememberMe: boolean, family: string, cookies: CookieJar) {
    const token = newToken();
    const lifetime = rememberMe ? REMEMBERED_MS : SESSION_MS;
    this.em.create(RefreshToken, {
      user,
      tokenHash: sha256(token),
      family,
      rememberMe,
      expiresAt: new Date(Date.now() + lifetime),
    });
    await this.em.flush();
    cookies.set(REFRESH_COOKIE, token, { maxAgeMs: rememberMe ? lifetime : undefined });
  }

  /** Ends every sign-in of a user except the family `keepFamily` (a password change keeps the session that made it). */
  async revokeSignInsOf(userId: number, keepFamily: string | undefined): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { user: userId, revokedAt: null, ...(keepFamily ? { family: { $ne: keepFamily } } : {}) }, { revokedAt: new Date() });
  }

  private async revokeFamily(family: string) {
    await this.em.nativeUpdate(RefreshToken, { family, revokedAt: null }, { revokedAt: new Date() });
  }
}
