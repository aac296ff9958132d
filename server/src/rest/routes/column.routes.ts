import type { Request } from 'express';
import { deleteRoute, getRoute, limitRoute, PAGE, publicItemRoute } from '../resource-routes.js';
import { bodyFields, defined, idParam, intQuery, textFields, textQuery, type RestRoute } from '../route.js';
import { COLUMNIST } from './columnist.routes.js';
import { PUBLICATION, publicationFields, statusQuery } from './publication.routes.js';

/** A column in the admin list (`GET /columns`): what the list shows; the rich text is the column's own answer. */
const COLUMN_ROW = `id title slug hit columnist { ${COLUMNIST} } createdAt updatedAt ${PUBLICATION}`;
export const COLUMN = `${COLUMN_ROW} content contentHtml`;

/** A column in the reader's lists (latest, column list): its card, without the rich text (issue 14 §2). */
const PUBLIC_COLUMN_CARD = 'id title slug hit columnist { id name slug imageUrl thumbUrl deleted } createdAt updatedAt';
/** A column as the reader's site gets it. */
export const PUBLIC_COLUMN = `${PUBLIC_COLUMN_CARD} content contentHtml`;

const UPDATE = `mutation ($input: UpdateColumnInput!) { updateColumn(input: $input) { ${COLUMN} } }`;

/** `columnistId` as the API takes it: a number, or its digits as text (form posts); missing or empty is null. */
function columnistId(req: Request): unknown {
  const value = (req.body as Record<string, unknown> | undefined)?.columnistId;
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
}

/** Spec §7: columns, JSON `title`, `content` (Slate JSON) and `columnistId`. */
export const columnRoutes: RestRoute[] = [
  {
    methods: ['GET'],
    path: '/columns',
    document: `query ($page: Int, $pageSize: Int, $query: String, $columnistId: Int, $status: PublicationStatus) {
      columnList(page: $page, pageSize: $pageSize, query: $query, columnistId: $columnistId, status: $status) { ${PAGE(COLUMN_ROW)} } }`,
    variables: (req) =>
      defined({
        page: intQuery(req, 'page'),
        pageSize: intQuery(req, 'pageSize'),
        query: textQuery(req, 'query'),
        columnistId: intQuery(req, 'columnistId'),
        status: statusQuery(req),
      }),
  },
  getRoute('/columns', 'column', COLUMN),
  {
    methods: ['POST'],
    path: '/columns',
    document: `mutation ($input: CreateColumnInput!) { createColumn(input: $input) { ${COLUMN} } }`,
    variables: (req) => ({ input: { ...textFields(req, ['title', 'content']), columnistId: columnistId(req), ...publicationFields(req, { edit: false }) } }),
    status: 201,
  },
  {
    methods: ['PUT'],
    path: '/columns/:id',
    document: UPDATE,
    variables: (req) => ({ input: { ...textFields(req, ['title', 'content']), columnistId: columnistId(req), ...publicationFields(req, { edit: true }), id: idParam(req) } }),
  },
  {
    methods: ['PATCH'],
    path: '/columns/:id',
    document: UPDATE,
    variables: (req) => ({ input: { ...bodyFields(req, ['title', 'content']), columnistId: columnistId(req), ...publicationFields(req, { edit: true }), id: idParam(req) } }),
  },
  deleteRoute('/columns', 'deleteColumn'),

  // The reader's site (spec §7 public columns): the fixed paths before the one taking an id or slug.
  limitRoute('/public-columns/latest', 'publicLatestColumns', PUBLIC_COLUMN_CARD),
  {
    methods: ['GET'],
    path: '/public-columns/column-list',
    document: `query ($page: Int, $pageSize: Int, $sortBy: String, $columnistId: Int) {
      publicColumnList(page: $page, pageSize: $pageSize, sortBy: $sortBy, columnistId: $columnistId) { ${PAGE(PUBLIC_COLUMN_CARD)} } }`,
    variables: (req) =>
      defined({
        page: intQuery(req, 'page'),
        pageSize: intQuery(req, 'pageSize'),
        sortBy: textQuery(req, 'sortBy'),
        columnistId: intQuery(req, 'columnistId', 'PublicColumns.ColumnistId.invalid'),
      }),
  },
  publicItemRoute('/public-columns', 'publicColumn', PUBLIC_COLUMN, 'column'),
];
