import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `lingui compile --strict` lets a message with an explicit id (the validation keys) through with
 * an empty translation, which would show the key's Turkish text in English. Every message of every
 * catalog must be translated.
 */
function untranslated(lang: string, part: string): string[] {
  const catalog = readFileSync(path.join(process.cwd(), 'src', 'locales', lang, `${part}.po`), 'utf8');
  const entries = [...catalog.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)];
  expect(entries.length).toBeGreaterThan(100);
  return entries.filter(([, id, translation]) => id !== '' && translation === '').map(([, id]) => id!);
}

describe('the message catalogs', () => {
  it.each([
    ['tr', 'public'],
    ['tr', 'staff'],
    ['en', 'public'],
    ['en', 'staff'],
  ])('%s %s has a translation for every message', (lang, part) => {
    expect(untranslated(lang, part)).toEqual([]);
  });
});

describe("the reader's catalog", () => {
  const ids = (lang: string, part: string) =>
    new Set([...readFileSync(path.join(process.cwd(), 'src', 'locales', lang, `${part}.po`), 'utf8').matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map(([, id]) => id));

  // A reader's page loads only the public catalog: a key missing there shows as a generic error.
  it.each(['tr', 'en'])('(%s) holds the validation texts of the forms on public pages', (lang) => {
    const publicIds = ids(lang, 'public');
    const formKeys = ['Newsletter.Email.required', 'Newsletter.Email.invalid', 'Contact.Phone.invalid', 'Contact.Message.required', 'Subscription.Phone.invalid', 'Subscription.CompanyName.required'];
    expect(formKeys.filter((key) => !publicIds.has(key))).toEqual([]);
  });
});
