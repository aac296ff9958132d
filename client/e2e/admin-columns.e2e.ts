import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminPaths } from './admin-paths';
import { SIGN_IN, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** The Columns screens in each interface language. */
const LANGUAGES = {
  tr: {
    nav: 'Köşe yazıları',
    adminMenu: 'Yönetim menüsü',
    newItem: 'Yeni köşe yazısı',
    title: 'Başlık',
    columnist: 'Köşe yazarı',
    content: 'İçerik',
    bold: 'Kalın',
    formatting: 'İçerik: biçimlendirme',
    create: 'Şimdi yayımla',
    save: 'Güncelle',
    required: ['Başlık zorunludur.', 'İçerik zorunludur.', 'Köşe yazarı seçilmelidir.'],
    search: 'Köşe yazısı ara',
    table: 'Köşe yazıları',
    edit: (title: string) => `${title} köşe yazısını düzenle`,
    remove: (title: string) => `${title} köşe yazısını sil`,
    confirmDelete: 'Sil',
    cannotBeUndone: 'Bu işlem geri alınamaz.',
    created: 'Köşe yazısı başarıyla oluşturuldu.',
    edited: 'Köşe yazısı başarıyla düzenlendi.',
    deleted: 'Köşe yazısı başarıyla silindi.',
  },
  en: {
    nav: 'Columns',
    adminMenu: 'Admin menu',
    newItem: 'New column',
    title: 'Title',
    columnist: 'Columnist',
    content: 'Content',
    bold: 'Bold',
    formatting: 'Content: formatting',
    create: 'Publish now',
    save: 'Update',
    required: ['The title is required.', 'The content is required.', 'Choose a columnist.'],
    search: 'Search columns',
    table: 'Columns',
    edit: (title: string) => `Edit column ${title}`,
    remove: (title: string) => `Delete column ${title}`,
    confirmDelete: 'Delete',
    cannotBeUndone: 'This action cannot be undone.',
    created: 'Column created successfully.',
    edited: 'Column edited successfully.',
    deleted: 'Column deleted successfully.',
  },
};

/** A columnist of the demo content. */
const SEEDED_COLUMNIST = 'Ayşe Karaman';

const paths = adminPaths('columns');
const showUrl = new RegExp(`${paths.list}/\\d+$`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** With SCREENSHOTS=dir, leaves a full-page picture of the screen there (to look at by eye). */
async function picture(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(process.env.SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe.each(Object.entries(LANGUAGES))('an editor managing columns in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const title = `Kentin belleği ${stamp}`;
  const renamed = `Şehrin hafızası ${stamp}`;

  it('creates a column with a bold word, finds it, reads it, edits its title and deletes it', async () => {
    await withPage(browser, SIGN_IN[language].locale, `admin-columns-${language}`, async ({ page, errors }) => {
      await open(page, SIGN_IN[language].path);
      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');
      // The public menus also link "Columns" (the public list) while the sign-in page gives way.
      await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.nav, exact: true }).click();
      await page.waitForURL(`**${paths.list}`);
      await page.getByRole('table', { name: text.table }).waitFor();

      // Create: an empty form shows every rule; then a seeded columnist, a title and bold text.
      await page.getByRole('link', { name: text.newItem }).click();
      await page.waitForURL(`**${paths.create}`);
      await page.getByRole('button', { name: text.create }).click();
      for (const message of text.required) await page.getByText(message).first().waitFor();
      await page.getByRole('textbox', { name: text.title, exact: true }).fill(title);
      await page.getByRole('combobox', { name: text.columnist }).click();
      await page.getByRole('option', { name: SEEDED_COLUMNIST }).click();
      const editor = page.getByRole('textbox', { name: text.content, exact: true });
      await editor.click();
      await page.keyboard.type('Kent belleğini yitirirse ');
      await page.getByRole('toolbar', { name: text.formatting }).getByRole('button', { name: text.bold, exact: true }).click();
      await page.keyboard.type('kimliğini');
      await page.getByRole('toolbar', { name: text.formatting }).getByRole('button', { name: text.bold, exact: true }).click();
      await page.keyboard.type(' de yitirir.');
      await editor.locator('strong', { hasText: 'kimliğini' }).waitFor();
      await picture(page, `column-form-${language}`);
      await page.getByRole('button', { name: text.create }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL(showUrl);

      // The detail renders the server's HTML: the bold word is a <strong>.
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const content = page.getByTestId('column-content');
      await expect(content.locator('strong').textContent()).resolves.toBe('kimliğini');
      await expect(content.textContent()).resolves.toBe('Kent belleğini yitirirse kimliğini de yitirir.');
      await page.getByText(SEEDED_COLUMNIST).first().waitFor();
      await picture(page, `column-detail-${language}`);

      // Find it in the list by search.
      await open(page, paths.list);
      await page.getByLabel(text.search).fill(title);
      await page.waitForURL(/query=/);
      const table = page.getByRole('table', { name: text.table });
      await table.getByRole('link', { name: title, exact: true }).waitFor();

      // Edit the title: the form shows the stored values.
      await page.getByRole('link', { name: text.edit(title) }).click();
      await page.waitForURL(/\/duzenle$/);
      const titleField = page.getByRole('textbox', { name: text.title, exact: true });
      await expect(titleField.inputValue()).resolves.toBe(title);
      await expect(page.getByRole('combobox', { name: text.columnist }).inputValue()).resolves.toBe(SEEDED_COLUMNIST);
      await page.getByRole('textbox', { name: text.content, exact: true }).getByText('kimliğini').waitFor();
      await titleField.fill(renamed);
      await page.getByRole('button', { name: text.save }).click();
      await page.getByText(text.edited).waitFor();
      await page.waitForURL(showUrl);
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

      // Delete, after a confirmation that says it cannot be undone.
      await open(page, `${paths.list}?query=${encodeURIComponent(renamed)}`);
      await page.getByRole('table', { name: text.table }).getByText(renamed).waitFor();
      await page.getByRole('button', { name: text.remove(renamed) }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(text.cannotBeUndone, { exact: false }).waitFor();
      await dialog.getByText(renamed).waitFor();
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await page.getByText(text.deleted).waitFor();
      await page.getByRole('table', { name: text.table }).getByText(renamed).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  });
});
