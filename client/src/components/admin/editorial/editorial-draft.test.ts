import { emptyRichText } from '../../rich-text/rich-text-value';
import { fromDraftText, localDraftKey, readLocalDraft, toDraftText, writeLocalDraft } from './editorial-draft';

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

const ARCHIVE_SHAPE = { title: 'title', summary: 'description', content: 'content', files: ['poster', 'preview'] };

const archiveValues = () => ({
  title: 'Sayı 140',
  description: 'Bahar sayısı',
  price: '250,50',
  link: 'https://example.com',
  isFeatured: 'yes',
  poster: new File(['x'], 'kapak.webp'),
  preview: null,
  masthead: paragraph('Yayın kurulu'),
  content: paragraph('İçindekiler'),
});

describe('draft texts', () => {
  it('takes title, summary and rich text from their fields; the other values are fields as text, files left out', () => {
    expect(toDraftText(archiveValues(), ARCHIVE_SHAPE)).toEqual({
      title: 'Sayı 140',
      summary: 'Bahar sayısı',
      content: paragraph('İçindekiler'),
      fields: [
        { name: 'price', value: '250,50' },
        { name: 'link', value: 'https://example.com' },
        { name: 'isFeatured', value: 'yes' },
        { name: 'masthead', value: JSON.stringify(paragraph('Yayın kurulu')) },
      ],
    });
  });

  it('reads a draft back into the values, in their types, keeping the chosen files', () => {
    const values = archiveValues();
    const draft = toDraftText({ ...values, title: 'Sayı 141', masthead: paragraph('Yeni kurul'), price: '300' }, ARCHIVE_SHAPE);
    const restored = fromDraftText(draft, { ...values, title: '', masthead: emptyRichText() }, ARCHIVE_SHAPE);
    expect(restored).toEqual({ ...values, title: 'Sayı 141', masthead: paragraph('Yeni kurul'), price: '300' });
    expect(restored.poster).toBe(values.poster);
  });

  it('leaves a field whose text does not fit the form (another shape, or the server written one) as it is', () => {
    const values = { title: 'Haber', teaser: '', content: emptyRichText(), categoryId: 3 as number | '', tagIds: [1, 2] };
    const shape = { title: 'title', summary: 'teaser', content: 'content' };
    const draft = { title: 'Yeni', summary: 'Özet', content: paragraph('Metin'), fields: [{ name: 'categoryId', value: 'Ekonomi' }, { name: 'tagIds', value: 'Siyaset, Kent' }, { name: 'unknown', value: '1' }] };
    expect(fromDraftText(draft, values, shape)).toEqual({ ...values, title: 'Yeni', teaser: 'Özet', content: paragraph('Metin') });
    expect(fromDraftText({ ...draft, fields: [{ name: 'categoryId', value: '5' }] }, values, shape, { textOnly: true }).categoryId).toBe(3);
  });

  it('keeps a device copy per kind, item and user, and ignores a damaged one', () => {
    const key = localDraftKey('Column', 4, 7);
    expect(key).not.toBe(localDraftKey('Column', 4, 8));
    expect(localDraftKey('Column', undefined, 7)).toBe('editorial-draft:Column:new:7');
    const draft = { title: 'Köşe', summary: null, content: paragraph('Metin'), fields: [] };
    expect(writeLocalDraft(key, draft, new Date('2026-11-25T09:00:00Z'))).toBe(true);
    expect(readLocalDraft(key)).toEqual({ savedAt: '2026-11-25T09:00:00.000Z', draft });
    window.localStorage.setItem(key, '{"savedAt":');
    expect(readLocalDraft(key)).toBeNull();
  });
});
