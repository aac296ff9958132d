import type { Request } from 'express';
import { defined, idParam, textQuery, type RestRoute } from '../route.js';

/** What the admin's answers say of an item's publication. */
export const PUBLICATION = 'status publishAt publishedAt version';

/** A whole number as a form sends it (digits), or the value as it came (so the rules report it). */
const whole = (value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);

/** A value left empty in a form is a value not sent. */
const sent = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The publication fields of a create or edit body (JSON or multipart): `status`, `publishAt` (an ISO
 * instant) and, on an edit, the `version` it is based on. None sent: a create publishes at once, an
 * edit keeps the status and is not checked against a newer save.
 */
export function publicationFields(req: Request, { edit }: { edit: boolean }): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return defined({
    status: sent(body.status),
    publishAt: sent(body.publishAt),
    ...(edit ? { version: whole(sent(body.version)) } : {}),
  });
}

/** The `status` filter of an admin list's query string. */
export const statusQuery = (req: Request) => textQuery(req, 'status') || undefined;

/** `POST path/:id/publication` with `{ status, publishAt?, version? }`: publish now, withdraw or schedule. */
function publicationRoute(path: string, kind: string): RestRoute {
  return {
    methods: ['POST'],
    path: `${path}/:id/publication`,
    document: `mutation ($input: ChangePublicationInput!) { changePublication(input: $input) { kind id ${PUBLICATION} } }`,
    variables: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // A missing status is reported as required.
      return { input: { kind, id: idParam(req), ...publicationFields(req, { edit: true }), status: sent(body.status) ?? null } };
    },
  };
}

/** Publication changes of news, columns and archive issues (beside spec §7's paths). */
export const publicationRoutes: RestRoute[] = [
  publicationRoute('/news', 'News'),
  publicationRoute('/columns', 'Column'),
  publicationRoute('/archives', 'ArchiveIssue'),
];
