/**
 * The hostile values of the sweep, each of which the server must refuse. `alone` marks a value that
 * must be refused in any single text field (§2: NUL and C0 controls, over-long text, a wrong type);
 * the others (invisible-only text, an empty string, a lone surrogate) are refused only where a
 * required field gets them, so the sweep puts them into every field of a body at once.
 */
export interface HostileValue {
  name: string;
  value: unknown;
  alone: boolean;
}

const LONG = 100_000;

export const TEXT_VALUES: HostileValue[] = [
  { name: 'nul-inside', value: 'Ay\u0000se', alone: true },
  { name: 'nul-only', value: '\u0000', alone: true },
  { name: 'control-only', value: '\u0001\u0002\u0003', alone: true },
  { name: 'control-inside', value: 'Ad\u0007\u001b[2Jx', alone: true },
  { name: 'long-ascii', value: 'a'.repeat(LONG), alone: true },
  { name: 'long-turkish', value: 'ş'.repeat(LONG), alone: true },
  { name: 'rtl-override-only', value: '\u202e\u202e\u202e', alone: false },
  { name: 'zero-width-only', value: '\u200b\u200b\u200b\u200b', alone: false },
  { name: 'lone-surrogate', value: '\ud800', alone: false },
  { name: 'empty', value: '', alone: false },
  { name: 'blanks', value: '   \t ', alone: false },
];

/** Values of the wrong JSON type for a text field. */
export const NOT_TEXT_VALUES: HostileValue[] = [
  { name: 'true', value: true, alone: true },
  { name: 'float', value: 1.5, alone: true },
  { name: 'int-2^31', value: 2 ** 31, alone: true },
  { name: 'float-1e308', value: 1e308, alone: true },
  { name: 'array', value: ['a', 'b'], alone: true },
  { name: 'object', value: { a: 1 }, alone: true },
  { name: 'mongo-operator', value: { $ne: null }, alone: true },
];

/** Values of the wrong type or range for a whole-number field (an id, a page). */
export const NOT_INT_VALUES: HostileValue[] = [
  { name: 'text', value: 'abc', alone: true },
  { name: 'float', value: 1.5, alone: true },
  { name: 'int-2^31', value: 2 ** 31, alone: true },
  { name: 'minus-2^53', value: -(2 ** 53), alone: true },
  { name: 'exp-string', value: '1e3', alone: true },
  { name: 'hex-string', value: '0x10', alone: true },
  { name: 'object', value: { $gt: 0 }, alone: true },
  { name: 'nul', value: '\u0000', alone: true },
];

/** Path segments that name no item: each replaces one `:param` of a path. */
export const BAD_IDS: { name: string; segment: string }[] = [
  { name: 'zero', segment: '0' },
  { name: 'minus-one', segment: '-1' },
  { name: '2^31', segment: '2147483648' },
  { name: '20-digits', segment: '12345678901234567890' },
  { name: 'float', segment: '1.5' },
  { name: 'exp', segment: '1e3' },
  { name: 'hex', segment: '0x10' },
  { name: 'nul', segment: '%00' },
  { name: 'invalid-utf8', segment: '%FF%FE' },
  { name: 'dot-dot-slash', segment: '..%2f..%2fetc%2fpasswd' },
  { name: '5000-chars', segment: '9'.repeat(5000) },
  { name: 'leading-zero', segment: '01' },
  { name: 'null', segment: 'null' },
  { name: 'brackets', segment: '%5B%5D' },
  { name: 'rtl', segment: '%E2%80%AE1' },
  { name: 'dotted-capital-i', segment: '%C4%B0' },
  { name: 'sql', segment: "1'%20OR%20'1'%3D'1" },
  { name: 'control', segment: 'a%07b' },
];

/** Values of a paging or limit query parameter that are not a whole number (sent raw, already encoded). */
export const BAD_PAGE_VALUES: { name: string; raw: string }[] = [
  { name: 'text', raw: 'abc' },
  { name: 'float', raw: '1.5' },
  { name: 'exp', raw: '1e3' },
  { name: 'hex', raw: '0x10' },
  { name: '11-digits', raw: '99999999999' },
  { name: 'minus-11-digits', raw: '-99999999999' },
  { name: 'nul', raw: '%00' },
  { name: 'invalid-utf8', raw: '%FF%FE' },
  { name: 'bad-percent', raw: '%E0%A4%A' },
];

/** Fields a client must never be able to set. */
export const EXTRA_FIELDS: Record<string, unknown> = {
  id: 1,
  slug: 'ele-gecirildi',
  hit: 999_999,
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
  deletedAt: null,
  role: 'admin',
  isAdmin: true,
  authorId: 1,
};

/** A plausible value for a field of a valid body, by its name (the sweep then breaks one field). */
const SAMPLES: Record<string, unknown> = {
  name: 'Hostil Deneme',
  title: 'Hostil deneme başlığı',
  description: 'Kısa bir açıklama.',
  teaser: 'Kısa bir özet.',
  email: 'okur.hostil@example.com',
  phone: '05321234567',
  message: 'Merhaba, bir sorum var.',
  address: 'Kızılay Mahallesi, Çankaya, Ankara',
  company: 'Örnek Yayıncılık A.Ş.',
  companyName: 'Örnek Yayıncılık A.Ş.',
  tax: '1234567890',
  taxNumber: '1234567890',
  location: 'Ankara',
  password: 'Yanlis-Sifre-9',
  oldPassword: 'Yanlis-Sifre-9',
  newPassword: 'Yeni-Sifre-123',
  passwordConfirm: 'Yeni-Sifre-123',
  confirmation: 'Yeni-Sifre-123',
  token: 'x'.repeat(43),
  link: 'https://example.com/',
  slot: 'home-main',
  kind: 'news',
  language: 'tr',
  date: '2027-01-01T10:00:00.000Z',
  rememberMe: false,
  type: 'news',
  isFeatured: 'no',
  price: '250',
  masthead: [{ type: 'paragraph', children: [{ text: 'Genel yayın yönetmeni: Deneme' }] }],
  columnistId: 1,
  newsId: 1,
  categoryId: 1,
  tagIds: [1],
  id: 1,
  photoId: 1,
  issueNumber: 1,
  year: 2026,
  content: [{ type: 'paragraph', children: [{ text: 'Deneme içerik.' }] }],
};

export function sampleValue(field: string, kind: FieldKind): unknown {
  if (field in SAMPLES) return SAMPLES[field];
  switch (kind) {
    case 'int':
      return 1;
    case 'intList':
      return [1];
    case 'bool':
      return false;
    case 'date':
      return '2027-01-01T10:00:00.000Z';
    case 'rich':
      return SAMPLES.content;
    default:
      return 'Hostil deneme';
  }
}

export type FieldKind = 'text' | 'int' | 'intList' | 'bool' | 'date' | 'rich' | 'enum' | 'file' | 'other';

/** The hostile values for a field of this kind: the text values for text, wrong types for the rest. */
export function valuesFor(kind: FieldKind): HostileValue[] {
  if (kind === 'int' || kind === 'intList') return NOT_INT_VALUES;
  if (kind === 'text' || kind === 'enum' || kind === 'date') return [...TEXT_VALUES, ...NOT_TEXT_VALUES];
  return [...TEXT_VALUES.filter((value) => value.alone), ...NOT_TEXT_VALUES.filter((value) => value.name !== 'array')];
}
