import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_BASE } from '../src/lib/admin-paths';
import { adminPaths } from './admin-paths';
import { SIGN_IN, accessibilityProblems, eventually, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** What an editor sees in each interface language; `other` is the language they switch to and back from. */
const LANGUAGES = {
  tr: {
    other: { radio: 'English', heading: 'Profile', nav: 'Activity log', languageHeading: 'Interface language', back: 'Türkçe' },
    accountMenu: 'Hesap menüsü',
    profileLink: 'Profil',
    heading: 'Profil',
    name: 'Ad',
    nav: 'Kayıtlar',
    sections: {
      unread: 'Okunmamış mesajlar',
      unreadCount: 'Okunmamış mesaj sayısı',
      subscribers: 'Bülten aboneleri',
      subscribersCount: 'Bülten abonesi sayısı',
      news: 'Bu ay yayımlanan haberler',
      pending: 'Bekleyen abonelik talepleri',
      expiring: '30 gün içinde bitecek abonelikler',
    },
    seeAll: 'Tümünü gör',
    file: 'Dosya seç',
    upload: 'Görseli yükle',
    change: 'Görseli değiştir',
    remove: 'Görseli kaldır',
    confirmRemove: 'Kaldır',
    uploaded: 'Profil görseli başarıyla yüklendi.',
    changed: 'Profil görseli başarıyla değiştirildi.',
    removed: 'Profil görseli başarıyla kaldırıldı.',
    table: 'Kayıtlar',
    kind: 'Kayıt türü',
    profileKind: 'Profil',
    person: 'Kişi',
    uploadedAction: 'Düzenledi',
  },
  en: {
    other: { radio: 'Türkçe', heading: 'Profil', nav: 'Kayıtlar', languageHeading: 'Arayüz dili', back: 'English' },
    accountMenu: 'Account menu',
    profileLink: 'Profile',
    heading: 'Profile',
    name: 'Name',
    nav: 'Activity log',
    sections: {
      unread: 'Unread messages',
      unreadCount: 'Number of unread messages',
      subscribers: 'Newsletter subscribers',
      subscribersCount: 'Number of newsletter subscribers',
      news: 'News published this month',
      pending: 'Pending subscription requests',
      expiring: 'Subscriptions ending within 30 days',
    },
    seeAll: 'See all',
    file: 'Choose a file',
    upload: 'Upload image',
    change: 'Change image',
    remove: 'Remove image',
    confirmRemove: 'Remove',
    uploaded: 'Profile picture uploaded successfully.',
    changed: 'Profile picture changed successfully.',
    removed: 'Profile picture removed successfully.',
    table: 'Activity log',
    kind: 'Kind of record',
    profileKind: 'Profile',
    person: 'Person',
    uploadedAction: 'Edited',
  },
};

const folder = mkdtempSync(path.join(tmpdir(), 'dergi-profile-'));
const artifacts = path.join(process.cwd(), 'e2e', 'artifacts');

/** A real PNG face (a coloured square with a lighter disc), written to a file for the file input. */
async function writeAvatar(name: string, background: { r: number; g: number; b: number }): Promise<string> {
  const disc = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="110" r="70" fill="#eee"/></svg>');
  const file = path.join(folder, name);
  writeFileSync(file, await sharp({ create: { width: 256, height: 256, channels: 3, background } }).composite([{ input: disc }]).png().toBuffer());
  return file;
}

/** Waits for a toast, then for it to go, so the next identical toast is a new one. */
async function seeToast(page: Page, text: string) {
  const toast = page.getByText(text, { exact: true });
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 15_000 });
}

/** The number a dashboard card shows (its accessible name ends with it). */
async function cardCount(card: Locator, label: string): Promise<number> {
  const count = card.getByLabel(new RegExp(`^${label}: \\d+$`));
  await count.waitFor();
  return Number((await count.getAttribute('aria-label'))!.split(': ').pop());
}

