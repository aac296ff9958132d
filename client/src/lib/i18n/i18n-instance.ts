import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Lang } from './languages';

/**
 * The lingui instance without catalogs: the browser loads only the catalog of the language it
 * shows (a public page never downloads the other one); the server and tests pass both.
 */
export function newI18n(catalogs: Partial<Record<Lang, Messages>> = {}): I18n {
  const i18n = setupI18n({ messages: catalogs });
  loaded.set(i18n, new Set(Object.keys(catalogs) as Lang[]));
  return i18n;
}

const loaded = new WeakMap<I18n, Set<Lang>>();

export function activateLanguage(i18n: I18n, lang: Lang): void {
  if (i18n.locale !== lang) i18n.activate(lang, [INTL_LOCALE[lang]]);
}

const CATALOGS: Record<Lang, () => Promise<{ messages: Messages }>> = {
  tr: () => import('../../locales/tr/messages'),
  en: () => import('../../locales/en/messages'),
};

/** Loads the language's catalog into the instance unless it has it already. */
export async function loadLanguage(i18n: I18n, lang: Lang): Promise<void> {
  const languages = loaded.get(i18n) ?? new Set<Lang>();
  if (languages.has(lang)) return;
  const { messages } = await CATALOGS[lang]();
  i18n.load(lang, messages);
  loaded.set(i18n, languages.add(lang));
}

/** Loads the language's catalog if this instance lacks it, then activates it. */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (!loaded.get(i18n)?.has(lang)) await loadLanguage(i18n, lang);
  activateLanguage(i18n, lang);
}

let browserI18n: I18n | undefined;

/** Called once by the browser entry: the instance the language layouts' loaders switch. */
export function provideBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}

/**
 * The loader of a language's layout route: in the browser, the catalog is loaded and switched
 * before the page of the other language renders (the server renders with the right one already).
 */
export function languageLoader(lang: Lang) {
  return async ({ context }: { context?: unknown }) => {
    if (!browserI18n) return null;
    // A preload (the reader's pointer on a link) fetches the catalog without switching to it.
    if ((context as { preload?: boolean } | undefined)?.preload) await loadLanguage(browserI18n, lang);
    else await switchLanguage(browserI18n, lang);
    return null;
  };
}
