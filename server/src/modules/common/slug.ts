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
 * The first free slug for a title: `baslik`, then `baslik-2`, `baslik-3`, …
 * `isTaken` answers whether a candidate is already used by another record.
 */
export async function uniqueSlug(title: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = slugify(title);
  let candidate = base;
  for (let suffix = 2; await isTaken(candidate); suffix += 1) {
    candidate = `${base}-${suffix}`;
  }
  return candidate;
}
