const TURKISH_FOLDS: Record<string, string> = {
  ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', I: 'i', İ: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u',
};

const MAX_SLUG_LENGTH = 120;

/** Lower-case ASCII words of a text: Turkish letters folded (ç→c, ğ→g, ı/İ→i, ö→o, ş→s, ü→u), accents dropped. */
export function foldText(text: string): string {
  return text
    .replace(/['’]/g, '')
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (letter) => TURKISH_FOLDS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A URL segment from a title: folded words joined by hyphens. */
export function slugify(title: string): string {
  const slug = foldText(title).replace(/ /g, '-').slice(0, MAX_SLUG_LENGTH).replace(/-+$/g, '');
  return slug || 'icerik';
}

/**
 * The first free slug for `base` given the slugs already taken that look like it (`base`, `base-2`,
 * …): `base` when it is free, else one more than the largest suffix in use.
 */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  const suffixes = taken.map((slug) => slug.slice(base.length).match(/^-(\d+)$/)?.[1]).filter(Boolean).map(Number);
  return `${base}-${Math.max(1, ...suffixes) + 1}`;
}
