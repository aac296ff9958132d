import type { Browser, Page } from 'playwright-core';
import { adminPaths } from './admin-paths';
import { SIGN_IN, eventually, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/**
 * Keyboard, focus and language (issue 13 §4), in each language: a failed submit focuses the first
 * invalid field and announces the count; a sent form announces its result and keeps focus off
 * `<body>`; a page change announces the title and focuses the h1; MUI buttons show a focus ring;
 * magazine content is lang="tr" on English pages; the admin's skip link, its current menu item's
 * focus and the delete dialog's focus on Cancel.
 */

const TEXTS = {
  tr: {
    home: '/',
    contact: '/iletisim',
    send: 'Mesajı gönder',
    errorCount: '4 alan hatalı. İlk hatalı alana geçildi.',
    personal: '/abonelik/bireysel',
    request: 'Abonelik talebini gönder',
    requested: 'Abonelik talebiniz alındı.',
    newsNav: 'Haberler',
    switchTo: 'English',
    adminMenu: 'Yönetim menüsü',
    cancel: 'Vazgeç',
    table: 'Haberler',
  },
  en: {
    home: '/en',
    contact: '/en/contact',
    send: 'Send message',
    errorCount: '4 fields have errors. Moved to the first one.',
    personal: '/en/subscription/personal',
    request: 'Send subscription request',
    requested: 'Your subscription request has been received.',
    newsNav: 'News',
    switchTo: 'Türkçe',
    adminMenu: 'Admin menu',
    cancel: 'Cancel',
    table: 'News',
  },
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What has focus: its tag, id, text, name attribute and `aria-current`. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: element?.innerText.trim() ?? '',
      name: element?.getAttribute('name') ?? '',
      href: element?.getAttribute('href') ?? '',
      current: element?.getAttribute('aria-current') ?? '',
    };
  });
}

