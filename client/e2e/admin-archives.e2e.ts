import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminPaths } from './admin-paths';
import { SIGN_IN, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** The Archive screens in each interface language. */
const LANGUAGES = {
  tr: {
    nav: 'Arşivler',
    newItem: 'Yeni arşiv sayısı',
    create: 'Şimdi yayımla',
    save: 'Güncelle',
    table: 'Arşiv sayıları',
    search: 'Arşivde ara',
    labels: { title: 'Başlık', description: 'Açıklama', price: 'Fiyat', link: 'Satın alma bağlantısı', yes: 'Evet', masthead: 'Künye', content: 'İçindekiler' },
    required: ['Başlık zorunludur.', 'Kapak görseli zorunludur.', 'PDF önizleme dosyası zorunludur.', 'Künye zorunludur.', 'İçindekiler zorunludur.'],
    openPdf: 'PDF önizlemeyi aç',
    price: '₺250,50',
    editedPrice: '₺1.250,00',
    edit: (title: string) => `${title} arşiv sayısını düzenle`,
    remove: (title: string) => `${title} arşiv sayısını sil`,
    confirmDelete: 'Sil',
    cannotBeUndone: 'Bu işlem geri alınamaz.',
    created: 'Arşiv sayısı başarıyla oluşturuldu.',
    edited: 'Arşiv sayısı başarıyla düzenlendi.',
    deleted: 'Arşiv sayısı başarıyla silindi.',
  },
  en: {
    nav: 'Archives',
    newItem: 'New archive issue',
    create: 'Publish now',
    save: 'Update',
    table: 'Archive issues',
    search: 'Search the archive',
    labels: { title: 'Title', description: 'Description', price: 'Price', link: 'Buy link', yes: 'Yes', masthead: 'Masthead', content: 'Contents' },
    required: ['The title is required.', 'The cover image is required.', 'The PDF preview file is required.', 'The masthead is required.', 'The contents are required.'],
    openPdf: 'Open the PDF preview',
    price: '₺250.50',
    editedPrice: '₺1,250.00',
    edit: (title: string) => `Edit archive issue ${title}`,
    remove: (title: string) => `Delete archive issue ${title}`,
    confirmDelete: 'Delete',
    cannotBeUndone: 'This action cannot be undone.',
    created: 'Archive issue created successfully.',
    edited: 'Archive issue edited successfully.',
    deleted: 'Archive issue deleted successfully.',
  },
};

const paths = adminPaths('archives');
const screenshots = path.join(process.cwd(), 'e2e', 'artifacts');

let browser: Browser;
let files: { cover: string; pdf: string };

/** A real JPEG cover and a one-page PDF, written for the uploads. */
async function writeFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dergi-archive-'));
  const cover = path.join(dir, 'kapak.jpg');
  await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg({ quality: 80 })
    .toFile(cover);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Dergi Ankara - e2e preview', { x: 50, y: 780, size: 18, font });
  const pdf = path.join(dir, 'onizleme.pdf');
  writeFileSync(pdf, await doc.save());
  return { cover, pdf };
}

beforeAll(async () => {
  [browser, files] = await Promise.all([launchBrowser(), writeFiles()]);
});
afterAll(() => browser.close());

/** Types into a rich-text field the way an editor does: click into it, then the keyboard. */
async function typeRichText(page: Page, label: string, text: string) {
  const editable = page.getByRole('textbox', { name: label, exact: true });
  await editable.click();
  await page.keyboard.type(text);
  await editable.getByText(text).waitFor();
}

