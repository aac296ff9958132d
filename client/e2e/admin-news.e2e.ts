import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminPaths } from './admin-paths';
import { SIGN_IN, eventually, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** The News screens in each interface language. */
const LANGUAGES = {
  tr: {
    nav: 'Haberler',
    adminMenu: 'Yönetim menüsü',
    newItem: 'Yeni haber',
    title: 'Başlık',
    teaser: 'Özet',
    content: 'İçerik',
    chooseFile: 'Dosya seç',
    chooseFiles: 'Dosyaları seç',
    category: 'Kategori',
    tags: 'Etiketler',
    threeDays: '3 gün',
    create: 'Şimdi yayımla',
    save: 'Güncelle',
    edit: 'Düzenle',
    created: 'Haber başarıyla oluşturuldu.',
    edited: 'Haber başarıyla düzenlendi.',
    gallery: 'Galeriyi yönet',
    photos: 'Galerideki fotoğraflar',
    upload: 'Yükle',
    uploaded: 'Fotoğraflar başarıyla yüklendi.',
    removePhoto: (number: number) => `${number}. fotoğrafı sil`,
    confirmDelete: 'Sil',
    photoDeleted: 'Fotoğraf başarıyla silindi.',
    table: 'Haberler',
    featuredUntil: 'tarihine kadar',
  },
  en: {
    nav: 'News',
    adminMenu: 'Admin menu',
    newItem: 'New news item',
    title: 'Title',
    teaser: 'Teaser',
    content: 'Content',
    chooseFile: 'Choose a file',
    chooseFiles: 'Choose files',
    category: 'Category',
    tags: 'Tags',
    threeDays: '3 days',
    create: 'Publish now',
    save: 'Update',
    edit: 'Edit',
    created: 'News item created successfully.',
    edited: 'News item edited successfully.',
    gallery: 'Manage the gallery',
    photos: 'Photos in the gallery',
    upload: 'Upload',
    uploaded: 'Photos uploaded successfully.',
    removePhoto: (number: number) => `Delete photo ${number}`,
    confirmDelete: 'Delete',
    photoDeleted: 'Photo deleted successfully.',
    table: 'News',
    featuredUntil: 'Until',
  },
};

const paths = adminPaths('news');
const SCREENSHOTS = path.join(process.cwd(), 'e2e', 'artifacts', 'screens');

/** Real JPEG files (sharp draws a coloured canvas), so the server's image checks and variants run. */
async function jpegs(names: string[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dergi-news-e2e-'));
  return Promise.all(
    names.map(async (name, index) => {
      const file = path.join(dir, name);
      const body = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 40 + index * 60, g: 90, b: 160 - index * 30 } } })
        .jpeg()
        .toBuffer();
      writeFileSync(file, body);
      return file;
    }),
  );
}

/** The whole screen, in a window as tall as the page (a full-page shot paints the fixed app bar mid-page). */
async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  await page.setViewportSize(viewport);
}

/** Chooses the first option the tag field still offers (chosen ones are filtered out). */
async function chooseFirstTag(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const name = (await option.textContent()) ?? '';
  await option.click();
  return name;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(Object.entries(LANGUAGES))('an editor managing news in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;

  it('creates a news item with a poster, two tags and a 3-day featuring period, fills its gallery and renames it', async () => {
    const [poster, ...photos] = await jpegs(['afis.jpg', 'foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg']);
    const title = `Kent tiyatrosu açıldı ${stamp}`;
    const renamed = `Kent tiyatrosu perde açtı ${stamp}`;

    await withPage(browser, SIGN_IN[language].locale, `admin-news-${language}`, async ({ page, errors }) => {
      await open(page, SIGN_IN[language].path);
      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');
      // The admin menu, not the public page's links of the same name that may still be on screen.
      await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.nav, exact: true }).click();
      await page.waitForURL(`**${paths.list}`);
      await page.getByRole('table', { name: text.table }).waitFor();

      // Create.
      await page.getByRole('link', { name: text.newItem }).click();
      await page.waitForURL(`**${paths.create}`);
      await page.getByRole('radio', { name: text.threeDays }).check();
      await page.getByLabel(text.title, { exact: true }).fill(title);
      await page.getByLabel(text.teaser, { exact: true }).fill('Yeni sahne ilk oyununu sergiledi.');
      await page.getByRole('textbox', { name: text.content }).click();
      await page.keyboard.type('Kentin yeni tiyatrosu ilk perdesini açtı.');
      await page.getByLabel(text.chooseFile).setInputFiles(poster);
      await page.getByRole('img', { name: 'afis.jpg' }).waitFor();
      await page.getByRole('combobox', { name: text.category }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      const tags = [await chooseFirstTag(page, text.tags), await chooseFirstTag(page, text.tags)];
      await screenshot(page, `news-form-${language}`);
      await page.getByRole('button', { name: text.create }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL(new RegExp(`${paths.list}/\\d+$`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      for (const tag of tags) await page.locator('dd').getByText(tag, { exact: true }).waitFor();
      await page.getByText(text.featuredUntil).first().waitFor();
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      // Gallery: three photos in, one out.
      await page.getByRole('link', { name: text.gallery }).click();
      await page.waitForURL(`**${paths.show(id)}/resimler`);
      await page.getByLabel(text.chooseFiles).setInputFiles(photos);
      await page.getByRole('button', { name: text.upload }).click();
      await page.getByText(text.uploaded).waitFor();
      const gallery = page.getByRole('list', { name: text.photos });
      await gallery.getByRole('listitem').nth(2).waitFor();
      expect(await gallery.getByRole('listitem').count()).toBe(3);
      await screenshot(page, `news-gallery-${language}`);
      await gallery.getByRole('button', { name: text.removePhoto(2) }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await page.getByText(text.photoDeleted).waitFor();
      // While the dialog closes the page behind it is aria-hidden: count once it is gone.
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => (await gallery.getByRole('listitem').count()) === 2);
      await expect(gallery.getByRole('img').evaluateAll((images) => images.length)).resolves.toBe(2);

      // Rename: the edit form shows the stored values.
      await open(page, paths.edit(id));
      const titleField = page.getByLabel(text.title, { exact: true });
      await expect(titleField.inputValue()).resolves.toBe(title);
      await expect(page.getByRole('radio', { name: text.threeDays }).isChecked()).resolves.toBe(true);
      await titleField.fill(renamed);
      await page.getByRole('button', { name: text.save }).click();
      await page.getByText(text.edited).waitFor();
      await page.waitForURL(`**${paths.show(id)}`);

      // The list shows the new title.
      await open(page, `${paths.list}?query=${encodeURIComponent(renamed)}`);
      await page.getByRole('table', { name: text.table }).getByRole('link', { name: renamed, exact: true }).waitFor();
      await screenshot(page, `news-list-${language}`);
      expect(errors).toEqual([]);
    });
  });
});
