import { foldText } from './slug.js';

const FOLD_FROM = 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû';
const FOLD_TO = 'cgiiosucgiosuaaiiuu';

/** SQL that lower-cases a column and folds Turkish letters, to compare with `searchPattern()`. */
export const foldedColumn = (column: string) => `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`;

/**
 * A LIKE pattern matching text that contains the words of `query` in order, case- and
 * Turkish-letter-insensitively ("kultur" finds "Kültür"); undefined for a blank query.
 */
export function searchPattern(query: string): string | undefined {
  const words = foldText(query);
  if (!words) return undefined;
  return `%${words.replace(/ /g, '%')}%`;
}
