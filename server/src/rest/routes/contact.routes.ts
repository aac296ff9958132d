import type { Request } from 'express';
import { deleteRoute, getRoute, PAGE } from '../resource-routes.js';
import { defined, intQuery, textQuery, type RestRoute } from '../route.js';

export const CONTACT_MESSAGE = 'id name email phone message read readAt createdAt updatedAt';

/**
 * `?read=true|false` → only read or only unread messages. Anything else goes to GraphQL as given,
 * whose Boolean refuses it: `Contact.Read.invalid` (the route's message area).
 */
function readQuery(req: Request): boolean | string | undefined {
  const raw = textQuery(req, 'read');
  if (raw === undefined || raw === '') return undefined;
  return raw === 'true' || raw === 'false' ? raw === 'true' : raw;
}

/**
 * Spec §7: contact messages (staff). The detail marks the message read (`markContactMessageRead`,
 * run after the read, whose answer is sent: the message as it now is).
 */
export const contactRoutes: RestRoute[] = [
  {
    methods: ['GET'],
    path: '/contacts',
    document: `query ($page: Int, $pageSize: Int, $query: String, $read: Boolean) {
      contactMessageList(page: $page, pageSize: $pageSize, query: $query, read: $read) { ${PAGE(CONTACT_MESSAGE)} } }`,
    variables: (req) => defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize'), query: textQuery(req, 'query'), read: readQuery(req) }),
    messageArea: 'Contact',
  },
  {
    ...getRoute('/contacts', 'contactMessage', CONTACT_MESSAGE),
    after: {
      document: `mutation ($input: IdInput!) { markContactMessageRead(input: $input) { ${CONTACT_MESSAGE} } }`,
      variables: (data) => ({ input: { id: (data.contactMessage as { id: number }).id } }),
      answer: true,
    },
  },
  deleteRoute('/contacts', 'deleteContactMessage'),
];
