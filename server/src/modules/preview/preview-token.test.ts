import { EditorialKind } from '../publishing/publication.js';
import { linkSignatureMatches, parsePreviewToken, previewLinkToken, STAFF_PREVIEW_SECONDS, staffPreviewToken } from './preview-token.js';

const SECRET = 'a-secret-that-is-long-enough-for-hmac-0123456789';
const NEWS_7 = { kind: EditorialKind.News, id: 7 };

describe('preview tokens', () => {
  it('a staff token names its item and ends an hour after it was made', () => {
    const made = Date.UTC(2026, 10, 25, 9, 0, 0);
    const parsed = parsePreviewToken(SECRET, staffPreviewToken(SECRET, NEWS_7, made));
    expect(parsed).toEqual({ type: 'staff', ...NEWS_7, expiresAt: new Date(made + STAFF_PREVIEW_SECONDS * 1000) });
  });

  it('a staff token signed with another secret, or changed anywhere, is not one', () => {
    const token = staffPreviewToken(SECRET, NEWS_7);
    expect(parsePreviewToken('another-secret-that-is-long-enough-for-hmac-012', token)).toBeUndefined();
    const [prefix, kind, id, expires, signature] = token.split('.');
    for (const changed of [
      [prefix, 'Column', id, expires, signature],
      [prefix, kind, '8', expires, signature],
      [prefix, kind, id, String(Number(expires) + 3600), signature],
      [prefix, kind, id, expires, `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`],
      ['l', kind, id, expires, signature],
    ]) {
      expect(parsePreviewToken(SECRET, changed.join('.'))).toBeUndefined();
    }
    for (const junk of ['', '.', 's....', 'l.0.x', 'l.1', `l.99999999999.${'A'.repeat(43)}`]) expect(parsePreviewToken(SECRET, junk)).toBeUndefined();
  });

  it("a link token names its row, and its signature holds only for that row's item", () => {
    const token = previewLinkToken(SECRET, 12, NEWS_7);
    const parsed = parsePreviewToken(SECRET, token);
    expect(parsed).toMatchObject({ type: 'link', linkId: 12 });
    if (parsed?.type !== 'link') throw new Error('not a link token');
    expect(linkSignatureMatches(SECRET, parsed, NEWS_7)).toBe(true);
    expect(linkSignatureMatches(SECRET, parsed, { kind: EditorialKind.News, id: 8 })).toBe(false);
    expect(linkSignatureMatches(SECRET, parsed, { kind: EditorialKind.Column, id: 7 })).toBe(false);
    expect(linkSignatureMatches(SECRET, { ...parsed, linkId: 13 }, NEWS_7)).toBe(false);
  });
});
