import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of an access token; the client refreshes it with the refresh cookie. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** Who an access token speaks for: the user, and the sign-in (refresh-token family) it came from. */
export interface AccessClaims {
  userId: number;
  /** Ends with the sign-in: sign-out and reuse detection revoke it, and the token with it. */
  sessionId: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** A compact HS256 JWT carrying the user id (`sub`) and the sign-in (`sid`). */
export function issueAccessToken(claims: AccessClaims, secret: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  const payload = { sub: String(claims.userId), sid: claims.sessionId, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_SECONDS, typ: 'access' };
  const body = `${HEADER}.${encode(payload)}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a valid, unexpired access token; undefined for anything else. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { sub?: string; sid?: unknown; exp?: number; typ?: string };
    if (claims.typ !== 'access' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
    if (typeof claims.sid !== 'string' || !claims.sid) return undefined;
    const userId = Number(claims.sub);
    return Number.isInteger(userId) && userId > 0 ? { userId, sessionId: claims.sid } : undefined;
  } catch {
    return undefined;
  }
}
