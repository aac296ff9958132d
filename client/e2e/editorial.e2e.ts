import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminPaths } from './admin-paths';
import { SIGN_IN, baseUrl, eventually, launchBrowser, moveServerClock, open, submitSignIn, withPage, type BrowserTab, type Language, type PageOptions } from './support';

/**
 * The editor's day (issue 15) in each interface language, on one news item per language: written as
 * a draft, its text brought back after a closed tab, two tabs saving it, its history compared and
 * restored, a preview link shared and revoked, and finally scheduled and published on time.
 */
const LANGUAGES = {
  tr: {
    newItem: 'Yeni haber',
    title: 'Başlık',
    teaser: 'Özet',
    content: 'İçerik',
    chooseFile: 'Dosya seç',
    category: 'Kategori',
    tags: 'Etiketler',
    slug: 'Kısa ad (slug)',
    saveDraft: 'Taslak olarak kaydet',
    created: 'Haber başarıyla oluşturuldu.',
    edited: 'Haber başarıyla düzenlendi.',
    draft: 'Taslak',
    scheduled: /^Zamanlandı/,
    published: /^Yayımlandı/,
    publicationStatus: 'Yayın durumu',
    autosaved: /^Kaydedildi · /,
    newerText: 'Daha yeni bir metin var',
    restoreNewer: 'Geri yükle',
    conflictTitle: 'Bu içerik siz düzenlerken başka biri tarafından kaydedildi',
    compare: 'Karşılaştır',
    saveMine: 'Benimkini kaydet',
    comparison: 'Kaydedilen metin ile sizin metniniz',
    schedule: 'Zamanla…',
    scheduleTitle: 'Yayını zamanla',
    publishAt: 'Yayın zamanı (İstanbul)',
    confirmSchedule: 'Zamanla',
    sharePreview: 'Önizleme bağlantısı paylaş',
    previewLinks: 'Önizleme bağlantıları',
    newLink: 'Yeni bağlantı oluştur',
    sharedLinks: 'Paylaşılan bağlantılar',
    previewLink: 'Önizleme bağlantısı',
    revoke: 'İptal et',
    revoked: 'İptal edildi',
    previewGone: 'Önizleme bağlantısının süresi doldu',
    history: 'Geçmiş',
    revisions: 'Sürümler, en yenisi önce',
    olderRevision: 'Önceki sürüm',
    newerRevision: 'Sonraki sürüm',
    revisionOption: (number: number) => new RegExp(`^Sürüm ${number} · `),
    textDiff: 'Metin',
    restoreRevision: (number: number) => `Bu sürümü geri yükle (sürüm ${number})`,
    confirmRestore: 'Geri yükle',
    home: '/',
    newsPage: (slug: string) => `/haber/${slug}`,
  },
  en: {
    newItem: 'New news item',
    title: 'Title',
    teaser: 'Teaser',
    content: 'Content',
    chooseFile: 'Choose a file',
    category: 'Category',
    tags: 'Tags',
    slug: 'Slug',
    saveDraft: 'Save as draft',
    created: 'News item created successfully.',
    edited: 'News item edited successfully.',
    draft: 'Draft',
    scheduled: /^Scheduled/,
    published: /^Published/,
    publicationStatus: 'Publication status',
    autosaved: /^Saved · /,
    newerText: 'There is a newer text',
    restoreNewer: 'Restore',
    conflictTitle: 'Someone else saved this item while you were editing it',
    compare: 'Compare',
    saveMine: 'Save mine',
    comparison: 'The saved text and yours',
    schedule: 'Schedule…',
    scheduleTitle: 'Schedule publication',
    publishAt: 'Publication time (Istanbul)',
    confirmSchedule: 'Schedule',
    sharePreview: 'Share preview link',
    previewLinks: 'Preview links',
    newLink: 'Create a new link',
    sharedLinks: 'Shared links',
    previewLink: 'Preview link',
    revoke: 'Revoke',
    revoked: 'Revoked',
    previewGone: 'The preview link has expired',
    history: 'History',
    revisions: 'Versions, newest first',
    olderRevision: 'Earlier version',
    newerRevision: 'Later version',
    revisionOption: (number: number) => new RegExp(`^Version ${number} · `),
    textDiff: 'Text',
    restoreRevision: (number: number) => `Restore this version (version ${number})`,
    confirmRestore: 'Restore',
    home: '/en',
    newsPage: (slug: string) => `/en/news/${slug}`,
  },
};

