import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CSRF_COOKIE = 'csrf_secret';
export const CSRF_HEADER = 'x-csrf-token';

const NONCE = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * CSRF tokens: `<nonce>.<HMAC of the nonce>`, and the nonce in a cookie. A token must carry our
 * signature, and when the request has the cookie the token must be the one issued with it — so a
 * browser only gets through with a token read from our own responses. A custom header cannot be
 * sent cross-site without CORS (which this server does not grant), so clients that keep no
 * cookies (scripts, third parties) still work with a signed token alone.
 */
export class Csrf {
  constructor(
    private readonly appSecret: string,
    private readonly secureCookies: boolean,
  ) {}

  private sign(nonce: string): string {
    return createHmac('sha256', this.appSecret).update(`csrf:${nonce}`).digest('base64url');
  }

  /** Handler of `GET /api/app/get-csrf-token`. */
  issue = (req: Request, res: Response): void => {
    let nonce: unknown = req.cookies?.[CSRF_COOKIE];
    if (typeof nonce !== 'string' || !NONCE.test(nonce)) {
      nonce = randomBytes(32).toString('base64url');
      res.cookie(CSRF_COOKIE, nonce, { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/' });
    }
    res.set('Cache-Control', 'no-store');
    res.json({ token: `${nonce}.${this.sign(nonce as string)}` });
  };

  isValid(req: Request): boolean {
    const [nonce, signature, extra] = (req.get(CSRF_HEADER) ?? '').split('.');
    if (!nonce || !signature || extra !== undefined || !NONCE.test(nonce)) return false;
    const expected = Buffer.from(this.sign(nonce));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const cookie: unknown = req.cookies?.[CSRF_COOKIE];
    return cookie === undefined || cookie === nonce;
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
