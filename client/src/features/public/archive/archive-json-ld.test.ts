import { archiveJsonLd } from './archive-json-ld';
import { archiveListVariables, issueNumberOf } from './archive-variables';

const issue = {
  __typename: 'ArchiveIssue' as const,
  id: 4,
  title: 'Sayı 123: Kentin Sesleri',
  slug: 'sayi-123-kentin-sesleri',
  status: 'published' as const,
  description: 'Kent ve müzik üzerine bir dosya.',
  price: '250.00',
  link: 'https://dergi.example/magaza/sayi-123',
  posterUrl: '/media/archives/x/large.webp',
  previewUrl: '/media/archives/y/preview.pdf',
  mastheadHtml: '<p>Künye</p>',
  contentHtml: '<p>İçerik</p>',
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-04T10:00:00.000Z',
};

describe('archive page helpers', () => {
  it('reads only a sane page number from the address', () => {
    expect(archiveListVariables(new URLSearchParams('page=3&utm_source=x'))).toEqual({ page: 3 });
    expect(archiveListVariables(new URLSearchParams('page=0'))).toEqual({ page: 1 });
    expect(archiveListVariables(new URLSearchParams('page=abc'))).toEqual({ page: 1 });
    expect(archiveListVariables(new URLSearchParams(''))).toEqual({ page: 1 });
  });

  it('finds the issue number in a title, in either language', () => {
    expect(issueNumberOf('Sayı 123: Kentin Sesleri')).toBe('123');
    expect(issueNumberOf('Issue 7 — Spring')).toBe('7');
    expect(issueNumberOf('Kentin Sesleri')).toBeUndefined();
  });

  it('describes the issue as a PublicationIssue of the periodical with its TRY offer', () => {
    expect(archiveJsonLd(issue, '/arsiv/sayi-123-kentin-sesleri')).toEqual(
      expect.objectContaining({
        '@type': 'PublicationIssue',
        name: issue.title,
        issueNumber: '123',
        datePublished: issue.createdAt,
        image: issue.posterUrl,
        description: issue.description,
        isPartOf: expect.objectContaining({ '@type': 'Periodical', name: 'Dergi Ankara' }),
        offers: expect.objectContaining({ '@type': 'Offer', price: '250.00', priceCurrency: 'TRY', url: issue.link }),
      }),
    );
    expect(archiveJsonLd({ ...issue, title: 'Kentin Sesleri' }, '/x')).not.toHaveProperty('issueNumber');
  });
});
