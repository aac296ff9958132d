import { foldText } from './slug.js';

/**
 * Conditions on a column holding `foldText()` of the searchable text: every word of `query` must
 * occur, in any order, case- and accent-insensitively ("kultur" finds "Kültür", "ankara'nin" finds
 * "Ankara'nın"). One LIKE per word, so a trigram index serves each; folding leaves only letters,
 * digits and spaces, so no LIKE wildcard passes through. Undefined for a blank query.
 */
export function searchWhere(query: string, column = 'searchText'): Record<string, unknown> | undefined {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  return { $and: words.map((word) => ({ [column]: { $like: `%${word}%` } })) };
}
