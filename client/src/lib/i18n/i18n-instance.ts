import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, isLang, type Lang } from './languages';
import { isPreload } from '../route-context';

/**
 * A language's messages come in two parts (lingui.config.ts): `public`, what a reader's page can
 * show, and `staff`, the rest (the admin and the sign-in pages). The browser loads the public part
 * of the language it shows and the staff part only on a staff page (a route whose handle names it).
 */
export type CatalogPart = 'public' | 'staff';

const CATALOGS: Record<Lang, Record<CatalogPart, () => Promise<{ messages: Messages }>>> = {
  tr: { public: () => import('../../locales/tr/public'), staff: () => import('../../locales/tr/staff') },
  en: { public: () => import('../../locales/en/public'), staff: () => import('../../locales/en/staff') },
};

interface CatalogState {
  /** The parts every language this instance switches to must have. */
  wanted: Set<CatalogPart>;
  /** Each part's load, once started (a failed one is forgotten, to be tried again). */
  loads: Map<`${Lang}/${CatalogPart}`, Promise<void>>;
}

/**
 * Kept on the instance itself, not in a WeakMap: useLingui() hands out a new Proxy of the instance
 * after every change, and a property read through it reaches the instance.
 */
const CATALOG_STATE = Symbol('catalogState');

function stateOf(i18n: I18n): CatalogState {
  const holder = i18n as I18n & { [CATALOG_STATE]?: CatalogState };
  return (holder[CATALOG_STATE] ??= { wanted: new Set(['public']), loads: new Map() });
}

/**
 * The lingui instance: with complete catalogs (all parts; the server and tests), or none (the
 * browser, which loads only what the page shows).
 */
export function newI18n(catalogs: Partial<Record<Lang, Messages>> = {}): I18n {
  const i18n = setupI18n({ messages: catalogs });
  const { loads } = stateOf(i18n);
  for (const lang of Object.keys(catalogs) as Lang[]) for (const part of Object.keys(CATALOGS[lang]) as CatalogPart[]) loads.set(`${lang}/${part}`, Promise.resolve());
  return i18n;
}

export function activateLanguage(i18n: I18n, lang: Lang): void {
  if (i18n.locale !== lang) i18n.activate(lang, [INTL_LOCALE[lang]]);
}

function loadPart(i18n: I18n, lang: Lang, part: CatalogPart): Promise<void> {
  const { loads } = stateOf(i18n);
  const key = `${lang}/${part}` as const;
  let load = loads.get(key);
  if (!load) {
    load = CATALOGS[lang][part]().then(
      // A copy: lingui merges a later part into the object it holds, never into a module's export.
      ({ messages }) => i18n.load(lang, { ...messages }),
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** Loads the wanted parts of the language's catalog (without switching to it); each part once. */
export async function loadLanguage(i18n: I18n, lang: Lang): Promise<void> {
  await Promise.all([...stateOf(i18n).wanted].map((part) => loadPart(i18n, lang, part)));
}

/** Loads what the instance lacks of the language's catalog, then activates it. */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  // A part wanted while the others load (a staff page's `requireCatalog` before the first
  // activation) is loaded too before the language is switched to.
  const { wanted } = stateOf(i18n);
  let loaded: number;
  do {
    loaded = wanted.size;
    await loadLanguage(i18n, lang);
  } while (wanted.size !== loaded);
  activateLanguage(i18n, lang);
}

/** From now on the instance needs this part too: loaded for the active language (others load on switching). */
export async function requireCatalog(i18n: I18n, part: CatalogPart): Promise<void> {
  stateOf(i18n).wanted.add(part);
  if (isLang(i18n.locale)) await loadLanguage(i18n, i18n.locale);
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
    if (isPreload(context)) await loadLanguage(browserI18n, lang);
    else await switchLanguage(browserI18n, lang);
    return null;
  };
}

/** What a route needs besides the public catalog, in its `handle`. */
export interface CatalogHandle {
  catalog?: CatalogPart;
}

/** The loader of a route whose pages need another part of the catalog (the staff's). */
export function catalogLoader(part: CatalogPart) {
  return async () => {
    if (browserI18n) await requireCatalog(browserI18n, part);
    return null;
  };
}