/** The app bar avatar's picture address (none: initials). */
const barAvatar = (page: Page, menu: string) => page.getByRole('button', { name: menu }).locator('img');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(Object.entries(LANGUAGES))('an editor working in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language}${Date.now().toString(36)}`;

  it('sees the numbers on the dashboard, changes the avatar and the interface language, and finds it in the activity log', async () => {
    const first = await writeAvatar(`avatar-${language}.png`, { r: 30, g: 110, b: 90 });
    const second = await writeAvatar(`avatar-2-${language}.png`, { r: 160, g: 50, b: 70 });

    await withPage(browser, SIGN_IN[language].locale, `admin-profile-${language}`, async ({ page, errors }) => {
      // A reader writes and signs up for the newsletter (the public forms of spec §7).
      await open(page, SIGN_IN[language].path);
      const csrf = (await (await page.request.get('/api/app/get-csrf-token')).json()) as { token: string };
      const headers = { 'X-CSRF-Token': csrf.token };
      const reader = `Okur ${stamp}`;
      const readerEmail = `okur-${stamp}@example.com`;
      expect((await page.request.post('/api/public-contact/send-message', { headers, data: { name: reader, email: readerEmail, phone: '05321234567', message: 'Derginiz için teşekkürler, yeni sayıyı bekliyoruz.' } })).status()).toBe(201);
      expect((await page.request.post('/api/public-newsletter-subscription/subscribe', { headers, data: { email: readerEmail } })).status()).toBe(201);

      // The dashboard is the first screen after signing in: numbers, latest items, see-all links.
      await submitSignIn(page, language);
      await page.waitForURL(`**${ADMIN_BASE}`);
      const unread = page.getByRole('region', { name: text.sections.unread });
      expect(await cardCount(unread, text.sections.unreadCount)).toBeGreaterThanOrEqual(1);
      await unread.getByRole('link', { name: reader }).waitFor();
      const subscribers = page.getByRole('region', { name: text.sections.subscribers });
      expect(await cardCount(subscribers, text.sections.subscribersCount)).toBeGreaterThanOrEqual(1);
      await subscribers.getByRole('link', { name: readerEmail }).waitFor();
      for (const name of [text.sections.news, text.sections.pending, text.sections.expiring]) {
        await page.getByRole('region', { name }).getByRole('link', { name: text.seeAll }).waitFor();
      }
      expect(await unread.getByRole('link', { name: text.seeAll }).getAttribute('href')).toBe(`${adminPaths('contacts').list}?read=false`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: path.join(artifacts, `dashboard-${language}.png`), fullPage: true });

      // The user menu leads to the profile.
      await page.getByRole('button', { name: text.accountMenu }).click();
      await page.getByRole('menuitem', { name: text.profileLink }).click();
      await page.waitForURL(`**${adminPaths('profile').list}`);
      await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
      const myName = await page.getByLabel(text.name, { exact: true }).inputValue();
      expect(myName.length).toBeGreaterThanOrEqual(2);

      // Upload, then change the avatar: the app bar shows each new picture.
      await page.getByLabel(text.file).setInputFiles(first);
      await page.getByRole('button', { name: text.upload }).click();
      await seeToast(page, text.uploaded);
      await barAvatar(page, text.accountMenu).waitFor();
      const uploadedSrc = await barAvatar(page, text.accountMenu).getAttribute('src');
      expect(uploadedSrc).toMatch(/^\/media\/avatars\//);
      expect((await page.request.get(uploadedSrc!)).status()).toBe(200);

      await page.getByLabel(text.file).setInputFiles(second);
      await page.getByRole('button', { name: text.change }).click();
      await seeToast(page, text.changed);
      await eventually(async () => (await barAvatar(page, text.accountMenu).getAttribute('src')) !== uploadedSrc);
      const changedSrc = await barAvatar(page, text.accountMenu).getAttribute('src');
      expect(changedSrc).toMatch(/^\/media\/avatars\//);
      expect(changedSrc).not.toBe(uploadedSrc);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: path.join(artifacts, `profile-${language}.png`), fullPage: true });

      // The interface language: the admin switches at once, and stays switched after a reload (stored on the user).
      await page.getByRole('radio', { name: text.other.radio }).click();
      await page.getByRole('heading', { level: 1, name: text.other.heading }).waitFor();
      await page.getByRole('link', { name: text.other.nav }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language === 'tr' ? 'en' : 'tr');
      await page.reload();
      await page.getByRole('heading', { name: text.other.languageHeading }).waitFor();
      await page.screenshot({ path: path.join(artifacts, `profile-switched-${language}.png`), fullPage: true });
      await page.getByRole('radio', { name: text.other.back }).click();
      await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();

      // The activity log has the avatar changes, filtered by person and kind through the URL.
      await page.getByRole('link', { name: text.nav, exact: true }).click();
      await page.waitForURL(`**${adminPaths('audit').list}`);
      const table = page.getByRole('table', { name: text.table });
      await table.waitFor();
      await page.getByRole('combobox', { name: text.kind }).click();
      await page.getByRole('option', { name: text.profileKind, exact: true }).click();
      await page.waitForURL(/kind=Profile/);
      await page.getByRole('combobox', { name: text.person }).click();
      await page.getByRole('option', { name: myName, exact: true }).click();
      await page.waitForURL(/userId=\d+/);
      await table.getByRole('row').nth(1).waitFor();
      const rows = table.getByRole('row');
      expect(await rows.count()).toBeGreaterThanOrEqual(3); // header + the upload and the change (+ the language changes)
      const newest = (await rows.nth(1).textContent()) ?? '';
      expect(newest).toContain(myName);
      expect(newest).toContain(text.profileKind);
      await page.screenshot({ path: path.join(artifacts, `audit-${language}.png`), fullPage: true });

      // Removing the avatar asks first; the app bar goes back to the initials.
      await open(page, adminPaths('profile').list);
      await page.getByRole('button', { name: text.remove }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.confirmRemove }).click();
      await seeToast(page, text.removed);
      await barAvatar(page, text.accountMenu).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  }, 180_000);
});
