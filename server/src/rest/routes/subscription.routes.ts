import { deleteRoute, getRoute, PAGE } from '../resource-routes.js';
import { defined, idParam, intQuery, textQuery, type RestRoute } from '../route.js';

export const SUBSCRIPTION_REQUEST =
  'id type status name email phone address companyName taxNumber subscribedAt endsAt active createdAt updatedAt';

/**
 * Spec §7: subscription requests (staff): list with status, type and "ending within N days"
 * filters, detail, confirm (POST as the spec's action; PUT and PATCH too), delete, and the shipping
 * list of the active subscriptions as a CSV download (its fixed path before the one taking an id).
 */
export const subscriptionRoutes: RestRoute[] = [
  {
    methods: ['GET'],
    path: '/subscriptions/shipping-list.csv',
    document: 'query { subscriptionShippingCsv { filename contentType content } }',
    file: true,
  },
  {
    methods: ['GET'],
    path: '/subscriptions',
    document: `query ($page: Int, $pageSize: Int, $query: String, $status: SubscriptionStatus, $type: SubscriptionType, $expiringWithinDays: Int) {
      subscriptionRequestList(page: $page, pageSize: $pageSize, query: $query, status: $status, type: $type, expiringWithinDays: $expiringWithinDays) {
        ${PAGE(SUBSCRIPTION_REQUEST)} } }`,
    variables: (req) =>
      defined({
        page: intQuery(req, 'page'),
        pageSize: intQuery(req, 'pageSize'),
        query: textQuery(req, 'query'),
        status: textQuery(req, 'status') || undefined,
        type: textQuery(req, 'type') || undefined,
        expiringWithinDays: intQuery(req, 'expiringWithinDays', 'Subscription.ExpiringWithinDays.invalid'),
      }),
  },
  getRoute('/subscriptions', 'subscriptionRequest', SUBSCRIPTION_REQUEST),
  {
    methods: ['POST', 'PUT', 'PATCH'],
    path: '/subscriptions/:id/confirm',
    document: `mutation ($input: IdInput!) { confirmSubscriptionRequest(input: $input) { ${SUBSCRIPTION_REQUEST} } }`,
    variables: (req) => ({ input: { id: idParam(req) } }),
  },
  deleteRoute('/subscriptions', 'deleteSubscriptionRequest'),
];
