import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Redis } from 'ioredis';
import { AuthService } from './auth/auth.service.js';
import { Csrf } from './auth/csrf.js';
import { serverCodeId } from './lib/code-id.js';
import { MemoryTimestampStore, RateLimiter, RedisTimestampStore, type TimestampStore } from './lib/rate-limit.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { cookieJar, createContext, type Context } from './graphql/context.js';
import { graphqlMultipart } from './graphql/multipart-request.js';
import { formatError, requestErrorStatus, serviceUnavailableStatus, withoutSuggestions } from './graphql/errors.js';
import { noSubscriptions, OPERATION_LIMITS, operationLimits } from './graphql/operation-limits.js';
import { graphqlRequestRate, operationCounter, requestRate } from './graphql/request-rate.js';
import { buildAppSchema } from './graphql/schema.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './lib/database-unavailable.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMetrics, noMetrics, type Metrics } from './lib/metrics.js';
import { pathOf, requestLog } from './lib/request-log.js';
import { FAIL_FAST_REDIS_OPTIONS, RedisCircuit, withFallback } from './lib/redis-fallback.js';
import { trackConnections } from './http-drain.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer.js';
import { createMediaService } from './media/media.service.js';
import { sweepStaleUploads, uploadBounds } from './media/multipart-upload.js';
import { restRouter, sendError } from './rest/adapter.js';
import { StaffReads } from './ssr/staff-reads.js';
import { answerClientErrors } from './rest/client-error.js';
import { routes } from './modules/index.js';
import { requireUtf8 } from './rest/utf8-body.js';
import { prepareData } from './db/startup.js';
import { MemoryPageStore, PageCache, pageStoreWithFallback, RedisPageStore, type PageStore } from './ssr/page-cache.js';
import { pageCacheInvalidation } from './graphql/plugins/page-invalidation.js';
import { answerKeptPublicQueries, publicQueryCache } from './graphql/plugins/public-query-cache.js';
import { staffQueryCache } from './graphql/plugins/staff-query-cache.js';
import { PublicationScheduler } from './modules/publishing/scheduler.js';
import { CONTENT_SECURITY_POLICY, pageRenderer } from './ssr/page-renderer.js';
import { publicReadCaching, sharedCacheControl } from './site/cache-control.js';
import { compression } from './site/compression.js';
import { healthRoutes } from './site/health.js';
import { mediaFiles } from './site/media-files.js';
import { precompressedAssets } from './site/precompressed-assets.js';
import { previewRouter } from './site/preview.js';
import { siteRouter } from './site/site.routes.js';

export interface App {
  http: Server;
  apollo: ApolloServer<Context>;
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** The kept pages and public reads (a write past the app's mutations clears them, as a staff change does). */
  pages: PageCache;
  /** Publishes scheduled items on time (PUBLISH_INTERVAL_SECONDS); tests run a round with `runOnce`. */
  scheduler: PublicationScheduler;
  /** Starts listening; resolves with the bound port (useful with PORT=0). */
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** In production the site is only reached over HTTPS (behind its TLS proxy): browsers are told to keep to it (T3-L10). */
const HSTS = 'max-age=31536000; includeSubDomains';

function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
    });
    next();
  };
}

/** A request that needed the database while it is away: 503 with a wait, in the caller's envelope. */
function databaseUnavailable(req: Request, res: Response) {
  const message = 'The service is briefly unavailable. Please try again shortly.';
  res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  const extensions = { code: 'SERVICE_UNAVAILABLE', status: 503 };
  if (req.originalUrl.startsWith('/graphql')) return void res.status(503).json({ errors: [{ message, extensions }] });
  sendError(res, { status: 503, code: 'SERVICE_UNAVAILABLE', message });
}

function noStore(_req: Request, res: Response, next: NextFunction) {
  res.set('Cache-Control', 'no-store');
  next();
}

/**
 * Every /api answer but a reader's public read (`GET /api/public-…`) is a token, the staff's data
 * (readers' names, addresses, phones) or the outcome of a write: no browser or shared cache keeps it (T3-L9).
 */
function noStoreUnlessPublicRead(publicRead: ReturnType<typeof publicReadCaching>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/public-')) return publicRead(req, res, next);
    res.set('Cache-Control', 'no-store');
    next();
  };
}

/**
 * Where rendered public pages are kept (none when PAGE_CACHE_SECONDS or PAGE_CACHE_MB is 0): Redis
 * when it is given, shared by the instances of this site (named by its public address, completed
 * once the port is bound), else (and while Redis is away) this process's memory.
 */
function pageCache(config: Config, redis: { client: Redis; circuit: RedisCircuit } | undefined, log: Logger, metrics: Metrics): PageCache {
  if (config.pageCache.ttlSeconds === 0 || config.pageCache.maxMegabytes === 0) return new PageCache({ ttlMs: 0 });
  const memory = () => new MemoryPageStore(config.pageCache.maxMegabytes * 1024 * 1024);
  const store: PageStore = redis
    ? pageStoreWithFallback(redis.circuit, new RedisPageStore(redis.client, () => `pages:${config.publicUrl}:`, serverCodeId()), memory())
    : memory();
  return new PageCache({
    store,
    ttlMs: config.pageCache.ttlSeconds * 1000,
    errorCopies: memory(),
    onStoreError: (error) => log.error('page cache', error),
    metrics,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  });
}

