import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminPaths } from './admin-paths';
import { SIGN_IN, accessibilityProblems, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** The office's inbox screens in each interface language (the admin speaks the user's stored language). */
const LANGUAGES = {
  tr: {
    subscriptions: {
      table: 'Abonelik talepleri',
      pending: 'Onay bekliyor',
      confirmed: 'Onaylandı',
      confirm: 'Onayla',
      confirmedToast: 'Abonelik başarıyla onaylandı.',
      running: /\(sürüyor\)$/,
      export: 'Gönderim listesini indir (CSV)',
      status: 'Durum',
    },
    contacts: {
      table: 'İletişim mesajları',
      unread: 'yeni',
      reply: 'E-postayla yanıtla',
      notRead: 'Okunmadı',
      remove: 'Sil',
      cannotBeUndone: 'Bu işlem geri alınamaz.',
      deleted: 'Mesaj başarıyla silindi.',
      empty: 'Aramanızla eşleşen mesaj yok.',
    },
    adverts: { table: 'Reklamlar', edit: (name: string) => `${name} reklamını düzenle`, name: 'Ad', link: 'Bağlantı', save: 'Kaydet', edited: 'Reklam başarıyla düzenlendi.' },
    pages: { table: 'Sayfa blokları', edit: 'Ana sayfa, birinci blok bloğunu düzenle', news: 'Haber', save: 'Kaydet', edited: 'Sayfa başarıyla düzenlendi.' },
  },
  en: {
    subscriptions: {
      table: 'Subscription requests',
      pending: 'Pending',
      confirmed: 'Confirmed',
      confirm: 'Confirm',
      confirmedToast: 'Subscription confirmed successfully.',
      running: /\(running\)$/,
      export: 'Export shipping list (CSV)',
      status: 'Status',
    },
    contacts: {
      table: 'Contact messages',
      unread: 'new',
      reply: 'Reply by email',
      notRead: 'Not read',
      remove: 'Delete',
      cannotBeUndone: 'This action cannot be undone.',
      deleted: 'Message deleted successfully.',
      empty: 'No message matches your search.',
    },
    adverts: { table: 'Adverts', edit: (name: string) => `Edit advert ${name}`, name: 'Name', link: 'Link', save: 'Save', edited: 'Advert edited successfully.' },
    pages: { table: 'Page blocks', edit: 'Edit the block Home page, first block', news: 'News item', save: 'Save', edited: 'Page edited successfully.' },
  },
};

const artifacts = path.join(process.cwd(), 'e2e', 'artifacts');

/** A reader's form sent from the page (its CSRF token and cookie), as the public site sends it. */
async function sendAsReader(page: Page, apiPath: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ apiPath, body }) => {
      const { token } = (await (await fetch('/api/app/get-csrf-token', { credentials: 'include' })).json()) as { token: string };
      const response = await fetch(`/api${apiPath}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token }, body: JSON.stringify(body) });
      return response.status;
    },
    { apiPath, body },
  );
}

/** What the reader's site answers anonymously for a public path. */
async function publicJson(page: Page, apiPath: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (apiPath) => (await fetch(`/api${apiPath}`, { credentials: 'omit' })).json(), apiPath);
}

/**
 * The serious and critical axe findings inside the screen's <main> (the same rules as
 * `accessibilityProblems`, which also loads axe into the page); the shared admin header and menu are
 * left to their own tests.
 */
async function screenProblems(page: Page): Promise<string[]> {
  await accessibilityProblems(page);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; help: string; nodes: Array<{ target: string[]; html: string }> };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run({ include: [['main']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.html).slice(0, 3).join(', ')}`);
  });
}