/** The focused element's outline and shadow, as the screen shows them. */
function focusStyle(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow, background: style.backgroundColor };
  });
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` presses); answers how many it took. */
async function tabUntil(page: Page, matches: (element: Awaited<ReturnType<typeof focused>>) => boolean, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return presses;
  }
  throw new Error(`no such element within ${limit} Tabs`);
}

describe.each(Object.entries(TEXTS))('keyboard, focus and language in %s', (key, text) => {
  const language = key as Language;
  const locale = SIGN_IN[language].locale;

  it('a failed submit focuses the first invalid field and announces the number of errors', async () => {
    await withPage(browser, locale, `a11y-contact-${language}`, async ({ page }) => {
      await open(page, text.contact);
      await page.getByRole('button', { name: text.send }).focus();
      await page.keyboard.press('Enter');
      await eventually(async () => (await focused(page)).name === 'name');
      expect(await page.locator('main form [name="name"]').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('[data-form-errors]').textContent()).toBe(text.errorCount);
      expect(await page.locator('[data-form-errors]').getAttribute('aria-live')).toBe('assertive');
    });
  });

  it('a sent form announces its result and keeps focus off <body>', async () => {
    await withPage(browser, locale, `a11y-sent-${language}`, async ({ page }) => {
      await open(page, text.personal);
      // The reader band's newsletter field is also named "email": the fields of the page's own form.
      const form = page.locator('main form');
      await form.locator('[name="name"]').fill('Deniz Aksoy');
      await form.locator('[name="email"]').fill(`a11y-${language}-${Date.now()}@example.com`);
      await form.locator('[name="phone"]').fill('0312 444 55 66');
      await form.locator('[name="address"]').fill('Kızılay Mah. Atatürk Blv. No: 1, Çankaya, Ankara');
      await page.getByRole('button', { name: text.request }).focus();
      await page.keyboard.press('Enter');
      const status = page.getByRole('status').filter({ hasText: text.requested });
      await status.waitFor();
      await eventually(async () => (await focused(page)).tag !== 'body');
      // Focus is on the outcome note that holds the announcement.
      expect(await page.evaluate(() => document.activeElement?.querySelector('[role="status"]')?.textContent ?? '')).toContain(text.requested);
    });
  });

  it('a page change by keyboard announces the new title and focuses its h1; the first load does neither', async () => {
    await withPage(browser, locale, `a11y-route-${language}`, async ({ page }) => {
      await open(page, text.home);
      const announcer = page.locator('[data-route-announcer]');
      expect([await announcer.textContent(), (await focused(page)).tag]).toEqual(['', 'body']);
      await page.getByRole('banner').getByRole('link', { name: text.newsNav, exact: true }).first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${language === 'tr' ? '/haber' : '/en/news'}`);
      await eventually(async () => (await focused(page)).tag === 'h1');
      const title = await page.title();
      await eventually(async () => (await announcer.textContent()) === title);
      expect(await announcer.getAttribute('aria-live')).toBe('polite');
    });
  });

  it('MUI buttons show a focus ring when reached by keyboard', async () => {
    await withPage(browser, locale, `a11y-ring-${language}`, async ({ page }) => {
      await open(page, text.home);
      await tabUntil(page, (element) => element.text === text.switchTo);
      const ring = await focusStyle(page);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      const blurred = await page.getByRole('banner').getByRole('link', { name: text.switchTo }).evaluate((element) => getComputedStyle(element).outlineStyle);
      expect([ring.outline, blurred]).toEqual([expect.stringMatching(/^solid [3-9]px/), 'none']);
    });
  });

  it('magazine content is marked lang="tr": "EDEBİYAT" upper-cased the Turkish way', async () => {
    await withPage(browser, locale, `a11y-lang-${language}`, async ({ page }) => {
      await open(page, `${text.home === '/' ? '' : text.home}${language === 'tr' ? '/haber' : '/news'}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const kicker = page.locator('article [lang="tr"]').filter({ hasText: /^Edebiyat$/ }).first();
      expect(await kicker.evaluate((element) => (element as HTMLElement).innerText)).toBe('EDEBİYAT');
      // A news item's title, teaser and body are content; the page around them is the interface.
      const link = page.locator('article h3 a').first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL(`**${href}`);
      await page.locator('h1[lang]').waitFor();
      expect(await page.locator('h1').getAttribute('lang')).toBe('tr');
      expect(await page.locator('article [lang="tr"]').count()).toBeGreaterThanOrEqual(3);
    });
  });

  it('the admin: skip link first, the current menu item shows focus, a delete dialog opens on Cancel', async () => {
    await withPage(browser, locale, `a11y-admin-${language}`, async ({ page }) => {
      await open(page, SIGN_IN[language].path);
      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');
      // Signing in is a page change: the dashboard's title is announced and focus is not on <body>.
      await eventually(async () => (await focused(page)).tag === 'h1');
      await eventually(async () => (await page.locator('[data-route-announcer]').textContent()) === (await page.title()));

      const news = adminPaths('news');
      await open(page, news.list);
      await page.getByRole('table', { name: text.table }).waitFor();
      await page.keyboard.press('Tab');
      expect((await focused(page)).href).toBe('#main');
      await page.keyboard.press('Enter');
      expect((await focused(page)).id).toBe('main');

      // The current menu item, focused by keyboard, differs from itself unfocused.
      await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.newsNav, exact: true }).waitFor();
      // From the menu's first link by keyboard (a list long enough puts more than the limit of Tabs
      // between the main content and the menu).
      await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link').first().focus();
      await tabUntil(page, (element) => element.current === 'page' && element.text === text.newsNav);
      const focusedLook = await focusStyle(page);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      const current = page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.newsNav, exact: true });
      const unfocusedLook = await current.evaluate((element) => {
        const style = getComputedStyle(element);
        return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow, background: style.backgroundColor };
      });
      expect(focusedLook).not.toEqual(unfocusedLook);
      expect(focusedLook.outline).toMatch(/^solid [3-9]px/);

      // Delete: the confirmation opens with focus on Cancel; Enter there closes it and deletes nothing.
      const table = page.getByRole('table', { name: text.table });
      const rows = await table.getByRole('row').count();
      await table.getByRole('button', { name: new RegExp(language === 'tr' ? 'sil' : 'delete', 'i') }).first().focus();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor();
      expect((await focused(page)).text).toBe(text.cancel);
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      expect(await table.getByRole('row').count()).toBe(rows);
    });
  });
});
