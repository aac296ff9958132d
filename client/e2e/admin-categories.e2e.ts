import type { Browser, Page } from 'playwright-core';
import { USERS, eventually, launchBrowser, open, withPage } from './support';

/** What an editor sees, in each interface language (the admin speaks the user's stored language). */
const LANGUAGES = {
  tr: {
    locale: 'tr-TR' as const,
    signInPath: '/giris',
    requestedNotice: 'Devam etmek için lütfen giriş yapın.',
    signedOutNotice: 'Oturumunuz kapatıldı.',
    email: 'E-posta',
    password: 'Şifre',
    rememberMe: 'Beni hatırla',
    signIn: 'Giriş yap',
    newCategory: 'Yeni kategori',
    name: 'Ad',
    description: 'Açıklama',
    create: 'Oluştur',
    save: 'Kaydet',
    nameRequired: 'Kategori adı zorunludur.',
    descriptionRequired: 'Açıklama zorunludur.',
    search: 'Kategori ara',
    table: 'Kategoriler',
    edit: (name: string) => `${name} kategorisini düzenle`,
    remove: (name: string) => `${name} kategorisini sil`,
    confirmDelete: 'Sil',
    cannotBeUndone: 'Bu işlem geri alınamaz.',
    created: 'Kategori başarıyla oluşturuldu.',
    edited: 'Kategori başarıyla düzenlendi.',
    deleted: 'Kategori başarıyla silindi.',
    accountMenu: 'Hesap menüsü',
    signOut: 'Çıkış yap',
  },
  en: {
    locale: 'en-US' as const,
    signInPath: '/en/sign-in',
    requestedNotice: 'Please sign in to continue.',
    signedOutNotice: 'You have been signed out.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    signIn: 'Sign in',
    newCategory: 'New category',
    name: 'Name',
    description: 'Description',
    create: 'Create',
    save: 'Save',
    nameRequired: 'The category name is required.',
    descriptionRequired: 'The description is required.',
    search: 'Search categories',
    table: 'Categories',
    edit: (name: string) => `Edit category ${name}`,
    remove: (name: string) => `Delete category ${name}`,
    confirmDelete: 'Delete',
    cannotBeUndone: 'This action cannot be undone.',
    created: 'Category created successfully.',
    edited: 'Category edited successfully.',
    deleted: 'Category deleted successfully.',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Texts = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** Fills and sends the sign-in form that `page` shows. */
async function submitSignIn(page: Page, text: Texts, user: { email: string; password: string }, { rememberMe = false } = {}) {
  await page.getByLabel(text.email).fill(user.email);
  await page.getByLabel(text.password, { exact: true }).fill(user.password);
  if (rememberMe) await page.getByLabel(text.rememberMe).check();
  await page.getByRole('button', { name: text.signIn }).click();
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe.each(Object.entries(LANGUAGES))('an editor working in %s', (language, text) => {
  const user = USERS[language as keyof typeof USERS];
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const name = `Deneme Şehir ${stamp}`;
  const renamed = `Kent Notları ${stamp}`;

  it('signs in through the guard, creates, finds, edits and deletes a category, then signs out', async () => {
    await withPage(browser, text.locale, `admin-categories-${language}`, async ({ page, errors }) => {
      // The guard: the admin is asked for, the sign-in page comes with where to go back.
      await open(page, `${text.signInPath}?status=requested&redirectTo=${encodeURIComponent('/yonetim/kategoriler')}`);
      await page.getByText(text.requestedNotice).waitFor();
      await submitSignIn(page, text, user);
      await page.waitForURL('**/yonetim/kategoriler');

      // Create: an empty form shows the rule's message, a filled one is saved.
      await page.getByRole('link', { name: text.newCategory }).click();
      await page.waitForURL('**/yonetim/kategoriler/olustur');
      await page.getByRole('button', { name: text.create }).click();
      await page.getByText(text.nameRequired).waitFor();
      await page.getByText(text.descriptionRequired).waitFor();
      await page.getByLabel(text.name, { exact: true }).fill(name);
      await page.getByLabel(text.description, { exact: true }).fill('Uçtan uca testte oluşturulan kategori.');
      await page.getByRole('button', { name: text.create }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL(/\/yonetim\/kategoriler\/\d+$/);

      // Find it by search (Turkish letters folded: "sehir" finds "Şehir").
      await open(page, '/yonetim/kategoriler');
      await page.getByLabel(text.search).fill(`deneme sehir ${stamp.toLowerCase()}`);
      await page.waitForURL(/query=/);
      const table = page.getByRole('table', { name: text.table });
      await table.getByText(name).waitFor();
      await eventually(async () => (await table.getByRole('row').count()) === 2); // header + the one match

      // Edit.
      await page.getByRole('link', { name: text.edit(name) }).or(page.getByRole('button', { name: text.edit(name) })).click();
      await page.waitForURL(/\/duzenle$/);
      const nameField = page.getByLabel(text.name, { exact: true });
      await expect(nameField.inputValue()).resolves.toBe(name);
      await nameField.fill(renamed);
      await page.getByRole('button', { name: text.save }).click();
      await page.getByText(text.edited).waitFor();

      // Delete, after a confirmation that says it cannot be undone.
      await open(page, `/yonetim/kategoriler?query=${encodeURIComponent(renamed)}`);
      await page.getByRole('table', { name: text.table }).getByText(renamed).waitFor();
      await page.getByRole('button', { name: text.remove(renamed) }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(text.cannotBeUndone, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await page.getByText(text.deleted).waitFor();
      await page.getByRole('table', { name: text.table }).getByText(renamed).waitFor({ state: 'detached' });

      // Sign out.
      await page.getByRole('button', { name: text.accountMenu }).click();
      await page.getByRole('menuitem', { name: text.signOut }).click();
      await page.waitForURL(/status=signedOut/);
      await page.getByText(text.signedOutNotice).waitFor();
      expect(pathOf(page)).toMatch(new RegExp(`^(${text.signInPath}|/giris)\\?status=signedOut`));

      // Signed out means the admin is closed again.
      await open(page, '/yonetim/kategoriler');
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
      await submitSignIn(page, LANGUAGES.tr, USERS.tr);
      await page.waitForURL('**/yonetim/kategoriler?page=1');
      await page.getByRole('table', { name: LANGUAGES.tr.table }).waitFor();
    });
  });
});

describe('an expired sign-in in the admin', () => {
  it('retries once after refreshing, and goes to /giris?status=signedOut when the sign-in has ended', async () => {
    const text = LANGUAGES.tr;
    await withPage(browser, 'tr-TR', 'admin-expired', async ({ page }) => {
      await open(page, '/giris?redirectTo=%2Fyonetim%2Fkategoriler');
      await submitSignIn(page, text, USERS.tr);
      await page.getByRole('table', { name: text.table }).waitFor();

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
      await page.getByLabel(text.search).fill('edebiyat');
      await eventually(async () => refused);
      const table = page.getByRole('table', { name: text.table });
      await eventually(async () => (await table.getByRole('row').count()) === 2);
      await table.getByText('Edebiyat', { exact: true }).waitFor();
      expect(pathOf(page)).toBe('/yonetim/kategoriler?query=edebiyat');

      // The sign-in ends elsewhere (signed out from another tab): the next request cannot recover.
      const csrf = await (await page.request.get('/api/app/get-csrf-token')).json();
      expect((await page.request.post('/api/auth/signout', { headers: { 'X-CSRF-Token': csrf.token } })).status()).toBe(204);
      await page.getByLabel(text.search).fill('kent');
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
      await submitSignIn(page, text, USERS.tr, { rememberMe: true });
      await page.getByRole('table', { name: text.table }).waitFor();

      // Like a browser restoring its tabs: every tab asks for a new access token at once. Slow
      // answers make the requests overlap, as they would on a busy connection.
      await context.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('refreshAccessToken')) await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const tabs = [page, await context.newPage(), await context.newPage(), await context.newPage()];
      await Promise.all(tabs.map((tab) => tab.goto('/yonetim/kategoriler')));
      for (const tab of tabs) {
        await tab.getByRole('table', { name: text.table }).waitFor();
        expect(new URL(tab.url()).pathname).toBe('/yonetim/kategoriler');
      }
      // And the sign-in is still alive afterwards.
      await tabs[1]!.reload();
      await tabs[1]!.getByRole('table', { name: text.table }).waitFor();
    });
  });
});
