import { foldText } from './slug.js';

/**
 * A LIKE pattern for a column holding `foldText()` of the searchable text: it matches when the
 * words of `query` appear in order, case- and accent-insensitively ("kultur" finds "Kültür",
 * "ankara'nin" finds "Ankara'nın"); undefined for a blank query.
 */
export function searchPattern(query: string): string | undefined {
  const words = foldText(query);
  if (!words) return undefined;
  return `%${words.replace(/ /g, '%')}%`;
}
