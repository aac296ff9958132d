import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import type { Config } from '../config.js';
import { escapeHtml } from '../lib/html.js';
import { PREVIEW_PATH, PreviewService } from '../modules/preview/preview.service.js';

interface Deps {
  em: EntityManager;
  config: Config;
}

/** A preview is for its holder only: never kept by a browser or a shared cache, never indexed, its address never sent on. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

/** The failure page runs nothing and loads nothing: its only styles are inline. */
const FAILED_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const TEXTS = {
  tr: {
    notFound: { title: 'Önizleme bulunamadı', text: 'Bu önizleme bağlantısı geçerli değil.' },
    expired: { title: 'Önizleme bağlantısının süresi doldu', text: 'Bu önizleme bağlantısı artık geçerli değil: süresi doldu ya da iptal edildi. Yeni bir bağlantı isteyin.' },
    home: 'Ana sayfaya dön',
    homePath: '/',
  },
  en: {
    notFound: { title: 'Preview not found', text: 'This preview link is not valid.' },
    expired: { title: 'The preview link has expired', text: 'This preview link no longer works: it expired or was revoked. Ask for a new one.' },
    home: 'Back to the home page',
    homePath: '/en',
  },
} as const;

function failedPreviewPage(req: Request, reason: 'notFound' | 'expired'): string {
  const lang = req.acceptsLanguages('tr', 'en') || 'tr';
  const texts = TEXTS[lang as keyof typeof TEXTS];
  const { title, text } = texts[reason];
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Dergi Ankara</title>
<main style="font-family:Georgia,serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${texts.homePath}">${escapeHtml(texts.home)}</a></p></main></html>`;
}

/**
 * `/onizleme/<token>` (issue 15 §3): while the token is valid, to the item's real page carrying it
 * (`?onizleme=`, which the page renderer turns into the render's preview grant); once the item is
 * published, to its public page; else a 404 (unknown or forged) or 410 (expired or revoked) page in
 * the reader's language. The token never reaches the request log (lib/request-log.ts).
 */
export function previewRouter({ em, config }: Deps): Router {
  const router = Router();
  router.get(`${PREVIEW_PATH}/:token`, async (req, res, next) => {
    try {
      const destination = await new PreviewService(em.fork(), config).destination(req.params.token);
      res.set(PREVIEW_HEADERS);
      if (destination.type === 'preview' || destination.type === 'published') return res.redirect(302, destination.path);
      res
        .status(destination.type === 'expired' ? 410 : 404)
        .type('html')
        .set('Content-Security-Policy', FAILED_PAGE_POLICY)
        .send(failedPreviewPage(req, destination.type));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