type Texts = (typeof LANGUAGES)[Language];

/**
 * A preview link leads to the item's Turkish page (the site's main language) whatever the reader's
 * browser language, so its banner is the Turkish page's.
 */
const PREVIEW_BANNER = 'Önizleme — bu içerik henüz yayımlanmadı';

const paths = adminPaths('news');
const MINUTE_MS = 60_000;

/** A real JPEG poster (sharp draws a canvas), so the server's image checks run. */
async function poster(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dergi-editorial-e2e-')), 'afis.jpg');
  writeFileSync(file, await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 120, g: 60, b: 90 } } }).jpeg().toBuffer());
  return file;
}

/** What an anonymous reader gets at `address`: its status and body. */
async function asReader(address: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}${address}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** The rich-text field: the caret goes to the end of its text, where the test types on. */
async function typeAtEndOfContent(page: Page, text: Texts, typed: string) {
  const editor = page.getByRole('textbox', { name: text.content });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(typed, { delay: 10 });
}

const contentText = (page: Page, text: Texts) => page.getByRole('textbox', { name: text.content }).innerText();

/** The chip of the item's publication status on its screen. */
const statusChip = (page: Page, text: Texts) => page.getByRole('group', { name: text.publicationStatus }).locator('[data-status]');

/** Day, month, year, hours and minutes of `at` on Istanbul's clock, as the picker's sections take them typed. */
function istanbulDigits(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}${parts.month}${parts.year}${parts.hour}${parts.minute}`;
}

/** Signs in through the form (each profile its own session: a session's refresh cookie works once, then rotates). */
async function signIn(page: Page, language: Language) {
  await open(page, SIGN_IN[language].path);
  await submitSignIn(page, language);
  await page.waitForURL('**/yonetim');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  moveServerClock(0);
  await browser.close();
});

describe.each(Object.entries(LANGUAGES))("an editor's day in %s", (key, text) => {
  const language = key as Language;
  const locale = SIGN_IN[language].locale;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const title = `Kıyı kentinde yeni kütüphane ${stamp}`;
  /** A tab signed in as the editor, in this language, on `path`; it must end without a page error. */
  const asEditor = (name: string, path: string, body: (tab: BrowserTab) => Promise<void>, options?: PageOptions) =>
    withPage(
      browser,
      locale,
      `editorial-${name}-${language}`,
      async (tab) => {
        await signIn(tab.page, language);
        await open(tab.page, path);
        await body(tab);
        expect(tab.errors).toEqual([]);
      },
      options,
    );
  /** The draft every step works on. */
  const item = { id: 0, slug: '' };

  // Every step after the first works on its draft.
  beforeEach(() => {
    if (expect.getState().currentTestName?.endsWith('writes a news draft that no reader can see')) return;
    if (!item.id) throw new Error('no draft to work on: the first step failed');
  });

  it('writes a news draft that no reader can see', async () => {
    const file = await poster();
    await asEditor('draft', paths.create, async ({ page }) => {
      await page.getByLabel(text.title, { exact: true }).fill(title);
      await page.getByLabel(text.teaser, { exact: true }).fill('Eski liman binası kütüphane oluyor.');
      await page.getByRole('textbox', { name: text.content }).click();
      await page.keyboard.type('Liman binası kütüphaneye dönüşüyor.');
      await page.getByLabel(text.chooseFile).setInputFiles(file);
      await page.getByRole('img', { name: 'afis.jpg' }).waitFor();
      await page.getByRole('combobox', { name: text.category }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByRole('combobox', { name: text.tags }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text.saveDraft }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL(new RegExp(`${paths.list}/\\d+$`));
      item.id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(statusChip(page, text).textContent()).resolves.toBe(text.draft);
      item.slug = (await page.locator('dt', { hasText: text.slug }).locator('xpath=following-sibling::dd[1]').textContent())!.trim();
      expect(item.slug).not.toBe('');
    });

    // Not on the site: its page and its API answer 404, and neither the home page nor the feed names it.
    await expect(asReader(text.newsPage(item.slug))).resolves.toMatchObject({ status: 404 });
    await expect(asReader(`/api/public-news/${encodeURIComponent(item.slug)}`)).resolves.toMatchObject({ status: 404 });
    expect((await asReader(text.home)).body).not.toContain(title);
    expect((await asReader('/rss.xml')).body).not.toContain(title);
  });

  it('gets the text typed before the tab was closed back when the edit screen opens again', async () => {
    const typed = ' Açılış ilkbaharda, belediye başkanının söylediğine gö';
    await asEditor('closed-tab', paths.edit(item.id), async ({ context, page, errors }) => {
      await typeAtEndOfContent(page, text, typed);
      // Mid-sentence: the tab closes once the autosave says the text is kept.
      await page.getByRole('status').filter({ hasText: text.autosaved }).waitFor({ timeout: 20_000 });
      await page.close();

      const reopened = await context.newPage();
      reopened.on('pageerror', (error) => errors.push(String(error)));
      await open(reopened, paths.edit(item.id));
      const offer = reopened.getByRole('region', { name: text.newerText });
      await offer.waitFor();
      expect(await contentText(reopened, text)).not.toContain(typed.trim());
      await offer.getByRole('button', { name: text.restoreNewer }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await contentText(reopened, text)).toContain(typed.trim());
      // Finished and saved, still as a draft.
      await typeAtEndOfContent(reopened, text, 're bu yıl.');
      await reopened.getByRole('button', { name: text.saveDraft }).click();
      await reopened.getByText(text.edited).waitFor();
      await reopened.waitForURL(`**${paths.show(item.id)}`);
      await expect(statusChip(reopened, text).textContent()).resolves.toBe(text.draft);
      await reopened.getByText('söylediğine göre bu yıl.').waitFor();
    });
  });

  it('two tabs save the same draft: the second one is asked, compares and keeps its text', async () => {
    await withPage(
      browser,
      locale,
      `editorial-two-tabs-${language}`,
      async ({ context, page: first, errors }) => {
        await signIn(first, language);
        const second = await context.newPage();
        second.on('pageerror', (error) => errors.push(String(error)));
        // Both forms hold the same version before either tab saves.
        await open(first, paths.edit(item.id));
        await open(second, paths.edit(item.id));
        await second.getByLabel(text.teaser, { exact: true }).waitFor();

        await first.bringToFront();
        await first.getByLabel(text.teaser, { exact: true }).fill('Birinci sekmenin özeti.');
        await first.getByRole('button', { name: text.saveDraft }).click();
        await first.getByText(text.edited).waitFor();

        await second.bringToFront();
        await second.getByLabel(text.teaser, { exact: true }).fill('İkinci sekmenin özeti.');
        await second.getByRole('button', { name: text.saveDraft }).click();
        const conflict = second.getByRole('alertdialog', { name: text.conflictTitle });
        await conflict.waitFor();
        await conflict.getByRole('button', { name: text.compare }).click();
        const comparison = conflict.getByRole('table', { name: text.comparison });
        // Word by word: the saved teaser's first word struck out, the typed one's marked.
        await comparison.locator('del', { hasText: 'Birinci' }).waitFor();
        await comparison.locator('ins', { hasText: 'İkinci' }).waitFor();
        await conflict.getByRole('button', { name: text.saveMine }).click();
        await second.getByText(text.edited).waitFor();
        await second.waitForURL(`**${paths.show(item.id)}`);
        await second.getByText('İkinci sekmenin özeti.').waitFor();
        expect(errors).toEqual([]);
      },
    );
  });

  it('compares the first and the latest revision in the history and restores the first: the edit form offers its text', async () => {
    await asEditor('history', paths.show(item.id), async ({ page }) => {
      await page.getByRole('link', { name: text.history, exact: true }).click();
      await page.waitForURL(`**${paths.show(item.id)}/gecmis`);
      await page.getByRole('table', { name: text.revisions }).waitFor();

      // The first revision against the latest: the sentence finished after the closed tab is marked as added.
      await page.getByRole('combobox', { name: text.olderRevision }).click();
      await page.getByRole('listbox').getByRole('option', { name: text.revisionOption(1) }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      const textDiff = page.getByRole('region', { name: text.textDiff, exact: true });
      await textDiff.locator('ins', { hasText: 'Açılış' }).first().waitFor();
      expect(await textDiff.locator('del').count()).toBe(0);

      await page.getByRole('button', { name: text.restoreRevision(1) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.confirmRestore }).click();
      await page.waitForURL(`**${paths.edit(item.id)}`);
      const offer = page.getByRole('region', { name: text.newerText });
      await offer.getByRole('button', { name: text.restoreNewer }).click();
      await offer.waitFor({ state: 'detached' });
      expect((await contentText(page, text)).trim()).toBe('Liman binası kütüphaneye dönüşüyor.');
      await page.getByRole('button', { name: text.saveDraft }).click();
      await page.getByText(text.edited).waitFor();
      await page.waitForURL(`**${paths.show(item.id)}`);
    });
  });

  it('shares a preview link: a signed-out browser sees the draft marked as a preview, until the link is revoked', async () => {
    await withPage(
      browser,
      locale,
      `editorial-preview-${language}`,
      async ({ page, errors }) => {
        await signIn(page, language);
        await open(page, paths.show(item.id));
        await page.getByRole('button', { name: text.sharePreview }).click();
        const dialog = page.getByRole('dialog', { name: text.previewLinks });
        await dialog.getByRole('button', { name: text.newLink }).click();
        const link = dialog.getByRole('list', { name: text.sharedLinks }).getByRole('listitem').first();
        const url = await link.getByRole('textbox', { name: text.previewLink }).inputValue();
        expect(url).toMatch(/\/onizleme\/[^/?]+$/);

        let previewPage = '';
        await withPage(browser, locale, `editorial-preview-reader-${language}`, async ({ page: reader }) => {
          await open(reader, url);
          await reader.getByRole('status').filter({ hasText: PREVIEW_BANNER }).waitFor();
          await reader.getByRole('heading', { level: 1, name: title }).waitFor();
          previewPage = new URL(reader.url()).pathname + new URL(reader.url()).search;
          expect(previewPage).toMatch(new RegExp(`^/haber/${item.slug}\\?onizleme=`));
        });

        await link.getByRole('button', { name: text.revoke }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: text.revoke }).click();
        await link.getByText(text.revoked, { exact: true }).waitFor();
        expect(errors).toEqual([]);

        // Revoked: the link answers 410 in the reader's language, its page with the token no longer shows the draft.
        await withPage(browser, locale, `editorial-preview-revoked-${language}`, async ({ page: reader }) => {
          const response = await reader.goto(url);
          expect(response?.status()).toBe(410);
          await reader.getByRole('heading', { level: 1, name: text.previewGone }).waitFor();
        });
        await expect(asReader(previewPage)).resolves.toMatchObject({ status: 404 });
      },
    );
  });

  it('schedules the draft two minutes ahead: it is published once the server clock passes that time', async () => {
    // The next whole minute at least two minutes ahead, typed on Istanbul's clock whatever the browser's zone.
    const publishAt = new Date(Math.ceil((Date.now() + 2 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
    await asEditor('schedule', paths.show(item.id), async ({ page }) => {
      await page.getByRole('button', { name: text.schedule }).click();
      const dialog = page.getByRole('dialog', { name: text.scheduleTitle });
      await dialog.getByRole('group', { name: text.publishAt, exact: true }).getByRole('spinbutton').first().click();
      await page.keyboard.type(istanbulDigits(publishAt), { delay: 30 });
      await dialog.getByRole('button', { name: text.confirmSchedule, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => text.scheduled.test((await statusChip(page, text).textContent()) ?? ''));
    }, { timezoneId: 'America/New_York' });
    await expect(asReader(`/api/public-news/${encodeURIComponent(item.slug)}`)).resolves.toMatchObject({ status: 404 });

    // The server's clock passes the time; the scheduler (every 2 s here) publishes it and clears the kept pages.
    moveServerClock(publishAt.getTime() - Date.now() + MINUTE_MS);
    try {
      await eventually(async () => (await asReader(`/api/public-news/${encodeURIComponent(item.slug)}`)).status === 200, 20_000);
    } finally {
      moveServerClock(0);
    }
    expect((await asReader('/rss.xml')).body).toContain(title);
    await withPage(browser, locale, `editorial-published-${language}`, async ({ page }) => {
      await open(page, text.home);
      await page.getByRole('link', { name: title }).first().waitFor();
      await open(page, text.newsPage(item.slug));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
    await withPage(
      browser,
      locale,
      `editorial-published-status-${language}`,
      async ({ page }) => {
        await signIn(page, language);
        await open(page, paths.show(item.id));
        await eventually(async () => text.published.test((await statusChip(page, text).textContent()) ?? ''));
      },
    );
  });
});
