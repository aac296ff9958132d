import type { Request } from 'express';
import { fileField } from '../multipart.js';
import { deleteRoute, getRoute, listRoute, PAGE, publicItemRoute } from '../resource-routes.js';
import { bodyFields, defined, idParam, intQuery, textFields, type RestRoute } from '../route.js';

/** One archive issue as the API answers it (spec §3). */
export const ARCHIVE_ISSUE =
  'id title slug description posterUrl posterThumbUrl previewUrl isFeatured price link content contentHtml masthead mastheadHtml hit createdAt updatedAt';

const TEXT = ['title', 'description', 'content', 'masthead', 'price', 'link', 'isFeatured'];

/** The files of the form that were sent (an edit keeps the ones left out). */
function files(req: Request): Record<string, unknown> {
  const sent = { poster: fileField(req, 'poster'), preview: fileField(req, 'preview') };
  return Object.fromEntries(Object.entries(sent).filter(([, file]) => file !== undefined));
}

const one = (mutation: string, inputType: string) => `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${ARCHIVE_ISSUE} } }`;

/** Spec §7 "Archives": list, detail, create and edit as multipart, delete. */
export const archiveRoutes: RestRoute[] = [
  listRoute('/archives', 'archiveIssueList', ARCHIVE_ISSUE),
  getRoute('/archives', 'archiveIssue', ARCHIVE_ISSUE),
  {
    methods: ['POST'],
    path: '/archives',
    document: one('createArchiveIssue', 'CreateArchiveIssueInput'),
    variables: (req) => ({ input: { ...textFields(req, TEXT), ...files(req) } }),
    files: { poster: 'image', preview: 'pdf' },
    status: 201,
  },
  {
    methods: ['PUT'],
    path: '/archives/:id',
    document: one('updateArchiveIssue', 'UpdateArchiveIssueInput'),
    variables: (req) => ({ input: { ...textFields(req, TEXT), ...files(req), id: idParam(req) } }),
    files: { poster: 'image', preview: 'pdf' },
  },
  {
    methods: ['PATCH'],
    path: '/archives/:id',
    document: one('updateArchiveIssue', 'UpdateArchiveIssueInput'),
    variables: (req) => ({ input: { ...bodyFields(req, TEXT), ...files(req), id: idParam(req) } }),
    files: { poster: 'image', preview: 'pdf' },
  },
  deleteRoute('/archives', 'deleteArchiveIssue'),

  // The reader's site (spec §7 public archives).
  {
    methods: ['GET'],
    path: '/public-archives/list',
    document: `query ($page: Int, $pageSize: Int) { publicArchiveList(page: $page, pageSize: $pageSize) { ${PAGE(ARCHIVE_ISSUE)} } }`,
    variables: (req) => defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize') }),
  },
  publicItemRoute('/public-archives', 'publicArchiveIssue', ARCHIVE_ISSUE, 'archive'),
];
