import type { Browser, Page } from 'playwright-core';
import { adminPaths } from './admin-paths';
import { walkResourceCrud } from './crud-walk';
import { SIGN_IN, eventually, launchBrowser, open, submitSignIn, withPage, type Language } from './support';

/** What an editor sees, in each interface language (the admin speaks the user's stored language). */
const LANGUAGES = {
  tr: {
    requestedNotice: 'Devam etmek için lütfen giriş yapın.',
    signedOutNotice: 'Oturumunuz kapatıldı.',
    name: 'Ad',
    description: 'Açıklama',
    accountMenu: 'Hesap menüsü',
    signOut: 'Çıkış yap',
    crud: {
      newItem: 'Yeni kategori',
      create: 'Oluştur',
      save: 'Kaydet',
      required: ['Kategori adı zorunludur.', 'Açıklama zorunludur.'],
      taken: 'Bu adla bir kategori zaten var.',
      createFailed: 'Kategori oluşturulamadı.',
      search: 'Kategori ara',
      table: 'Kategoriler',
      edit: (name: string) => `${name} kategorisini düzenle`,
      remove: (name: string) => `${name} kategorisini sil`,
      confirmDelete: 'Sil',
      cannotBeUndone: 'Bu işlem geri alınamaz.',
      created: 'Kategori başarıyla oluşturuldu.',
      edited: 'Kategori başarıyla düzenlendi.',
      deleted: 'Kategori başarıyla silindi.',
    },
  },
  en: {
    requestedNotice: 'Please sign in to continue.',
    signedOutNotice: 'You have been signed out.',
    name: 'Name',
    description: 'Description',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
    crud: {
      newItem: 'New category',
      create: 'Create',
      save: 'Save',
      required: ['The category name is required.', 'The description is required.'],
      taken: 'A category with this name already exists.',
      createFailed: 'The category could not be created.',
      search: 'Search categories',
      table: 'Categories',
      edit: (name: string) => `Edit category ${name}`,
      remove: (name: string) => `Delete category ${name}`,
      confirmDelete: 'Delete',
      cannotBeUndone: 'This action cannot be undone.',
      created: 'Category created successfully.',
      edited: 'Category edited successfully.',
      deleted: 'Category deleted successfully.',
    },
  },
};

const paths = adminPaths('categories');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe.each(Object.entries(LANGUAGES))('an editor working in %s', (key, text) => {
  const language = key as Language;
  const { locale, path: signInPath } = SIGN_IN[language];
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;

  it('signs in through the guard, creates, finds, edits and deletes a category, then signs out', async () => {
    await withPage(browser, locale, `admin-categories-${language}`, async ({ page, errors }) => {
      // The guard: the admin is asked for, the sign-in page comes with where to go back.
      await open(page, `${signInPath}?status=requested&redirectTo=${encodeURIComponent(paths.list)}`);
      await page.getByText(text.requestedNotice).waitFor();
      await submitSignIn(page, language);
      await page.waitForURL(`**${paths.list}`);

      // Turkish letters are folded by the search: "sehir" finds "Şehir".
      await walkResourceCrud(page, {
        paths,
        texts: text.crud,
        nameLabel: text.name,
        names: { name: `Deneme Şehir ${stamp}`, renamed: `Kent Notları ${stamp}`, search: `deneme sehir ${stamp.toLowerCase()}` },
        fill: async (form, name) => {
          await form.getByLabel(text.name, { exact: true }).fill(name);
          await form.getByLabel(text.description, { exact: true }).fill('Uçtan uca testte oluşturulan kategori.');
        },
      });

      // Sign out.
      await page.getByRole('button', { name: text.accountMenu }).click();
      await page.getByRole('menuitem', { name: text.signOut }).click();
      await page.waitForURL(/status=signedOut/);
      await page.getByText(text.signedOutNotice).waitFor();
      expect(pathOf(page)).toMatch(new RegExp(`^(${signInPath}|/giris)\\?status=signedOut`));

      // Signed out means the admin is closed again.
      await open(page, paths.list);
      await page.waitForURL(/status=requested/);
      expect(errors).toEqual([]);
    });
  });
});

