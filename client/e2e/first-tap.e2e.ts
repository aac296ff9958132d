import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { baseUrl, launchBrowser, storyWithGallery } from './support';

/**
 * A reader's first tap on a phone is answered by the boot script before the app has run
 * (client/src/lib/boot-actions.ts, issue 14 §2): "copy link" copies and confirms, a gallery
 * thumbnail opens its photo. The app's files are held back here until the answer is checked, so
 * "before the app" is certain; then the app runs, has not repeated the answer, and answers the
 * same taps as before.
 */

const TEXTS = {
  tr: { locale: 'tr-TR', news: '/haber/', copy: 'Bağlantıyı kopyala', copied: 'Bağlantı panoya kopyalandı.', gallery: 'Fotoğraf galerisi', close: 'Kapat' },
  en: { locale: 'en-US', news: '/en/news/', copy: 'Copy link', copied: 'Link copied to the clipboard.', gallery: 'Photo gallery', close: 'Close' },
} as const;

let browser: Browser;
let story: { slug: string; photos: unknown[] };

beforeAll(async () => {
  browser = await launchBrowser();
  story = (await storyWithGallery<typeof story>())!;
  expect(story).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Lets the app's files through: until then every script asked for after the page loaded waits. */
  releaseApp(): Promise<void>;
}

/** A phone (touch, small screen) on the news page with a gallery, loaded, with the app's files held back. */
async function phoneOnNewsPage(lang: 'tr' | 'en'): Promise<Phone> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: TEXTS[lang].locale, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${TEXTS[lang].news}${story.slug}`, { waitUntil: 'networkidle' });
  const held: Route[] = [];
  let released = false;
  await page.route(/\.m?js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    context,
    page,
    errors,
    async releaseApp() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    },
  };
}

async function withPhone(lang: 'tr' | 'en', body: (phone: Phone) => Promise<void>) {
  const phone = await phoneOnNewsPage(lang);
  try {
    await body(phone);
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.context.close();
  }
}

describe.each(['tr', 'en'] as const)('the first tap on a phone (%s)', (lang) => {
  const text = TEXTS[lang];

  it('copies the link and confirms it before the app runs, and the app does not copy again', async () => {
    await withPhone(lang, async ({ page, releaseApp }) => {
      const address = `${baseUrl}${text.news}${story.slug}`;
      await page.evaluate(() => navigator.clipboard.writeText('-'));
      await page.getByRole('button', { name: text.copy }).first().tap();

      const confirmation = page.getByRole('status').filter({ hasText: text.copied });
      await confirmation.waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);

      await page.evaluate(() => navigator.clipboard.writeText('-'));
      await releaseApp();
      // The app's own toast (notistack) shows only for a tap made once it runs.
      expect(await page.locator('.notistack-SnackbarContainer').getByText(text.copied).count()).toBe(0);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('-');

      await page.getByRole('button', { name: text.copy }).first().tap();
      await page.locator('.notistack-SnackbarContainer').getByText(text.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    });
  });

  it("opens a thumbnail's photo before the app runs, closes it with Escape, and the app's viewer takes over afterwards", async () => {
    await withPhone(lang, async ({ page, releaseApp }) => {
      const gallery = page.getByRole('region', { name: text.gallery });
      const first = gallery.getByRole('link').first();
      const alt = (await first.locator('img').getAttribute('alt'))!;
      const pageUrl = page.url();
      await first.tap();

      const plainViewer = page.getByRole('dialog', { name: alt });
      await plainViewer.waitFor();
      expect(await plainViewer.getByRole('img', { name: alt }).isVisible()).toBe(true);
      expect(await plainViewer.getByRole('button', { name: text.close }).isVisible()).toBe(true);
      expect(page.url()).toBe(pageUrl);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await plainViewer.waitFor({ state: 'detached' });
      expect(await first.evaluate((link) => link === document.activeElement)).toBe(true);

      await releaseApp();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await first.tap();
      const viewer = page.getByRole('dialog');
      await viewer.getByText(`1 / ${story.photos.length}`, { exact: true }).waitFor();
      await viewer.getByRole('button', { name: text.close }).tap();
      await viewer.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(pageUrl);
    });
  });
});
