import { firstMessages } from '../../test/expect.js';
import { fieldKeyOf, hasRefusedCharacter, isInvisibleText, isMultiLine, MultiLine, NameText, TrimmedLength } from './validation.js';

/* The text rules of validation.ts that graphql/argument-validation.ts applies to every argument. */

describe('hasRefusedCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['SOH', '\u0001'],
    ['ESC', 'a\u001b[2Jb'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00'],
    ['a vertical tab inside', 'a\u000bb'],
  ])('refuses %s in any field', (_label, text) => {
    expect(hasRefusedCharacter(text, false)).toBe(true);
    expect(hasRefusedCharacter(text, true)).toBe(true);
  });

  it.each([
    ['a line break inside', 'Ayşe\nYılmaz'],
    ['a TAB inside', 'Ayşe\tYılmaz'],
    ['a right-to-left override', 'Ad\u202egepj.exe'],
    ['a first-strong isolate', 'Ad\u2068x\u2069'],
    ['a line separator', 'Ayşe\u2028Yılmaz'],
  ])('refuses %s in a single-line field only', (_label, text) => {
    expect(hasRefusedCharacter(text, false)).toBe(true);
    expect(hasRefusedCharacter(text, true)).toBe(false);
  });

  it.each([
    ['Turkish letters', 'Şule Öğüt, İzmir'],
    ['an emoji (a surrogate pair)', 'Merhaba 👋'],
    ['Arabic with a right-to-left mark', 'مجلة\u200f'],
    ['edge white space the rules trim', '\tAyşe Yılmaz\r\n'],
  ])('accepts %s', (_label, text) => {
    expect(hasRefusedCharacter(text, false)).toBe(false);
  });
});

describe('isInvisibleText', () => {
  it.each(['\u200b\u200b', '\u202e\u202e\u202e', '\u0301\u0301', '\ufeff\u200b', '\u2060\u200d'])('%j shows nothing', (text) => {
    expect(isInvisibleText(text)).toBe(true);
  });

  it.each(['', '   ', 'a', '...', '★', '٣'])('%j is blank or shows something', (text) => {
    expect(isInvisibleText(text)).toBe(false);
  });
});

class Named {
  @NameText('Category.Name', 2, 50)
  name!: unknown;

  @MultiLine()
  @TrimmedLength('Category.Description', 2, 150)
  description: unknown = 'Kültür haberleri';
}
class NamedChild extends Named {}

const named = (name: unknown) => Object.assign(new Named(), { name });

describe('NameText', () => {
  it.each([
    ['symbols only', '★★★', 'Category.Name.invalid'],
    ['combining marks only', '\u0301\u0301\u0301', 'Category.Name.invalid'],
    ['missing', undefined, 'Category.Name.required'],
    ['blank', '   ', 'Category.Name.required'],
    ['too short', 'A', 'Category.Name.min'],
    ['too long', 'A'.repeat(51), 'Category.Name.max'],
  ])('%s → %s', async (_label, name, key) => {
    expect(await firstMessages(named(name))).toEqual({ name: key });
  });

  it.each(['Kültür', 'مجلة', '2026', 'Ad Soyad'])('accepts %j', async (name) => {
    expect(await firstMessages(named(name))).toEqual({});
  });
});

describe('fieldKeyOf and isMultiLine', () => {
  it("reads a field's key stem from its own rules, on a subclass too", () => {
    expect(fieldKeyOf(Named, 'name')).toBe('Category.Name');
    expect(fieldKeyOf(NamedChild, 'description')).toBe('Category.Description');
    expect(fieldKeyOf(Named, 'unknown')).toBeUndefined();
  });

  it('knows the multi-line fields, inherited ones included', () => {
    expect(isMultiLine(new NamedChild(), 'description')).toBe(true);
    expect(isMultiLine(new NamedChild(), 'name')).toBe(false);
  });
});
