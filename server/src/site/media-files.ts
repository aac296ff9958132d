import express, { Router, type Response } from 'express';

/** The JSON error envelope of a file that is not there: its body names no path on the server's disk. */
export function fileNotFound(res: Response): void {
  res.status(404).json({ error: { status: 404, code: 'NOT_FOUND', message: 'Not found.' } });
}

/**
 * The uploads under /media. A stored file opened on its own runs nothing: every answer carries
 * `Content-Security-Policy: sandbox` (a PDF preview's scripts and forms, should a viewer honour
 * them, run in an opaque origin with no access to the site) and `nosniff`. Anything missing or
 * refused (a bad path, a directory) is a plain 404 whose message names no path.
 */
export function mediaFiles(uploadsDir: string): Router {
  const router = Router();
  router.use(
    express.static(uploadsDir, {
      maxAge: '7d',
      index: false,
      redirect: false,
      setHeaders: (res) => res.set({ 'Content-Security-Policy': 'sandbox', 'X-Content-Type-Options': 'nosniff' }),
    }),
  );
  router.use((_req, res) => fileNotFound(res));
  return router;
}
