import type { Request } from 'express';
import { fileField } from '../multipart.js';
import { deleteRoute, getRoute, PAGE, publicItemRoute } from '../resource-routes.js';
import { bodyFields, defined, idParam, intQuery, textFields, textQuery, type RestRoute } from '../route.js';
import { PUBLICATION, publicationFields, statusQuery } from './publication.routes.js';

/** An archive issue in a list (the reader's and the admin's): its card, without the rich texts (issue 14 §2). */
const ARCHIVE_ISSUE_CARD = 'id title slug description posterUrl posterThumbUrl previewUrl isFeatured price link hit createdAt updatedAt';
/** One archive issue as the API answers it (spec §3). */
export const ARCHIVE_ISSUE = `${ARCHIVE_ISSUE_CARD} content contentHtml masthead mastheadHtml`;

const TEXT = ['title', 'description', 'content', 'masthead', 'price', 'link', 'isFeatured'];

/** The files of the form that were sent (an edit keeps the ones left out). */
function files(req: Request): Record<string, unknown> {
  const sent = { poster: fileField(req, 'poster'), preview: fileField(req, 'preview') };
  return Object.fromEntries(Object.entries(sent).filter(([, file]) => file !== undefined));
}

/** An issue as the admin's paths answer it: with its publication. */
const ADMIN_ARCHIVE_ISSUE = `${ARCHIVE_ISSUE} ${PUBLICATION}`;

const one = (mutation: string, inputType: string) => `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${ADMIN_ARCHIVE_ISSUE} } }`;

/** Spec §7 "Archives": list, detail, create and edit as multipart, delete. */
export const archiveRoutes: RestRoute[] = [
  {
    methods: ['GET'],
    path: '/archives',
    document: `query ($page: Int, $pageSize: Int, $query: String, $status: PublicationStatus) {
      archiveIssueList(page: $page, pageSize: $pageSize, query: $query, status: $status) { ${PAGE(`${ARCHIVE_ISSUE_CARD} ${PUBLICATION}`)} } }`,
    variables: (req) => defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize'), query: textQuery(req, 'query'), status: statusQuery(req) }),
  },
  getRoute('/archives', 'archiveIssue', ADMIN_ARCHIVE_ISSUE),
  {
    methods: ['POST'],
    path: '/archives',
    document: one('createArchiveIssue', 'CreateArchiveIssueInput'),
    variables: (req) => ({ input: { ...textFields(req, TEXT), ...files(req), ...publicationFields(req, { edit: false }) } }),
    files: { poster: 'image', preview: 'pdf' },
    status: 201,
  },
  {
    methods: ['PUT'],
    path: '/archives/:id',
    document: one('updateArchiveIssue', 'UpdateArchiveIssueInput'),
    variables: (req) => ({ input: { ...textFields(req, TEXT), ...files(req), ...publicationFields(req, { edit: true }), id: idParam(req) } }),
    files: { poster: 'image', preview: 'pdf' },
  },
  {
    methods: ['PATCH'],
    path: '/archives/:id',
    document: one('updateArchiveIssue', 'UpdateArchiveIssueInput'),
    variables: (req) => ({ input: { ...bodyFields(req, TEXT), ...files(req), ...publicationFields(req, { edit: true }), id: idParam(req) } }),
    files: { poster: 'image', preview: 'pdf' },
  },
  deleteRoute('/archives', 'deleteArchiveIssue'),

  // The reader's site (spec §7 public archives).
  {
    methods: ['GET'],
    path: '/public-archives/list',
    document: `query ($page: Int, $pageSize: Int) { publicArchiveList(page: $page, pageSize: $pageSize) { ${PAGE(ARCHIVE_ISSUE_CARD)} } }`,
    variables: (req) => defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize') }),
  },
  publicItemRoute('/public-archives', 'publicArchiveIssue', ARCHIVE_ISSUE, 'archive'),
];