describe.each(Object.entries(LANGUAGES))('an editor managing archive issues in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const title = `Kış Sayısı ${stamp}`;

  it('creates an issue with a cover and a PDF, finds it, opens its PDF, edits its price and deletes it', async () => {
    await withPage(browser, SIGN_IN[language].locale, `admin-archives-${language}`, async ({ page, errors }) => {
      await open(page, SIGN_IN[language].path);
      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');
      await page.getByRole('link', { name: text.nav, exact: true }).click();
      await page.waitForURL(`**${paths.list}`);
      await page.getByRole('table', { name: text.table }).waitFor();
      await page.screenshot({ path: path.join(screenshots, `archives-list-${language}.png`), fullPage: true });

      // Create: an empty form shows the rules (the files included), a filled one is saved.
      await page.getByRole('link', { name: text.newItem }).click();
      await page.waitForURL(`**${paths.create}`);
      await page.getByRole('button', { name: text.create }).click();
      for (const message of text.required) await page.getByText(message).first().waitFor();
      await page.screenshot({ path: path.join(screenshots, `archives-form-errors-${language}.png`), fullPage: true });

      await page.getByLabel(text.labels.title, { exact: true }).fill(title);
      await page.getByLabel(text.labels.description, { exact: true }).fill('Uçtan uca testte oluşturulan arşiv sayısı.');
      await page.getByLabel(text.labels.price, { exact: true }).fill(language === 'tr' ? '250,50' : '250.50');
      await page.getByLabel(text.labels.link, { exact: true }).fill('https://magaza.example.com/kis-sayisi');
      await page.getByRole('radio', { name: text.labels.yes }).check();
      await page.locator('input[type="file"][name="poster"]').setInputFiles(files.cover);
      await page.locator('input[type="file"][name="preview"]').setInputFiles(files.pdf);
      await page.getByText('onizleme.pdf', { exact: false }).waitFor();
      await typeRichText(page, text.labels.masthead, 'Yayın yönetmeni: Ayşe Yılmaz');
      await typeRichText(page, text.labels.content, 'Söyleşi: Ankara kitapçıları');
      await page.screenshot({ path: path.join(screenshots, `archives-form-${language}.png`), fullPage: true });
      await page.getByRole('button', { name: text.create }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL(new RegExp(`${paths.list}/\\d+$`));

      // The detail: fields, rendered masthead and contents, and a PDF that answers as a PDF.
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(text.price, { exact: true }).waitFor();
      await page.getByText('Yayın yönetmeni: Ayşe Yılmaz').waitFor();
      await page.getByText('Söyleşi: Ankara kitapçıları').waitFor();
      await page.screenshot({ path: path.join(screenshots, `archives-detail-${language}.png`), fullPage: true });
      const pdfHref = await page.getByRole('link', { name: text.openPdf }).getAttribute('href');
      expect(pdfHref).toBeTruthy();
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
      const cover = page.locator('main img').first();
      await expect(cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);

      // Find it in the list: cover, title and the price in the interface language.
      await open(page, `${paths.list}?query=${encodeURIComponent(title)}`);
      const table = page.getByRole('table', { name: text.table });
      const row = table.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      await row.getByText(text.price, { exact: true }).waitFor();
      expect(await table.getByRole('row').count()).toBe(2); // header + the one match

      // Edit the price: the form shows the stored values; the files stay.
      await page.getByRole('link', { name: text.edit(title) }).click();
      await page.waitForURL(/\/duzenle$/);
      await expect(page.getByLabel(text.labels.title, { exact: true }).inputValue()).resolves.toBe(title);
      await page.getByLabel(text.labels.price, { exact: true }).fill('1250');
      await page.getByRole('button', { name: text.save }).click();
      await page.getByText(text.edited).waitFor();
      await page.waitForURL(new RegExp(`${paths.list}/\\d+$`));
      await page.getByText(text.editedPrice, { exact: true }).waitFor();
      await page.getByRole('link', { name: text.openPdf }).waitFor();

      // Delete, after a confirmation that says it cannot be undone.
      await open(page, `${paths.list}?query=${encodeURIComponent(title)}`);
      await page.getByRole('table', { name: text.table }).getByText(title).waitFor();
      await page.getByRole('button', { name: text.remove(title) }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(text.cannotBeUndone, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await page.getByText(text.deleted).waitFor();
      await page.getByRole('table', { name: text.table }).getByText(title).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  });
});
