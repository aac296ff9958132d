import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config.js';
import { robotsTxt } from './robots.js';
import { latestNews, rssXml } from './rss.js';
import { sitemapPages, sitemapXml } from './sitemap.js';

interface Deps {
  em: EntityManager;
  config: Config;
}

/** Crawlers and feed readers may keep these a little while; new content shows up within minutes. */
const SHORT_CACHE = 'public, max-age=300';

/**
 * /sitemap.xml, /rss.xml and /robots.txt (design §3), built from the database on each request with
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
  router.get('/sitemap.xml', send('application/xml; charset=utf-8', async (fork) => sitemapXml(config.publicUrl, await sitemapPages(fork))));
  router.get('/rss.xml', send('application/rss+xml; charset=utf-8', async (fork) => rssXml(config.publicUrl, await latestNews(fork))));
  router.get('/robots.txt', send('text/plain; charset=utf-8', () => robotsTxt(config.publicUrl)));
  return router;
}
