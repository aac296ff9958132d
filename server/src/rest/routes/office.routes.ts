import { AuditKind } from '../../modules/audit/audit-entry.entity.js';
import { badInput } from '../../lib/errors.js';
import { PAGE } from '../resource-routes.js';
import { defined, intQuery, textQuery, type RestRoute } from '../route.js';

export const AUDIT_ENTRY = 'id createdAt action kind recordId label ip userName user { id name deleted }';

const SECTION = 'count latest { id label detail date }';
export const DASHBOARD = ['newsThisMonth', 'pendingSubscriptions', 'unreadContactMessages', 'newsletterSubscribers', 'expiringSubscriptions']
  .map((name) => `${name} { ${SECTION} }`)
  .join(' ');

const KINDS = new Set<string>(Object.values(AuditKind));

/** The audit log for staff: `GET /api/audit-log?page&pageSize&userId&kind`, newest first. */
export const auditRoutes: RestRoute[] = [
  {
    methods: ['GET'],
    path: '/audit-log',
    document: `query ($page: Int, $pageSize: Int, $userId: Int, $kind: AuditKind) {
      auditEntries(page: $page, pageSize: $pageSize, userId: $userId, kind: $kind) { ${PAGE(AUDIT_ENTRY)} } }`,
    variables: (req) => {
      const kind = textQuery(req, 'kind') || undefined;
      if (kind !== undefined && !KINDS.has(kind)) throw badInput({ kind: 'AuditLog.Kind.invalid' });
      return defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize'), userId: intQuery(req, 'userId', 'AuditLog.UserId.invalid'), kind });
    },
  },
];

/** What an editor looks at first: `GET /api/dashboard`. */
export const dashboardRoutes: RestRoute[] = [{ methods: ['GET'], path: '/dashboard', document: `query { dashboard { ${DASHBOARD} } }` }];
