import type { PublicHomeQuery, PublicHomeSlotsQuery } from '../../../gql/graphql';
import { homeBlocks } from './home-blocks';

const news = (id: number) => ({
  __typename: 'News' as const,
  id,
  title: `Haber ${id}`,
  slug: `haber-${id}`,
  teaser: '',
  posterUrl: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  hit: 0,
  category: null,
});

const home = (parts: Partial<Pick<PublicHomeQuery, 'headline' | 'featured' | 'latest' | 'dusunceOkulu'>>) =>
  ({ headline: null, featured: [], latest: [], dusunceOkulu: [], latestColumns: [], upcomingEvents: [], publicAllCategories: [], ...parts }) as PublicHomeQuery;

const slots = (primary?: number, secondary?: number) =>
  ({
    advert: { __typename: 'Advert', id: 1, name: '', link: '', imageUrl: null },
    primary: { __typename: 'PageSlot', id: 1, area: 'home-primary', news: primary ? news(primary) : null },
    secondary: { __typename: 'PageSlot', id: 2, area: 'home-secondary', news: secondary ? news(secondary) : null },
  }) as PublicHomeSlotsQuery;

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('the front page blocks', () => {
  it('shows no story twice: a story of an earlier block is left out of the later ones (ux defect 10)', () => {
    // As on the demo: 7 ("Kent kimin?") is an editor's pick and in Düşünce Okulu; 5 ("Okumak neden hâlâ…") is latest and in Düşünce Okulu.
    const blocks = homeBlocks(home({ headline: news(1), featured: [news(1), news(2)], latest: [news(3), news(5), news(2)], dusunceOkulu: [news(7), news(5), news(8)] }), slots(7, 2));
    expect(blocks.lead?.id).toBe(1);
    expect(ids(blocks.featured)).toEqual([2]);
    expect(ids(blocks.picks)).toEqual([7]);
    expect(ids(blocks.latest)).toEqual([3, 5]);
    expect(ids(blocks.dusunceOkulu)).toEqual([8]);
    const all = [blocks.lead!, ...blocks.featured, ...blocks.picks, ...blocks.latest, ...blocks.dusunceOkulu].map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('leads with the first featured story when there is no headline, and keeps each block within its size', () => {
    const many = Array.from({ length: 12 }, (_, index) => news(100 + index));
    const blocks = homeBlocks(home({ featured: [news(2), news(3)], latest: many, dusunceOkulu: many }), undefined);
    expect(blocks.lead?.id).toBe(2);
    expect(ids(blocks.featured)).toEqual([3]);
    expect(blocks.picks).toEqual([]);
    expect(ids(blocks.latest)).toEqual([100, 101, 102, 103, 104, 105]);
    expect(ids(blocks.dusunceOkulu)).toEqual([106, 107, 108, 109]);
  });

  it('shows one pick once when both slots hold the same story', () => {
    expect(ids(homeBlocks(home({}), slots(4, 4)).picks)).toEqual([4]);
  });
});
