import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppLogger } from './logger.js';
import type { Metrics, UploadOutcome } from './metrics.js';
import { PROBE_PATHS, routeKind } from './route-kind.js';

/** A proxy's or client's request id worth keeping: short, and only characters a log reader can trust. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the incoming `X-Request-Id` when it is sane, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** What became of an upload (a multipart request, REST or GraphQL): kept, refused (too large, wrong type, unreadable), or failed. */
function uploadOutcome(status: number): UploadOutcome {
  return status < 400 ? 'stored' : status < 500 ? 'refused' : 'failed';
}

/** A preview address's token, which opens an unpublished item to whoever holds it. */
const PREVIEW_TOKEN = /^(\/onizleme\/)[^/]+/;

/** The path of a request without its query (a reader's search words stay out of the log), nor a preview token. */
export function pathOf(req: Request): string {
  const url = req.originalUrl;
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).replace(PREVIEW_TOKEN, '$1…');
}

/**
 * Gives each request an id (echoed in `X-Request-Id`, kept in `res.locals.requestId`), and when its
 * answer ends (or the connection closes first) logs one entry — id, method, path, status, duration —
 * and counts it by route kind (and, for a multipart request, as an upload with its bytes). The probes (/healthz, /readyz, /metrics) are logged at debug only:
 * a load balancer asks every few seconds.
 */
export function requestLog(log: AppLogger, metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.get('x-request-id'));
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const path = pathOf(req);
      // A connection closed before the answer was complete: nginx's 499.
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.request(routeKind(req.method, path), req.method, status, seconds);
      if (req.is('multipart/form-data')) metrics.upload(uploadOutcome(status), Number(req.get('content-length')) || 0);
      const entry = { requestId, method: req.method, path, status, durationMs: Math.round(seconds * 1e4) / 10 };
      if (PROBE_PATHS.has(path)) log.debug('request', entry);
      else log.info('request', entry);
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}
