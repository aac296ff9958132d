import type { Request } from 'express';
import { getRoute, listRoute, slotRoute } from '../resource-routes.js';
import { idParam, type RestRoute } from '../route.js';
import { PUBLIC_NEWS } from './news.routes.js';

const PUBLIC_PAGE_SLOT = `id area news { ${PUBLIC_NEWS} } createdAt updatedAt`;

/**
 * A slot as staff see it: `chosenNews` is the chosen news item, also a deleted one (then `deleted`
 * is true: the admin shows a labelled placeholder). (`news`, the live choice, is left out: a field
 * of that name counts as a paged list in the operation cost, and `chosenNews` says all it says.)
 */
export const PAGE_SLOT = 'id area newsId chosenNews { id title slug posterThumbUrl deleted createdAt } createdAt updatedAt';

/** `newsId` as the API takes it: a number, or its digits as text (form posts); missing or empty is null (then required). */
function newsId(req: Request): unknown {
  const value = (req.body as Record<string, unknown> | undefined)?.newsId;
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
}

const UPDATE = `mutation ($input: UpdatePageSlotInput!) { updatePageSlot(input: $input) { ${PAGE_SLOT} } }`;

/**
 * Spec §7: the reader's site fetches a home-page block by its slot key (home-primary,
 * home-secondary); staff list the slots and choose each one's news with JSON `{ newsId }` (PUT and
 * PATCH alike: it is the only field). No create or delete.
 */
export const pageSlotRoutes: RestRoute[] = [
  slotRoute('/public-page-news', 'publicPageNews', PUBLIC_PAGE_SLOT),
  listRoute('/page-news', 'pageSlotList', PAGE_SLOT),
  getRoute('/page-news', 'pageSlot', PAGE_SLOT),
  { methods: ['PUT', 'PATCH'], path: '/page-news/:id', document: UPDATE, variables: (req) => ({ input: { newsId: newsId(req), id: idParam(req) } }) },
];