/** What a test may put in place of the real thing. */
export interface AppOptions {
  /** The scheduled publishing's clock (default: the system's). */
  now?: () => Date;
}

/** Builds the whole server: database, GraphQL, REST, media and pages. Tests use it too. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = createLogger(config.logLevel, { format: config.logFormat });
  // /metrics is off (404) without METRICS_TOKEN: then nothing is counted either.
  const metricsRegistry = config.metricsToken ? createMetrics() : undefined;
  const metrics = metricsRegistry ?? noMetrics;
  let draining = false;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const redisClient = config.redisUrl ? new Redis(config.redisUrl, FAIL_FAST_REDIS_OPTIONS) : undefined;
  const redis = redisClient && { client: redisClient, circuit: new RedisCircuit(redisClient, log) };
  // While Redis is away the limits count in this process's memory: forms and sign-in keep working.
  const limiter = new RateLimiter(redis ? withFallback<TimestampStore>(redis.circuit, new RedisTimestampStore(redis.client), new MemoryTimestampStore()) : new MemoryTimestampStore());
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), log);

  const media = createMediaService(config, log);
  try {
    await prepareData(db, config, log, media);
  } catch (error) {
    await db.close();
    throw error;
  }
  if (metricsRegistry) {
    // pg's pool (one connection on the embedded database: its waiting count is the queue).
    const pool = await db.orm.em.getConnection().getNativeClient();
    metrics.watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  }

  const app = express();
  const http = createServer(app);
  // An over-long URL or header, or a request Node cannot parse: the JSON envelope, not a bare 431 or a reset.
  answerClientErrors(http);
  const connections = trackConnections(http);
  const deps = { em: db.orm.em, config, limiter, mailer, log, media };
  const contextFor = (req?: Request, res?: Response) => createContext(deps, req, res);

  const pages = pageCache(config, redis, log, metrics);
  // Staff reads (REST and GraphQL) are kept per user while the database is unchanged (decision 0019).
  const staffReads = new StaffReads();
  // An anonymous reader's context: what every reader gets alike (a page, a public read) is built in it.
  const readerContext = (previewToken?: string) => createContext(deps, undefined, undefined, previewToken);

  const apollo = new ApolloServer<Context>({
    schema: await buildAppSchema(limiter),
    formatError: (formatted, error) => {
      const shaped = formatError(formatted, error, (cause) => log.error('unexpected error', cause));
      // Without introspection, "Did you mean …" hints would still name the schema's operations and fields.
      return config.graphqlIntrospection ? shaped : withoutSuggestions(shaped);
    },
    introspection: config.graphqlIntrospection,
    validationRules: [operationLimits, noSubscriptions],
    parseOptions: { maxTokens: OPERATION_LIMITS.tokens },
    includeStacktraceInErrorResponses: false,
    // index.ts stops the process on SIGTERM/SIGINT after close(); Apollo's own handler would kill it first.
    stopOnTerminationSignals: false,
    plugins: [
      // The sandbox page goes with introspection: without it a GET of /graphql shows nothing to explore.
      config.graphqlIntrospection ? ApolloServerPluginLandingPageLocalDefault({ embed: true }) : ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints here (the routes set Cache-Control, the page cache keeps answers), and
      // Apollo's default cache-control plugin wraps every field's resolver, scalars included, to
      // compute them: ~0.9 ms of a staff list of 20 news, more in a server render (decision 0016).
      ApolloServerPluginCacheControlDisabled(),
      requestErrorStatus(),
      serviceUnavailableStatus(),
      requestRate(limiter, config.graphqlRequestsPerMinute),
      pageCacheInvalidation(pages, (error) => log.error('page cache not cleared', error)),
      publicQueryCache(pages, graphqlRequestRate(config.graphqlRequestsPerMinute).heavyCost),
      staffQueryCache(staffReads),
    ],
  });
  await apollo.start();

  const csrf = new Csrf(config.appSecret, config.production);
  // Uploads are read to files of their own under DATA_DIR/tmp/uploads within a request's byte cap (T3-M2).
  const uploadDir = path.join(config.dataDir, 'tmp', 'uploads');
  await sweepStaleUploads(uploadDir);
  const { largestFile, ...uploads } = uploadBounds(config.mediaLimits);
  const signedIn = async (req: Request, res: Response) => (await contextFor(req, res).currentUser()) !== null;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(log, metrics));
  app.use(securityHeaders(config.production));
  // An address the URL parser refuses (`GET //`): every route behind reads its URL, so it stops here.
  app.use((req, res, next) => (URL.canParse(req.originalUrl, 'http://localhost') ? next() : sendError(res, { status: 400, code: 'BAD_USER_INPUT', message: 'The address is not a valid URL.' })));
  // A fresh kept page goes out before the routes behind have any work to do.
  app.use(pages.serveFresh());
  // HTML, JSON and text answers compressed as Accept-Encoding allows; precompressed assets pass as they are.
  app.use(compression());
  app.use(cookieParser());
  app.use(
    healthRoutes({
      pingDatabase: () => db.orm.em.getConnection().execute('select 1'),
      redis: redisClient,
      draining: () => draining,
      metrics: metricsRegistry && config.metricsToken ? { registry: metricsRegistry, token: config.metricsToken } : undefined,
    }),
  );

  // Tokens and the signed-in user's data must never be kept by a browser or a shared cache.
  app.use('/graphql', noStore);
  // Readers' public reads: a CDN may keep them as long as pages (ETag and 304 are express's).
  const ttlMs = config.pageCache.ttlSeconds * 1000;
  app.use('/api', noStoreUnlessPublicRead(publicReadCaching(sharedCacheControl(ttlMs, ttlMs * 6))));
  app.get('/api/app/get-csrf-token', csrf.issue);
  app.use(
    '/api',
    csrf.guard((res) => sendError(res, { status: 403, code: 'FORBIDDEN', message: 'Missing or invalid CSRF token.' })),
    // Each route reads the body it takes (JSON; a form only on routes that take files, after the sign-in check).
    restRouter(
      apollo,
      routes,
      contextFor,
      {
        jsonBytes: 1024 * 1024,
        uploadDir,
        fileBytes: { image: config.mediaLimits.imageBytes, pdf: config.mediaLimits.pdfBytes },
        uploads,
      },
      // Readers' public reads are kept with the pages, answered as for any anonymous reader; staff reads per user.
      { pages, readerContext, staffReads },
    ),
  );
  app.use(
    '/graphql',
    csrf.guard((res) =>
      void res.status(403).json({ errors: [{ message: 'Missing or invalid CSRF token.', extensions: { code: 'FORBIDDEN', status: 403 } }] }),
    ),
    // GraphQL multipart requests (file uploads): refused unread without the preflight header or a sign-in.
    graphqlMultipart({ uploadDir, bounds: { ...uploads, largestFile }, signedIn }),
    express.json({ limit: '1mb', verify: requireUtf8 }),
    answerKeptPublicQueries(pages, operationCounter(limiter, config.graphqlRequestsPerMinute)),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextFor(req, res) }),
  );
  app.use('/media', mediaFiles(media.storage));
  app.use(siteRouter({ em: db.orm.em, config, pages }));
  app.use(previewRouter({ em: db.orm.em, config }));
  // The build's .br/.gz beside each hashed text asset; other assets go on to the page renderer's static files.
  if (config.clientDist) app.use('/assets', precompressedAssets(path.join(config.clientDist, 'client', 'assets')));
  app.use(
    await pageRenderer({
      config,
      log,
      // Pages are rendered as for any anonymous reader: no cookie or Authorization header can change
      // their HTML, so one page serves everyone (and a page cache may keep it).
      apollo,
      readerContext,
      // The admin guard reads one cookie: the sign-in service on its own fork, not a whole context.
      hasSession: (req) => new AuthService(db.orm.em.fork(), deps).hasLiveSession(cookieJar(req, undefined, config.production)),
      pages,
    }),
  );

  // Bad JSON, oversized bodies and anything unexpected: the REST envelope, never a stack trace.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseUnavailable(error)) return databaseUnavailable(req, res);
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) log.error(`${req.method} ${pathOf(req)} failed`, error, { requestId: res.locals.requestId });
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
    const message = status === 500 ? 'Unexpected server error.' : error.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : error.message;
    if (req.originalUrl.startsWith('/graphql')) return void res.status(status).json({ errors: [{ message, extensions: { code, status } }] });
    sendError(res, { status, code, message });
  });

  // Overdue items go out now (after a restart too), then every interval.
  const scheduler = new PublicationScheduler({
    db,
    log,
    intervalMs: config.publishIntervalSeconds * 1000,
    now: options.now,
    onPublished: () => pages.clear(),
  });
  scheduler.start();

  return {
    http,
    apollo,
    db,
    mailer,
    log,
    pages,
    scheduler,
    listen: (port = config.port) =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, () => {
          const address = http.address();
          const bound = typeof address === 'object' && address ? address.port : port;
          // The default address of PORT=0 (tests, e2e) names the port actually bound.
          const publicUrl = new URL(config.publicUrl);
          if (publicUrl.port === '0') {
            publicUrl.port = String(bound);
            config.publicUrl = publicUrl.origin + publicUrl.pathname.replace(/\/+$/, '');
          }
          resolve(bound);
        });
      }),
    /** Drains the HTTP server (SHUTDOWN_GRACE_SECONDS), then closes Apollo, Redis and the database. */
    async close() {
      draining = true;
      if (http.listening) {
        const finished = await connections.drain(config.shutdownGraceSeconds * 1000);
        if (!finished) log.info(`requests still running after ${config.shutdownGraceSeconds} s were cut`);
      }
      await scheduler.stop();
      await apollo.stop();
      await limiter.close().catch(() => undefined);
      redisClient?.disconnect();
      await db.close();
    },
  };
}
