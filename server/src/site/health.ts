import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import type { MetricsRegistry } from '../lib/metrics.js';

/** How long /readyz waits for the database's `select 1` and Redis's PING before calling it not ready. */
export const READY_TIMEOUT_MS = 2_000;

interface Deps {
  /** Runs `select 1` on the database. */
  pingDatabase: () => Promise<unknown>;
  /** Configured Redis, if any. */
  redis?: Pick<Redis, 'ping'>;
  /** True once the shutdown drain has begun: the balancer must send no more. */
  draining: () => boolean;
  /** The metrics and the token /metrics asks for; none: /metrics is off. */
  metrics?: { registry: MetricsRegistry; token: string };
  timeoutMs?: number;
}

class TimedOut extends Error {}

function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), ms)));
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}

/** Why a dependency is not ready, in a word a monitor can show (never a driver's message). */
async function check(name: string, ms: number, work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await within(ms, work);
    return undefined;
  } catch (error) {
    return `${name} ${error instanceof TimedOut ? `did not answer within ${ms} ms` : 'unreachable'}`;
  }
}

const bearerOf = (req: Request) => /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim();

function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/**
 * The load balancer's and the monitor's doors, before every other route (no rate limit, no
 * session, no CSRF): `/healthz` says the process answers and asks nothing of its dependencies;
 * `/readyz` says this instance can serve (the database and Redis answer in time, no shutdown
 * under way), 503 with the reason otherwise; `/metrics` is Prometheus's, behind METRICS_TOKEN.
 */
export function healthRoutes({ pingDatabase, redis, draining, metrics, timeoutMs = READY_TIMEOUT_MS }: Deps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => void noStore(res).json({ status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    noStore(res);
    if (draining()) return void res.status(503).json({ status: 'unavailable', reasons: ['shutting down'] });
    const reasons = (
      await Promise.all([check('database', timeoutMs, pingDatabase), redis ? check('redis', timeoutMs, () => redis.ping()) : undefined])
    ).filter((reason): reason is string => reason !== undefined);
    if (reasons.length) return void res.status(503).json({ status: 'unavailable', reasons });
    res.json({ status: 'ok' });
  });
  router.get('/metrics', async (req, res, next) => {
    noStore(res);
    // Off without a token: as if there were no such path.
    if (!metrics) return void res.status(404).json({ error: { status: 404, code: 'NOT_FOUND', message: 'Not found.' } });
    if (!sameToken(bearerOf(req), metrics.token)) {
      return void res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: { status: 401, code: 'UNAUTHENTICATED', message: 'A valid metrics token is required.' } });
    }
    try {
      const { contentType, text } = await metrics.registry.scrape();
      res.type(contentType).send(text);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
