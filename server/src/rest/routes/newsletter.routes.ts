import { deleteRoute, listRoute } from '../resource-routes.js';
import type { RestRoute } from '../route.js';

export const NEWSLETTER_SUBSCRIBER = 'id email createdAt updatedAt';

/** Spec §7: newsletter subscribers (staff): list, delete, and every address as a CSV download. */
export const newsletterRoutes: RestRoute[] = [
  listRoute('/newsletter-subscription', 'newsletterSubscriberList', NEWSLETTER_SUBSCRIBER),
  { methods: ['GET'], path: '/newsletter-subscription/export.csv', document: 'query { newsletterSubscriberCsv { filename contentType content } }', file: true },
  deleteRoute('/newsletter-subscription', 'deleteNewsletterSubscriber'),
];
