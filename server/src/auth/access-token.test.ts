import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, issueAccessToken, verifyAccessToken } from './access-token.js';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const NOW = Date.UTC(2025, 3, 1, 12, 0, 0);

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

/** A token signed with `secret` over any header and payload, to probe the checks one by one. */
function forge(payload: unknown, { header = HEADER, secret = SECRET } = {}): string {
  const body = `${header}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const S42 = { userId: 42, sessionId: 'sign-in-1' };
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe('access tokens', () => {
  it('round-trips the user id of a fresh token', () => {
    const token = issueAccessToken(S42, SECRET, NOW);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyAccessToken(token, SECRET, NOW)).toEqual(S42);
    expect(verifyAccessToken(token, SECRET, NOW + 60_000)).toEqual(S42);
  });

  it('is a 15-minute HS256 JWT carrying sub, sid, iat, exp and typ', () => {
    const token = issueAccessToken({ userId: 7, sessionId: 'sign-in-1' }, SECRET, NOW);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims(token)).toEqual({ sub: '7', sid: 'sign-in-1', iat: NOW / 1000, exp: NOW / 1000 + 15 * 60, typ: 'access' });
    expect(ACCESS_TOKEN_SECONDS).toBe(15 * 60);
  });

  it('expires exactly at exp', () => {
    const token = issueAccessToken(S42, SECRET, NOW);
    const expiry = NOW + ACCESS_TOKEN_SECONDS * 1000;
    expect(verifyAccessToken(token, SECRET, expiry - 1)).toEqual(S42);
    expect(verifyAccessToken(token, SECRET, expiry)).toBeUndefined();
    expect(verifyAccessToken(token, SECRET, expiry + 24 * 3600 * 1000)).toBeUndefined();
  });

  it('refuses a token issued long ago (checked against the real clock by default)', () => {
    expect(verifyAccessToken(issueAccessToken(S42, SECRET, Date.now() - 16 * 60 * 1000), SECRET)).toBeUndefined();
    expect(verifyAccessToken(issueAccessToken(S42, SECRET), SECRET)).toEqual(S42);
  });

  it('refuses a tampered signature', () => {
    const token = issueAccessToken(S42, SECRET, NOW);
    const signature = token.split('.')[2]!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifyAccessToken(token.replace(signature, flipped), SECRET, NOW)).toBeUndefined();
    expect(verifyAccessToken(token.replace(signature, ''), SECRET, NOW)).toBeUndefined();
    expect(verifyAccessToken(`${token}x`, SECRET, NOW)).toBeUndefined();
  });

  it('refuses a tampered payload (another user id, a later expiry) under the original signature', () => {
    const token = issueAccessToken(S42, SECRET, NOW);
    const [header, , signature] = token.split('.');
    const other = b64({ ...claims(token), sub: '1' });
    const later = b64({ ...claims(token), exp: claims(token).exp + 3600 });
    expect(verifyAccessToken(`${header}.${other}.${signature}`, SECRET, NOW)).toBeUndefined();
    expect(verifyAccessToken(`${header}.${later}.${signature}`, SECRET, NOW + ACCESS_TOKEN_SECONDS * 1000)).toBeUndefined();
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyAccessToken(issueAccessToken(S42, 'another-secret-that-is-long-enough-000000', NOW), SECRET, NOW)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['one part', 'abc'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['dots only', '..'],
    ['garbage', 'not-a-token-at-all'],
    ['a bearer prefix', `Bearer ${issueAccessToken(S42, SECRET, NOW)}`],
  ])('refuses a malformed token (%s)', (_label, token) => {
    expect(verifyAccessToken(token, SECRET, NOW)).toBeUndefined();
  });

  it('refuses other algorithms in the header, even when signed', () => {
    const payload = { sub: '42', sid: 'sign-in-1', iat: NOW / 1000, exp: NOW / 1000 + 60, typ: 'access' };
    expect(verifyAccessToken(forge(payload), SECRET, NOW)).toEqual(S42);
    expect(verifyAccessToken(forge(payload, { header: b64({ alg: 'none', typ: 'JWT' }) }), SECRET, NOW)).toBeUndefined();
    expect(verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`, SECRET, NOW)).toBeUndefined();
  });

  it.each([
    ['another token type', { sub: '42', exp: NOW / 1000 + 60, typ: 'refresh' }],
    ['no type', { sub: '42', exp: NOW / 1000 + 60 }],
    ['no expiry', { sub: '42', typ: 'access' }],
    ['a text expiry', { sub: '42', exp: String(NOW / 1000 + 60), typ: 'access' }],
    ['user id 0', { sub: '0', exp: NOW / 1000 + 60, typ: 'access' }],
    ['a negative user id', { sub: '-3', exp: NOW / 1000 + 60, typ: 'access' }],
    ['a fractional user id', { sub: '1.5', exp: NOW / 1000 + 60, typ: 'access' }],
    ['a non-numeric user id', { sub: 'admin', exp: NOW / 1000 + 60, typ: 'access' }],
    ['no user id', { exp: NOW / 1000 + 60, typ: 'access' }],
    ['no sign-in id', { sub: '42', exp: NOW / 1000 + 60, typ: 'access' }],
  ])('refuses correctly signed claims with %s', (_label, payload) => {
    expect(verifyAccessToken(forge(payload), SECRET, NOW)).toBeUndefined();
  });

  it('refuses a correctly signed payload that is not JSON, without throwing', () => {
    expect(() => verifyAccessToken(forge('not json {'), SECRET, NOW)).not.toThrow();
    expect(verifyAccessToken(forge('not json {'), SECRET, NOW)).toBeUndefined();
    expect(verifyAccessToken(forge('null'), SECRET, NOW)).toBeUndefined();
  });
});
