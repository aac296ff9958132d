import type { PublicHomeQuery, PublicHomeSlotsQuery, PublicNewsCardFragment } from '../../../gql/graphql';

/** The news blocks of the front page, in the order a reader meets them. */
export interface HomeBlocks {
  lead?: PublicNewsCardFragment;
  featured: PublicNewsCardFragment[];
  picks: PublicNewsCardFragment[];
  latest: PublicNewsCardFragment[];
  dusunceOkulu: PublicNewsCardFragment[];
}

/** How many items each block shows at most. */
const SHOWN = { featured: 4, latest: 6, dusunceOkulu: 4 } as const;

/**
 * The front page shows no story twice (ux review, defect 10): going down the page (headline,
 * featured, the editor's picks, latest, Düşünce Okulu), a story shown in an earlier block is left
 * out of every later one.
 */
export function homeBlocks(home: PublicHomeQuery, slots: PublicHomeSlotsQuery | undefined): HomeBlocks {
  const shown = new Set<number>();
  const take = (items: Array<PublicNewsCardFragment | null | undefined>, count: number) => {
    const unseen: PublicNewsCardFragment[] = [];
    for (const item of items) {
      if (!item || shown.has(item.id) || unseen.length >= count) continue;
      unseen.push(item);
      shown.add(item.id);
    }
    return unseen;
  };
  const [lead] = take([home.headline, ...home.featured, ...home.latest], 1);
  return {
    lead,
    featured: take(home.featured, SHOWN.featured),
    picks: take([slots?.primary?.news, slots?.secondary?.news], 2),
    latest: take(home.latest, SHOWN.latest),
    dusunceOkulu: take(home.dusunceOkulu, SHOWN.dusunceOkulu),
  };
}
