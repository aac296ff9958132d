import type { Request } from 'express';
import { textFields, type RestRoute } from '../route.js';

const OK = () => ({ ok: true });

/** An optional text field; a number (a tax number sent as JSON number) is taken as its digits. Missing or empty is null. */
function optionalText(req: Request, name: string): unknown {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
}

/**
 * Spec §7: the reader's forms (JSON in, 201 `{ "ok": true }` once stored) and the subscription
 * offer. The corporate request takes `company` and `tax`, reported back under those names.
 */
export const contactFormRoutes: RestRoute[] = [
  {
    methods: ['POST'],
    path: '/public-contact/send-message',
    document: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    variables: (req) => ({ input: textFields(req, ['name', 'email', 'phone', 'message']) }),
    body: OK,
    status: 201,
  },
];

export const newsletterFormRoutes: RestRoute[] = [
  {
    methods: ['POST'],
    path: '/public-newsletter-subscription/subscribe',
    document: 'mutation ($input: NewsletterInput!) { subscribeToNewsletter(input: $input) }',
    variables: (req) => ({ input: textFields(req, ['email']) }),
    body: OK,
    status: 201,
  },
];

export const subscriptionFormRoutes: RestRoute[] = [
  {
    methods: ['POST'],
    path: '/public-subscriptions/personal',
    document: 'mutation ($input: PersonalSubscriptionInput!) { requestPersonalSubscription(input: $input) }',
    variables: (req) => ({ input: textFields(req, ['name', 'email', 'phone', 'address']) }),
    body: OK,
    status: 201,
  },
  {
    methods: ['POST'],
    path: '/public-subscriptions/company',
    document: 'mutation ($input: CompanySubscriptionInput!) { requestCompanySubscription(input: $input) }',
    variables: (req) => {
      const { company, ...fields } = textFields(req, ['name', 'company', 'email', 'phone', 'address']);
      return { input: { ...fields, companyName: company, taxNumber: optionalText(req, 'tax') } };
    },
    fieldNames: { companyName: 'company', taxNumber: 'tax' },
    body: OK,
    status: 201,
  },
  {
    methods: ['GET'],
    path: '/public-subscriptions/offer',
    document: 'query { publicSubscriptionOffer { personalPrice corporatePrice currency months freeShipping iban accountHolder bankName } }',
  },
];
