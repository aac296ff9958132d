import type { Lang } from './i18n/languages';
import { pathFor } from './i18n/paths';

/** Where a record is read on the public site, in the reader's language. */
export const newsPath = (lang: Lang, slug: string) => `${pathFor(lang, 'news')}/${encodeURIComponent(slug)}`;
export const columnPath = (lang: Lang, slug: string) => `${pathFor(lang, 'columns')}/${encodeURIComponent(slug)}`;
export const archivePath = (lang: Lang, slug: string) => `${pathFor(lang, 'archive')}/${encodeURIComponent(slug)}`;