/** Waits for a toast, then for it to go, so the next identical toast is a new one. */
async function seeToast(page: Page, text: string) {
  const toast = page.getByText(text, { exact: true });
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 15_000 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(Object.entries(LANGUAGES))('an editor working through the office inbox in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const subscriber = `Ayşe Öztürk ${stamp}`;
  const writer = `Zeynep Çelik ${stamp}`;

  it('confirms a subscription, exports the shipping list, reads and deletes a message, edits the home advert and a page slot', async () => {
    await withPage(browser, SIGN_IN[language].locale, `admin-inbox-${language}`, async ({ page, errors }) => {
      // A reader asks for a subscription and writes a message.
      await open(page, SIGN_IN[language].path);
      const address = `Kızılay Mah. Şehit Sokak No: 3 (${stamp}), Çankaya, Ankara`;
      expect(await sendAsReader(page, '/public-subscriptions/personal', { name: subscriber, email: 'ayse.ozturk@example.com', phone: '0312 444 55 66', address })).toBe(201);
      expect(await sendAsReader(page, '/public-contact/send-message', { name: writer, email: 'zeynep@example.com', phone: '+90 (312) 555 12 34', message: `Eylül sayısını nereden bulabilirim? ${stamp}` })).toBe(201);

      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');

      // Subscription: the pending request, confirmed after asking; it now runs for 12 months.
      const subscriptions = adminPaths('subscriptions');
      await open(page, `${subscriptions.list}?status=pending&query=${encodeURIComponent(stamp)}`);
      const requests = page.getByRole('table', { name: text.subscriptions.table });
      const row = requests.getByRole('row').filter({ hasText: subscriber });
      await row.getByText(text.subscriptions.pending).waitFor();
      await page.screenshot({ path: path.join(artifacts, `inbox-subscriptions-${language}.png`), fullPage: true });
      expect(await screenProblems(page)).toEqual([]);
      await row.getByRole('link', { name: subscriber, exact: true }).click();
      await page.waitForURL(/\/yonetim\/abonelikler\/\d+$/);
      await page.getByText(address).waitFor();
      await page.getByRole('button', { name: text.subscriptions.confirm }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.subscriptions.confirm }).click();
      await page.getByText(text.subscriptions.confirmedToast, { exact: true }).waitFor();
      await page.getByText(text.subscriptions.confirmed, { exact: true }).waitFor();
      await page.getByText(text.subscriptions.running).waitFor();
      expect(await page.getByRole('button', { name: text.subscriptions.confirm }).count()).toBe(0);
      await page.screenshot({ path: path.join(artifacts, `inbox-subscription-confirmed-${language}.png`), fullPage: true });

      // The shipping list of the active subscriptions holds the new subscriber, Turkish letters intact.
      await open(page, subscriptions.list);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.subscriptions.export }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv).toContain(subscriber);
      expect(csv).toContain(address);

      // Contact: unread in the list, read once opened; a mailto reply; deleted after the confirmation.
      const contacts = adminPaths('contacts');
      await open(page, `${contacts.list}?query=${encodeURIComponent(stamp)}`);
      const messages = page.getByRole('table', { name: text.contacts.table });
      const message = messages.getByRole('row').filter({ hasText: writer });
      await message.getByText(text.contacts.unread, { exact: true }).waitFor();
      await page.screenshot({ path: path.join(artifacts, `inbox-contacts-${language}.png`), fullPage: true });
      await message.getByRole('link', { name: writer, exact: true }).click();
      await page.waitForURL(/\/yonetim\/iletisim\/\d+$/);
      await page.getByText(`Eylül sayısını nereden bulabilirim? ${stamp}`).waitFor();
      expect(await page.getByRole('link', { name: text.contacts.reply }).getAttribute('href')).toMatch(/^mailto:zeynep@example\.com\?subject=/);
      await page.getByText(text.contacts.notRead).waitFor({ state: 'detached' });
      await page.screenshot({ path: path.join(artifacts, `inbox-contact-${language}.png`), fullPage: true });
      expect(await screenProblems(page)).toEqual([]);
      await open(page, `${contacts.list}?query=${encodeURIComponent(stamp)}`);
      await message.getByRole('link', { name: writer, exact: true }).waitFor();
      expect(await message.getByText(text.contacts.unread, { exact: true }).count()).toBe(0);
      await message.getByRole('link', { name: writer, exact: true }).click();
      await page.waitForURL(/\/yonetim\/iletisim\/\d+$/);
      await page.getByRole('button', { name: text.contacts.remove, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(text.contacts.cannotBeUndone).waitFor();
      await dialog.getByRole('button', { name: text.contacts.remove }).click();
      await page.getByText(text.contacts.deleted, { exact: true }).waitFor();
      await page.waitForURL(`**${contacts.list}`);
      await open(page, `${contacts.list}?query=${encodeURIComponent(stamp)}`);
      await page.getByText(text.contacts.empty).waitFor();

      // The home advert: a new name and link, shown by the reader's site at once.
      const adverts = adminPaths('adverts');
      await open(page, adverts.list);
      const advertRow = page.getByRole('table', { name: text.adverts.table }).getByRole('row').filter({ hasText: 'home-main' });
      const current = (await advertRow.getByRole('link').first().textContent())!.trim();
      await advertRow.getByRole('link', { name: text.adverts.edit(current) }).click();
      await page.waitForURL(/\/yonetim\/reklamlar\/\d+\/duzenle$/);
      const advertName = `Kış kampanyası ${stamp}`;
      await page.getByLabel(text.adverts.name, { exact: true }).fill(advertName);
      await page.getByLabel(text.adverts.link, { exact: true }).fill(`https://example.com/kampanya-${language}`);
      await page.getByRole('button', { name: text.adverts.save }).click();
      await seeToast(page, text.adverts.edited);
      await page.waitForURL(`**${adverts.list}`);
      await page.getByRole('table', { name: text.adverts.table }).getByText(advertName).waitFor();
      expect(await publicJson(page, '/public-adverts/home-main')).toMatchObject({ name: advertName, link: `https://example.com/kampanya-${language}` });

      // The first home block: another news item picked by searching its title.
      const pages = adminPaths('pages');
      await open(page, pages.list);
      await page.getByRole('link', { name: text.pages.edit }).click();
      await page.waitForURL(/\/yonetim\/sayfalar\/\d+\/duzenle$/);
      const field = page.getByRole('combobox', { name: text.pages.news });
      const before = await field.inputValue();
      await field.fill('');
      await field.press('ArrowDown');
      const options = page.getByRole('option');
      await options.first().waitFor();
      const candidates = (await options.allTextContents()).map((option) => option.trim());
      const pickedIndex = candidates.findIndex((option) => !option.startsWith(before));
      const picked = (await options.nth(pickedIndex).locator('span').first().textContent())!.trim();
      await field.fill(picked.slice(0, 12));
      await page.getByRole('option', { name: picked }).first().click();
      await page.getByRole('button', { name: text.pages.save }).click();
      await seeToast(page, text.pages.edited);
      await page.waitForURL(`**${pages.list}`);
      await page.getByRole('table', { name: text.pages.table }).getByText(picked).waitFor();
      await page.screenshot({ path: path.join(artifacts, `inbox-pages-${language}.png`), fullPage: true });
      expect(await publicJson(page, '/public-page-news/home-primary')).toMatchObject({ area: 'home-primary', news: { title: picked } });

      // Both on the reader's home page at once.
      await open(page, language === 'tr' ? '/' : '/en');
      const home = await page.content();
      expect(home).toContain(`href="https://example.com/kampanya-${language}"`);
      expect(home).toContain(advertName);
      await page.getByRole('main').getByRole('link', { name: picked }).first().waitFor();

      expect(errors).toEqual([]);
    });
  });
});
