import type { Browser, Page } from 'playwright-core';
import { adminPaths } from './admin-paths';
import { SIGN_IN, launchBrowser, open, snapshot, submitSignIn, withPage, type Language } from './support';

/** The Events screens in each interface language. */
const LANGUAGES = {
  tr: {
    nav: 'Etkinlikler',
    newItem: 'Yeni etkinlik',
    title: 'Başlık',
    date: 'Tarih ve saat',
    location: 'Yer',
    create: 'Oluştur',
    save: 'Kaydet',
    required: ['Etkinlik başlığı zorunludur.', 'Etkinlik tarihi zorunludur.', 'Etkinlik yeri zorunludur.'],
    openPicker: /^Tarih seç/,
    monday: /^(Pazartesi|Pzt)/,
    search: 'Etkinlik ara',
    table: 'Etkinlikler',
    remove: (name: string) => `${name} etkinliğini sil`,
    confirmDelete: 'Sil',
    cannotBeUndone: 'Bu işlem geri alınamaz.',
    created: 'Etkinlik başarıyla oluşturuldu.',
    edited: 'Etkinlik başarıyla düzenlendi.',
    deleted: 'Etkinlik başarıyla silindi.',
    // 15 Dec 2026 19:00 typed day first; the list shows it in the interface language's format.
    typed: '151220261900',
    field: '15.12.2026 19:00',
    listed: '15.12.2026 19:00',
  },
  en: {
    nav: 'Events',
    newItem: 'New event',
    title: 'Title',
    date: 'Date and time',
    location: 'Location',
    create: 'Create',
    save: 'Save',
    required: ['The event title is required.', 'The event date is required.', 'The location is required.'],
    openPicker: /^Choose date/,
    monday: /^(Monday|Mo)/,
    search: 'Search events',
    table: 'Events',
    remove: (name: string) => `Delete event ${name}`,
    confirmDelete: 'Delete',
    cannotBeUndone: 'This action cannot be undone.',
    created: 'Event created successfully.',
    edited: 'Event edited successfully.',
    deleted: 'Event deleted successfully.',
    typed: '151220261900',
    field: '15/12/2026 19:00',
    listed: '15/12/2026, 19:00',
  },
};

const paths = adminPaths('events');

/** The picker's field: a group of spinbutton sections, labelled like any field. */
const dateGroup = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** What the field shows (its hidden input carries the formatted text). */
const dateText = (page: Page, label: string) =>
  dateGroup(page, label).evaluate((group) => (group.closest('.MuiFormControl-root')?.querySelector('input') as HTMLInputElement).value);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(Object.entries(LANGUAGES))('an editor managing events in %s', (key, text) => {
  const language = key as Language;
  const stamp = `${language.toUpperCase()} ${Date.now().toString(36)}`;
  const title = `Dergi Söyleşisi ${stamp}`;

  // The browser is in New York: the editor still enters and reads Istanbul time.
  it('creates an event with the picker, sees its Istanbul time, edits its location and deletes it', async () => {
    await withPage(
      browser,
      SIGN_IN[language].locale,
      `admin-events-${language}`,
      async ({ page, errors }) => {
        await open(page, SIGN_IN[language].path);
        await submitSignIn(page, language);
        await page.waitForURL('**/yonetim');
        await page.getByRole('link', { name: text.nav, exact: true }).click();
        await page.waitForURL(`**${paths.list}`);
        await page.getByRole('table', { name: text.table }).waitFor();

        // Create: an empty form shows the three rules.
        await page.getByRole('link', { name: text.newItem }).click();
        await page.waitForURL(`**${paths.create}`);
        await page.getByRole('button', { name: text.create }).click();
        for (const message of text.required) await page.getByText(message).waitFor();

        await page.getByLabel(text.title, { exact: true }).fill(title);
        // Typed by keyboard, section by section (day, month, year, hours, minutes).
        await dateGroup(page, text.date).getByRole('spinbutton').first().click();
        await page.keyboard.type(text.typed, { delay: 30 });
        await expect(dateText(page, text.date)).resolves.toBe(text.field);
        await page.getByLabel(text.location, { exact: true }).fill('Çankaya Kültür Merkezi');

        // The calendar starts its weeks on Monday.
        await page.getByRole('button', { name: text.openPicker }).click();
        const dialog = page.getByRole('dialog');
        const headers = dialog.getByRole('columnheader');
        await headers.first().waitFor();
        const first = (await headers.first().getAttribute('aria-label')) ?? (await headers.first().textContent()) ?? '';
        expect(first).toMatch(text.monday);
        await dialog.getByRole('gridcell', { name: '15', exact: true }).waitFor();
        // Screenshot once the popper's grow-in transition has finished.
        await page.waitForFunction(() => {
          const paper = document.querySelector('.MuiPickerPopper-paper');
          return paper !== null && getComputedStyle(paper).opacity === '1' && getComputedStyle(paper).transform === 'none';
        });
        await snapshot(page, `events-form-picker-${language}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect(dateText(page, text.date)).resolves.toBe(text.field);

        await page.getByRole('button', { name: text.create }).click();
        await page.getByText(text.created).waitFor();
        await page.waitForURL(`**${paths.list}`);

        // Listed with its Istanbul time.
        await page.getByLabel(text.search).fill(stamp);
        await page.waitForURL(/query=/);
        const table = page.getByRole('table', { name: text.table });
        const row = table.getByRole('row').filter({ hasText: title });
        await row.waitFor();
        await expect(row.textContent()).resolves.toContain(text.listed);
        await expect(row.textContent()).resolves.toContain('Çankaya Kültür Merkezi');
        await snapshot(page, `events-list-${language}`);

        // Edit: the title opens the form with the stored values; change the location.
        await row.getByRole('link', { name: title, exact: true }).click();
        await page.waitForURL(/\/etkinlikler\/\d+\/duzenle$/);
        await expect(page.getByLabel(text.title, { exact: true }).inputValue()).resolves.toBe(title);
        await expect(dateText(page, text.date)).resolves.toBe(text.field);
        await page.getByLabel(text.location, { exact: true }).fill('Kızılay Sanat Galerisi');
        await page.getByRole('button', { name: text.save }).click();
        await page.getByText(text.edited).waitFor();
        await page.waitForURL(`**${paths.list}`);

        // Delete, after a confirmation that says it cannot be undone.
        await open(page, `${paths.list}?query=${encodeURIComponent(stamp)}`);
        const edited = page.getByRole('table', { name: text.table }).getByRole('row').filter({ hasText: title });
        await edited.getByText('Kızılay Sanat Galerisi').waitFor();
        await expect(edited.textContent()).resolves.toContain(text.listed);
        await page.getByRole('button', { name: text.remove(title) }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByText(text.cannotBeUndone, { exact: false }).waitFor();
        await confirm.getByRole('button', { name: text.confirmDelete }).click();
        await page.getByText(text.deleted).waitFor();
        await page.getByRole('table', { name: text.table }).getByText(title).waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      },
      { timezoneId: 'America/New_York' },
    );
  });
});
