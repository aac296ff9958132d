import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import express, { Router, type Request } from 'express';
import type { ExecuteOperation, GraphQLOperation, GraphQLResult, SsrEntry } from '../../../client/src/ssr-contract.js';
import { DEFAULT_CLIENT_DIST, type Config } from '../config.js';
import type { Context } from '../graphql/context.js';
import { buildIdOf } from '../lib/code-id.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import type { Logger } from '../lib/logger.js';
import { previewTokenOf } from '../lib/preview-param.js';
import { PREVIEW_HEADERS } from '../site/preview.js';
import { adminUrlOf } from './admin-path.js';
import type { PageCache, RenderedPage } from './page-cache.js';

interface Deps {
  config: Config;
  log: Logger;
  /** The schema's server: a render runs its operations in-process, without HTTP. */
  apollo: ApolloServer<Context>;
  /**
   * A new anonymous reader's context (a page never depends on who asks). Made once per render, so
   * the layout's and the page's operations share one EntityManager fork, one set of services and
   * their batch loaders. A preview's render is given its token (the item it may show unpublished).
   */
  readerContext: (previewToken?: string) => Context;
  /** Whether the request carries the refresh cookie of a live sign-in. */
  hasSession: (req: Request) => Promise<boolean>;
  /** Where public pages are kept between readers. */
  pages: PageCache;
}

/** The sign-in page that sends the visitor back to `url` afterwards (spec §2, admin access). */
export const signInRedirect = (url: string) => `/giris?status=requested&redirectTo=${encodeURIComponent(url)}`;


/** A path that names a file (`/favicon.svg`, `/og-default.png`): the only paths the build's loose files answer. */
const FILE_NAME = /\.[A-Za-z0-9]{1,8}$/;

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Client not built</title>
<p>The web client has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing).</p></html>`;

/**
 * Serves the built client: its static assets, and every other GET rendered on the server by the
 * client's own entry (data filled in through in-process GraphQL, then hydrated in the browser).
 */
/**
 * Pages run only the built script files: the server state travels in a JSON block, so no inline
 * script, nonce or hash is needed. Styles may be inline (Emotion's critical CSS and runtime
 * styles); images may be blobs (previews of chosen files). No framing by anyone.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A page whose data did not come: the client's timed-out page (503), or its server-error page
 * when the database was away, answered as 503 (come back soon) rather than 500.
 */
function unavailableIf(databaseAway: boolean, page: RenderedPage): RenderedPage {
  if (page.status === 503) return { ...page, unavailable: true };
  if (databaseAway && page.status >= 500) return { ...page, status: 503, unavailable: true };
  return page;
}

export async function pageRenderer({ config, log, apollo, readerContext, hasSession, pages }: Deps): Promise<Router> {
  const router = Router();
  const dist = config.clientDist ?? DEFAULT_CLIENT_DIST;
  const templateFile = path.join(dist, 'client', 'index.html');
  const entryFile = path.join(dist, 'server', 'entry-server.js');

  // Visitors without a sign-in never get the admin: they go to sign in, even without JavaScript.
  router.get('/{*path}', async (req, res, next) => {
    try {
      // Any spelling of the admin's path (`/YONETIM`, `/%79onetim`, `/./yonetim`) is the admin's.
      const admin = adminUrlOf(req.originalUrl);
      if (admin === undefined) return next();
      if (!(await hasSession(req))) return res.redirect(302, signInRedirect(admin));
      if (admin !== req.originalUrl) return res.redirect(302, admin);
      next();
    } catch (error) {
      // The session cannot be checked while the database is away: the page is rendered as it can be
      // (its data answers 503, so staff see the "temporarily unavailable" page), not a JSON error.
      next(isDatabaseUnavailable(error) ? undefined : error);
    }
  });

  if (!existsSync(templateFile) || !existsSync(entryFile)) {
    log.info(`client build not found under ${dist}: pages answer 503 until it is built`);
    router.get('/{*path}', (_req, res) => void res.status(503).type('html').send(NOT_BUILT_PAGE));
    return router;
  }

  const template = readFileSync(templateFile, 'utf8');
  // The built client/src/entry-server.tsx, which implements the contract SsrEntry.
  const client = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  // A kept page names the build that rendered it: pages in a store the instances share (Redis) outlive
  // a deploy, and a page of the old build would load scripts and styles the new one no longer serves.
  const build = buildIdOf([template, readFileSync(entryFile)]);
  const pageKey = (url: string) => `${build}:${client.pageKey(url)}`;
  pages.keyPagesBy(pageKey);

  router.use('/assets', express.static(path.join(dist, 'client', 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // The build's loose files all have an extension: a page's path (no extension) skips the file lookup
  // (a stat, and for a folder a redirect attempt) that would only fall through to the render.
  const looseFiles = express.static(path.join(dist, 'client'), { index: false, maxAge: '1h' });
  router.use((req, res, next) => (FILE_NAME.test(req.path) ? looseFiles(req, res, next) : next()));
  const render = (req: Request) => async (generation?: number): Promise<RenderedPage> => {
    let databaseAway = false;
    // One context for the whole render (Apollo gives each operation a shallow copy of it).
    const contextValue = readerContext(previewTokenOf(req.originalUrl));
    const run = async ({ shared: _shared, ...operation }: GraphQLOperation): Promise<GraphQLResult> => {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported in rendering.');
      return response.body.singleResult;
    };
    const execute: ExecuteOperation = async (operation) => {
      // Read once per generation for the pages that show it alike, when this page is kept too.
      const result =
        operation.shared && generation !== undefined
          ? await pages.sharedRead(`${operation.query}\n${JSON.stringify(operation.variables ?? {})}`, generation, () => run(operation), (answer) => !answer.errors?.length)
          : await run(operation);
      databaseAway ||= Boolean(result.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'));
      return result;
    };
    const { html, ...page } = await client.render({
      url: req.originalUrl,
      template,
      acceptLanguage: req.get('accept-language'),
      // For absolute hreflang links: always the configured public address, never the request's Host.
      origin: config.publicUrl,
      execute,
    });
    return unavailableIf(databaseAway, { ...page, body: html });
  };

  router.get('/{*path}', async (req, res, next) => {
    try {
      // The admin's shell follows Accept-Language: rendered for each request, never kept.
      const preview = previewTokenOf(req.originalUrl) !== undefined;
      const keepable = pages.enabled && adminUrlOf(req.originalUrl) === undefined && !preview;
      const answer = keepable ? await pages.get(pageKey(req.originalUrl), render(req)) : { page: await render(req)(), result: 'miss' as const };
      // A kept page goes in the compressed form made once for it, with its ETag and a CDN's Cache-Control.
      if (answer.kept) return pages.send(req, res, { ...answer, kept: answer.kept });
      const page = answer.page!;
      if (preview) res.set(PREVIEW_HEADERS);
      if (page.redirect) return res.redirect(page.status >= 300 && page.status < 400 ? page.status : 302, page.redirect);
      // Not kept: a staff or sign-in page, a failure, or no page cache; only a reader's page may be revalidated.
      const cacheControl = page.shared && page.status < 500 ? 'no-cache' : 'no-store';
      res.status(page.status).type('html').set({ 'Cache-Control': preview ? PREVIEW_HEADERS['Cache-Control'] : cacheControl, 'Content-Security-Policy': CONTENT_SECURITY_POLICY });
      if (keepable) res.set('X-Page-Cache', 'miss');
      if (page.status === 503) res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.send(page.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
