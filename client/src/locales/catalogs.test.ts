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
