import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CSRF_COOKIE = 'csrf_secret';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Synchronizer tokens bound to a per-browser secret cookie: the token is an HMAC of that secret, so
 * only a page that could read our response (same origin) can present it.
 */
export class Csrf {
  constructor(
    private readonly appSecret: string,
    private readonly secureCookies: boolean,
  ) {}

  private tokenFor(cookieSecret: string): string {
    return createHmac('sha256', this.appSecret).update(`csrf:${cookieSecret}`).digest('base64url');
  }

  /** Handler of `GET /api/app/get-csrf-token`. */
  issue = (req: Request, res: Response): void => {
    let cookieSecret: string | undefined = req.cookies?.[CSRF_COOKIE];
    if (typeof cookieSecret !== 'string' || cookieSecret.length < 32) {
      cookieSecret = randomBytes(32).toString('base64url');
      res.cookie(CSRF_COOKIE, cookieSecret, { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/' });
    }
    res.set('Cache-Control', 'no-store');
    res.json({ token: this.tokenFor(cookieSecret) });
  };

  isValid(req: Request): boolean {
    const cookieSecret = req.cookies?.[CSRF_COOKIE];
    const token = req.get(CSRF_HEADER);
    if (typeof cookieSecret !== 'string' || !token) return false;
    const expected = Buffer.from(this.tokenFor(cookieSecret));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Rejects every non-GET request without a valid token; `reject` writes the 403 in the door's own format. */
  guard(reject: (res: Response) => void) {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
      if (this.isValid(req)) return next();
      reject(res);
    };
  }
}
