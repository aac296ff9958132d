import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config.js';
import { robotsTxt } from './robots.js';
import { latestNews, rssXml } from './rss.js';
import { parseSitemapFileName, sitemapFiles, sitemapIndexXml, writeSitemapFile } from './sitemap.js';

interface Deps {
  em: EntityManager;
  config: Config;
}

/** Crawlers and feed readers may keep these a little while; new content shows up within minutes. */
const SHORT_CACHE = 'public, max-age=300';

/** A sitemap file, written to the response batch by batch as the rows come (waiting when the client is slow). */
async function streamSitemapFile(em: EntityManager, publicUrl: string, req: Request, res: Response, next: NextFunction) {
  const file = parseSitemapFileName(req.path.slice(1));
  // A file name that could be a sitemap's but is not one (or lies past the last) is a plain 404.
  if (!file) return void res.sendStatus(404);
  const write = (chunk: string) => {
    if (!res.headersSent) res.status(200).type('application/xml; charset=utf-8').set('Cache-Control', SHORT_CACHE);
    return res.write(chunk) || res.destroyed ? Promise.resolve() : new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
  };
  try {
    if (await writeSitemapFile(em, publicUrl, file, write)) res.end();
    else res.sendStatus(404);
  } catch (error) {
    // Once the file has begun, the client can only be told by a cut answer.
    if (res.headersSent) res.destroy(error as Error);
    else next(error);
  }
}

/**
 * /sitemap.xml (an index of files), /rss.xml and /robots.txt (design §3), built from the database on each request with
 * absolute links on the configured public address (never the request's host).
 */
export function siteRouter({ em, config }: Deps): Router {
  const router = Router();
  const send = (type: string, body: (em: EntityManager) => Promise<string> | string) => async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const text = await body(em.fork());
      res.status(200).type(type).set('Cache-Control', SHORT_CACHE).send(text);
    } catch (error) {
      next(error);
    }
  };
  router.get('/sitemap.xml', send('application/xml; charset=utf-8', async (fork) => sitemapIndexXml(config.publicUrl, await sitemapFiles(fork))));
  router.get(/^\/sitemap-[a-z]+(-\d+)?\.xml$/, (req, res, next) => void streamSitemapFile(em.fork(), config.publicUrl, req, res, next));
  router.get('/rss.xml', send('application/rss+xml; charset=utf-8', async (fork) => rssXml(config.publicUrl, await latestNews(fork))));
  router.get('/robots.txt', send('text/plain; charset=utf-8', () => robotsTxt(config.publicUrl)));
  return router;
}
