import type { Request } from 'express';
import { badInput } from '../../lib/errors.js';
import { deleteRoute, getRoute, PAGE } from '../resource-routes.js';
import { defined, intQuery, textQuery, type RestRoute } from '../route.js';

export const CONTACT_MESSAGE = 'id name email phone message read readAt createdAt updatedAt';

/** `?read=true|false` → only read or only unread messages; anything else is `Contact.Read.invalid`. */
function readQuery(req: Request): boolean | undefined {
  const raw = textQuery(req, 'read');
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw badInput({ read: 'Contact.Read.invalid' });
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
