import { PAGE } from '../resource-routes.js';
import { defined, intQuery, textQuery, type RestRoute } from '../route.js';

export const AUDIT_ENTRY = 'id createdAt action kind recordId label ip userName user { id name deleted }';

const SECTION = 'count latest { id label detail date }';
export const DASHBOARD = ['newsThisMonth', 'pendingSubscriptions', 'unreadContactMessages', 'newsletterSubscribers', 'expiringSubscriptions']
  .map((name) => `${name} { ${SECTION} }`)
  .join(' ');

/** The audit log for staff: `GET /api/audit-log?page&pageSize&userId&kind`, newest first. */
export const auditRoutes: RestRoute[] = [
  {
    methods: ['GET'],
    path: '/audit-log',
    document: `query ($page: Int, $pageSize: Int, $userId: Int, $kind: AuditKind) {
      auditEntries(page: $page, pageSize: $pageSize, userId: $userId, kind: $kind) { ${PAGE(AUDIT_ENTRY)} } }`,
    // An unknown kind is refused by GraphQL's enum coercion: AuditLog.Kind.invalid.
    variables: (req) =>
      defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize'), userId: intQuery(req, 'userId', 'AuditLog.UserId.invalid'), kind: textQuery(req, 'kind') || undefined }),
    messageArea: 'AuditLog',
  },
];

/** What an editor looks at first: `GET /api/dashboard`. */
export const dashboardRoutes: RestRoute[] = [{ methods: ['GET'], path: '/dashboard', document: `query { dashboard { ${DASHBOARD} } }` }];
