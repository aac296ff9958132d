import { headElements, type HeadData } from './head-context';

const ORIGIN = 'https://dergi.example';
const page = (head: Partial<HeadData> = {}): HeadData => ({ title: 'İletişim', canonical: '/iletisim', alternates: [], lang: 'tr', ...head });
const metaOf = (head: HeadData, property: string) => headElements(head, ORIGIN).find((element) => element.attributes.property === property || element.attributes.name === property)?.attributes.content;

describe('head elements of a page', () => {
  it("gives a public page without an image of its own the magazine's sharing image, absolute", () => {
    expect(metaOf(page(), 'og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(metaOf(page(), 'og:image:width')).toBe('1200');
    expect(metaOf(page(), 'twitter:image')).toBe(`${ORIGIN}/og-default.png`);
  });

  it('keeps a page’s own image', () => {
    const head = page({ image: '/media/news/7/large.webp' });
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/media/news/7/large.webp`);
    expect(metaOf(head, 'og:image:width')).toBeUndefined();
  });

  it('links the news feed from a public page, and gives a page that is not indexed no sharing tags', () => {
    const feed = (head: HeadData) => headElements(head, ORIGIN).find((element) => element.attributes.type === 'application/rss+xml')?.attributes;
    expect(feed(page())).toEqual({ rel: 'alternate', type: 'application/rss+xml', title: 'Dergi Ankara', href: `${ORIGIN}/rss.xml` });
    expect(metaOf(page({ noIndex: true }), 'og:image')).toBeUndefined();
    expect(feed(page({ canonical: undefined, noIndex: true }))).toBeUndefined();
  });
});
