import type { Browser } from 'playwright-core';
import { adminPaths } from './admin-paths';
import { walkResourceCrud } from './crud-walk';
import { SIGN_IN, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** The Tags screens in each interface language. */
const LANGUAGES = {
  tr: {
    nav: 'Etiketler',
    name: 'Ad',
    description: 'Açıklama',
    details: 'Etiket bilgileri',
    related: 'İlgili haberler',
    crud: {
      newItem: 'Yeni etiket',
      create: 'Oluştur',
      save: 'Kaydet',
      required: ['Etiket adı zorunludur.', 'Açıklama zorunludur.'],
      taken: 'Bu adla bir etiket zaten var.',
      createFailed: 'Etiket oluşturulamadı.',
      search: 'Etiket ara',
      table: 'Etiketler',
      edit: (name: string) => `${name} etiketini düzenle`,
      remove: (name: string) => `${name} etiketini sil`,
      confirmDelete: 'Sil',
      cannotBeUndone: 'Bu işlem geri alınamaz.',
      created: 'Etiket başarıyla oluşturuldu.',
      edited: 'Etiket başarıyla düzenlendi.',
      deleted: 'Etiket başarıyla silindi.',
    },
  },
  en: {
    nav: 'Tags',
    name: 'Name',
    description: 'Description',
    details: 'Tag details',
    related: 'Related news',
    crud: {
      newItem: 'New tag',
      create: 'Create',
      save: 'Save',
      required: ['The tag name is required.', 'The description is required.'],
      taken: 'A tag with this name already exists.',
      createFailed: 'The tag could not be created.',
      search: 'Search tags',
      table: 'Tags',
      edit: (name: string) => `Edit tag ${name}`,
      remove: (name: string) => `Delete tag ${name}`,
      confirmDelete: 'Delete',
      cannotBeUndone: 'This action cannot be undone.',
      created: 'Tag created successfully.',
      edited: 'Tag edited successfully.',
      deleted: 'Tag deleted successfully.',
    },
  },
};

const paths = adminPaths('tags');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(Object.entries(LANGUAGES))('an editor managing tags in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;

  it('reaches Tags from the menu, creates, finds, edits and deletes a tag', async () => {
    await withPage(browser, SIGN_IN[language].locale, `admin-tags-${language}`, async ({ page, errors }) => {
      await open(page, SIGN_IN[language].path);
      await submitSignIn(page, language);
      await page.waitForURL('**/yonetim');
      await page.getByRole('link', { name: text.nav, exact: true }).click();
      await page.waitForURL(`**${paths.list}`);
      await page.getByRole('table', { name: text.crud.table }).waitFor();

      await walkResourceCrud(page, {
        paths,
        texts: text.crud,
        nameLabel: text.name,
        names: { name: `Çevre Şöleni ${stamp}`, renamed: `Doğa Günleri ${stamp}`, search: `cevre soleni ${stamp.toLowerCase()}` },
        fill: async (form, name) => {
          await form.getByLabel(text.name, { exact: true }).fill(name);
          await form.getByLabel(text.description, { exact: true }).fill('Uçtan uca testte oluşturulan etiket.');
        },
      });
      expect(errors).toEqual([]);
    });
  });

  it('shows a seeded tag with its fields and its related news', async () => {
    await withPage(browser, SIGN_IN[language].locale, `admin-tag-detail-${language}`, async ({ page, errors }) => {
      await open(page, `${SIGN_IN[language].path}?redirectTo=${encodeURIComponent(`${paths.list}?query=ankara`)}`);
      await submitSignIn(page, language);
      await page.getByRole('table', { name: text.crud.table }).getByRole('link', { name: 'Ankara', exact: true }).click();
      await page.waitForURL(new RegExp(`${paths.list}/\\d+$`));
      await page.getByRole('heading', { level: 1, name: 'Ankara' }).waitFor();
      await page.getByRole('heading', { name: text.details }).waitFor();
      const news = page.getByRole('table', { name: text.related });
      await news.getByRole('row').nth(1).waitFor();
      const rows = (await news.getByRole('row').count()) - 1;
      const count = await page.locator('dd').nth(3).textContent();
      expect(Number(count)).toBe(rows);
      expect(errors).toEqual([]);
    });
  });
});
