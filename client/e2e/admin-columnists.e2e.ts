import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminPaths } from './admin-paths';
import { SIGN_IN, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** The Columnists screens in each interface language. */
const LANGUAGES = {
  tr: {
    nav: 'Köşe yazarları',
    table: 'Köşe yazarları',
    newItem: 'Yeni köşe yazarı',
    name: 'Ad',
    file: 'Dosya seç',
    stored: 'Kayıtlı görsel',
    portrait: (name: string) => `${name} portresi`,
    create: 'Oluştur',
    save: 'Kaydet',
    editButton: 'Düzenle',
    required: ['Köşe yazarının adı zorunludur.', 'Portre görseli zorunludur.'],
    search: 'Köşe yazarı ara',
    edit: (name: string) => `${name} adlı köşe yazarını düzenle`,
    remove: (name: string) => `${name} adlı köşe yazarını sil`,
    confirmDelete: 'Sil',
    created: 'Köşe yazarı başarıyla oluşturuldu.',
    edited: 'Köşe yazarı başarıyla düzenlendi.',
    deleted: 'Köşe yazarı başarıyla silindi.',
  },
  en: {
    nav: 'Columnists',
    table: 'Columnists',
    newItem: 'New columnist',
    name: 'Name',
    file: 'Choose a file',
    stored: 'Stored image',
    portrait: (name: string) => `Portrait of ${name}`,
    create: 'Create',
    save: 'Save',
    editButton: 'Edit',
    required: ["The columnist's name is required.", 'A portrait is required.'],
    search: 'Search columnists',
    edit: (name: string) => `Edit columnist ${name}`,
    remove: (name: string) => `Delete columnist ${name}`,
    confirmDelete: 'Delete',
    created: 'Columnist created successfully.',
    edited: 'Columnist edited successfully.',
    deleted: 'Columnist deleted successfully.',
  },
};

const paths = adminPaths('columnists');
const showUrl = new RegExp(`${paths.list}/\\d+$`);
const artifacts = path.join(process.cwd(), 'e2e', 'artifacts');
const folder = mkdtempSync(path.join(tmpdir(), 'dergi-columnists-'));

/** A real JPEG portrait (a coloured square with a darker disc), written to a file for the file input. */
async function writePortrait(name: string, background: { r: number; g: number; b: number }): Promise<string> {
  const disc = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><circle cx="240" cy="200" r="120" fill="#333"/></svg>');
  const file = path.join(folder, name);
  const jpeg = await sharp({ create: { width: 480, height: 480, channels: 3, background } })
    .composite([{ input: disc }])
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return file;
}

/** Whether an image element has loaded a real picture. */
const loaded = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

async function waitLoaded(image: Locator) {
  await image.waitFor();
  for (let tries = 0; !(await loaded(image)); tries++) {
    if (tries > 100) throw new Error('the image did not load');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

describe.each(Object.entries(LANGUAGES))('an editor managing columnists in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const name = `Ayşe Öztürk ${stamp}`;
  const renamed = `Ayşe Öztürk Kaya ${stamp}`;

  it('creates a columnist with a portrait, renames them, replaces the portrait and deletes them', async () => {
    const first = await writePortrait(`portre-${language}.jpg`, { r: 200, g: 60, b: 40 });
    const second = await writePortrait(`yeni-portre-${language}.jpg`, { r: 40, g: 90, b: 200 });

    await withPage(browser, SIGN_IN[language].locale, `admin-columnists-${language}`, async ({ page, errors }) => {
      await open(page, SIGN_IN[language].path);
      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');
      await page.getByRole('link', { name: text.nav, exact: true }).click();
      await page.waitForURL(`**${paths.list}`);
      const table = page.getByRole('table', { name: text.table });
      await table.getByRole('row').nth(1).waitFor();
      await page.screenshot({ path: path.join(artifacts, `columnists-list-${language}.png`), fullPage: true });

      // Create: an empty form asks for the name and the portrait; the chosen file is previewed.
      await page.getByRole('link', { name: text.newItem }).click();
      await page.waitForURL(`**${paths.create}`);
      await page.getByRole('button', { name: text.create }).click();
      for (const message of text.required) await page.getByText(message).waitFor();
      await page.getByLabel(text.name, { exact: true }).fill(name);
      await page.getByLabel(text.file).setInputFiles(first);
      const preview = page.getByRole('img', { name: `portre-${language}.jpg` });
      await waitLoaded(preview);
      expect(await preview.getAttribute('src')).toMatch(/^blob:/);
      await page.getByText(text.required[1]).waitFor({ state: 'detached' });
      await page.screenshot({ path: path.join(artifacts, `columnists-form-${language}.png`), fullPage: true });
      await page.getByRole('button', { name: text.create }).click();
      await page.getByText(text.created, { exact: true }).waitFor();
      await page.waitForURL(showUrl);
      const stored = page.getByRole('img', { name: text.portrait(name) });
      await waitLoaded(stored);
      const firstUrl = await stored.getAttribute('src');
      expect(firstUrl).toMatch(/^\/media\/columnists\//);
      await page.screenshot({ path: path.join(artifacts, `columnists-show-${language}.png`), fullPage: true });

      // The list row shows the round thumbnail.
      await open(page, `${paths.list}?query=${encodeURIComponent(name)}`);
      const row = page.getByRole('table', { name: text.table }).getByRole('row').filter({ hasText: name });
      const avatar = row.locator('img');
      await waitLoaded(avatar);
      expect(await avatar.getAttribute('src')).toMatch(/^\/media\/columnists\//);
      expect(await avatar.evaluate((element) => getComputedStyle(element.parentElement!).borderRadius)).toBe('50%');
      await expect(row.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toMatch(showUrl);

      // Edit the name: the form shows the stored values and portrait.
      await row.getByRole('link', { name: text.edit(name) }).click();
      await page.waitForURL(/\/duzenle$/);
      await expect(page.getByLabel(text.name, { exact: true }).inputValue()).resolves.toBe(name);
      await waitLoaded(page.getByRole('img', { name: text.stored }));
      await page.getByLabel(text.name, { exact: true }).fill(renamed);
      await page.getByRole('button', { name: text.save }).click();
      await page.waitForURL(showUrl);
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      expect(await page.getByRole('img', { name: text.portrait(renamed) }).getAttribute('src')).toBe(firstUrl);
      await seeToast(page, text.edited);

      // Replace the portrait.
      await page.getByRole('link', { name: text.editButton, exact: true }).click();
      await page.waitForURL(/\/duzenle$/);
      await page.getByLabel(text.file).setInputFiles(second);
      await waitLoaded(page.getByRole('img', { name: `yeni-portre-${language}.jpg` }));
      await page.getByRole('button', { name: text.save }).click();
      await page.getByText(text.edited, { exact: true }).waitFor();
      await page.waitForURL(showUrl);
      const replaced = page.getByRole('img', { name: text.portrait(renamed) });
      await waitLoaded(replaced);
      expect(await replaced.getAttribute('src')).not.toBe(firstUrl);

      // Delete after the confirmation.
      await open(page, `${paths.list}?query=${encodeURIComponent(renamed)}`);
      const list = page.getByRole('table', { name: text.table });
      await list.getByText(renamed).waitFor();
      await page.getByRole('button', { name: text.remove(renamed) }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(renamed).waitFor();
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await page.getByText(text.deleted, { exact: true }).waitFor();
      await list.getByText(renamed).waitFor({ state: 'detached' });

      expect(errors).toEqual([]);
    });
  });
});
