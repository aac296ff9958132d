import { msg } from '@lingui/core/macro';
import { newI18n, requireCatalog, switchLanguage } from './i18n-instance';

// One message of each part (lingui.config.ts): a link's new-tab note is public, the sign-in button staff.
const publicMessage = msg`(yeni sekmede açılır)`;
const staffMessage = msg`Giriş yap`;

describe('the browser catalog', () => {
  it("loads only the public part of a language until a staff page requires the staff's part", async () => {
    const i18n = newI18n();
    await switchLanguage(i18n, 'en');
    expect(i18n._(publicMessage)).toBe('(opens in a new tab)');
    expect(i18n._(staffMessage)).not.toBe('Sign in');

    await requireCatalog(i18n, 'staff');
    expect(i18n._(staffMessage)).toBe('Sign in');
    expect(i18n._(publicMessage)).toBe('(opens in a new tab)');
  });

  it('switching language loads every part the instance needs, also through the Proxy useLingui() gives', async () => {
    const i18n = newI18n();
    await switchLanguage(i18n, 'tr');
    await requireCatalog(i18n, 'staff');
    await switchLanguage(new Proxy(i18n, {}), 'en');
    expect([i18n._(publicMessage), i18n._(staffMessage)]).toEqual(['(opens in a new tab)', 'Sign in']);
  });

  it('a part required while the first switch is loading is there once the language is active (a staff page starting)', async () => {
    const i18n = newI18n();
    const switched = switchLanguage(i18n, 'en');
    await Promise.resolve();
    await Promise.all([requireCatalog(i18n, 'staff'), switched]);
    expect(i18n.locale).toBe('en');
    expect(i18n._(staffMessage)).toBe('Sign in');
  });

  it('a second request for a part waits for the load the first one started', async () => {
    const i18n = newI18n();
    await switchLanguage(i18n, 'en');
    const first = requireCatalog(i18n, 'staff');
    await requireCatalog(i18n, 'staff');
    expect(i18n._(staffMessage)).toBe('Sign in');
    await first;
  });
});