describe('the /yonetim guard in a browser', () => {
  it('sends a visitor to /giris with redirectTo and back there after signing in', async () => {
    await withPage(browser, 'tr-TR', 'admin-guard', async ({ page }) => {
      await open(page, '/yonetim/kategoriler?page=1');
      await page.waitForURL('**/giris?**');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/giris');
      expect(url.searchParams.get('status')).toBe('requested');
      expect(url.searchParams.get('redirectTo')).toBe('/yonetim/kategoriler?page=1');
      await submitSignIn(page, 'tr');
      await page.waitForURL('**/yonetim/kategoriler?page=1');
      await page.getByRole('table', { name: LANGUAGES.tr.crud.table }).waitFor();
    });
  });
});

describe('an expired sign-in in the admin', () => {
  it('retries once after refreshing, and goes to /giris?status=signedOut when the sign-in has ended', async () => {
    const text = LANGUAGES.tr;
    await withPage(browser, 'tr-TR', 'admin-expired', async ({ page }) => {
      await open(page, '/giris?redirectTo=%2Fyonetim%2Fkategoriler');
      await submitSignIn(page, 'tr');
      await page.getByRole('table', { name: text.crud.table }).waitFor();

      // One answer says the access token is no longer valid: the client refreshes and retries.
      let refused = false;
      await page.route('**/graphql', async (route) => {
        if (!refused && route.request().postData()?.includes('Categories')) {
          refused = true;
          return route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ data: null, errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] }),
          });
        }
        return route.continue();
      });
      await page.getByLabel(text.crud.search).fill('edebiyat');
      await eventually(async () => refused);
      const table = page.getByRole('table', { name: text.crud.table });
      await eventually(async () => (await table.getByRole('row').count()) === 2);
      await table.getByText('Edebiyat', { exact: true }).waitFor();
      expect(pathOf(page)).toBe('/yonetim/kategoriler?query=edebiyat');

      // The sign-in ends elsewhere (signed out from another tab): the next request cannot recover.
      const csrf = await (await page.request.get('/api/app/get-csrf-token')).json();
      expect((await page.request.post('/api/auth/signout', { headers: { 'X-CSRF-Token': csrf.token } })).status()).toBe(204);
      await page.getByLabel(text.crud.search).fill('kent');
      await page.waitForURL(/\/giris\?status=signedOut/);
      await page.getByText(text.signedOutNotice).waitFor();
    });
  });
});

describe('several admin tabs', () => {
  it('open at the same moment without ending the sign-in (one refresh at a time across tabs)', async () => {
    const text = LANGUAGES.tr;
    await withPage(browser, 'tr-TR', 'admin-tabs', async ({ context, page }) => {
      await open(page, '/giris?redirectTo=%2Fyonetim%2Fkategoriler');
      await submitSignIn(page, 'tr', { rememberMe: true });
      await page.getByRole('table', { name: text.crud.table }).waitFor();

      // Like a browser restoring its tabs: every tab asks for a new access token at once. Slow
      // answers make the requests overlap, as they would on a busy connection.
      await context.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('refreshAccessToken')) await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const tabs = [page, await context.newPage(), await context.newPage(), await context.newPage()];
      await Promise.all(tabs.map((tab) => tab.goto('/yonetim/kategoriler')));
      for (const tab of tabs) {
        await tab.getByRole('table', { name: text.crud.table }).waitFor();
        expect(new URL(tab.url()).pathname).toBe('/yonetim/kategoriler');
      }
      // And the sign-in is still alive afterwards.
      await tabs[1]!.reload();
      await tabs[1]!.getByRole('table', { name: text.crud.table }).waitFor();
    });
  });
});
