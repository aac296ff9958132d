import type { NextFunction, Request, Response } from 'express';

/**
 * How long a shared answer outlives its freshness as a stand-in for an error (stale-if-error,
 * RFC 5861): a CDN may serve it a day while the origin fails.
 */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

/**
 * The Cache-Control of an answer every reader gets alike (a public page, a public API read): a
 * browser asks again each time (a 304 when unchanged), a CDN keeps it `freshMs`, serves it stale
 * `staleMs` more while it asks again, and stands it in for an error a day.
 */
export function sharedCacheControl(freshMs: number, staleMs: number): string {
  const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));
  if (freshMs <= 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${seconds(freshMs)}, stale-while-revalidate=${seconds(staleMs)}, stale-if-error=${seconds(STALE_IF_ERROR_MS)}`;
}

/** Answers a CDN may keep: found, or definitely missing. A 5xx, a 429 or a refusal is never kept. */
const SHAREABLE = new Set([200, 203, 204, 301, 404, 410]);

/**
 * For a reader's public read (`GET /api/public-…`): the shared Cache-Control when the answer is
 * one every reader gets, `no-store` otherwise. Express's own weak ETag and its 304 to a matching
 * `If-None-Match` come with `res.send`. A request carrying a bearer token is answered privately: a
 * shared cache must not hold what was sent to a signed-in client.
 */
export function publicReadCaching(cacheControl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization) {
      res.setHeader('Cache-Control', 'private, no-cache');
      return next();
    }
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', SHAREABLE.has(status) || status === 304 ? cacheControl : 'no-store');
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
