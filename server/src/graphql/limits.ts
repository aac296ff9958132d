import { fileURLToPath } from 'node:url';
import { ARCHIVE_LIMITS } from '../modules/archive/archive-issue.inputs.js';
import { COLUMN_LIMITS } from '../modules/column/column.entity.js';
import { COLUMNIST_LIMITS } from '../modules/columnist/columnist.entity.js';
import { NAMED_LIMITS } from '../modules/common/named.js';
import { MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../modules/common/paging.js';
import { EVENT_LIMITS } from '../modules/event/event.inputs.js';
import { NEWS_LIMITS } from '../modules/news/news.inputs.js';
import { CONTACT_LIMITS } from '../modules/contact/contact.inputs.js';
import { NEWSLETTER_LIMITS } from '../modules/newsletter/newsletter.inputs.js';
import { SUBSCRIPTION_LIMITS } from '../modules/subscription/subscription.inputs.js';
import { ADVERT_LIMITS } from '../modules/advert/advert.inputs.js';
import { PROFILE_LIMITS } from '../modules/profile/profile.inputs.js';

/**
 * Every resource's input limits, by message-key area. The server's rules read their module's
 * constants; `npm run codegen` writes this object to `client/src/gql/limits.ts`, so the forms'
 * yup schemas and input hints use the same numbers (checked by `npm run codegen:check`).
 */
export const LIMITS = {
  Category: NAMED_LIMITS,
  Tag: NAMED_LIMITS,
  News: NEWS_LIMITS,
  Columnist: COLUMNIST_LIMITS,
  Column: COLUMN_LIMITS,
  Archive: ARCHIVE_LIMITS,
  Event: EVENT_LIMITS,
  Contact: CONTACT_LIMITS,
  Newsletter: NEWSLETTER_LIMITS,
  Subscription: SUBSCRIPTION_LIMITS,
  Advert: ADVERT_LIMITS,
  Profile: PROFILE_LIMITS,
  Paging: { pageSize: { max: MAX_PAGE_SIZE }, query: { max: MAX_QUERY_LENGTH } },
} as const;

export function limitsText(): string {
  return `// Generated from the server's input limits by \`npm run codegen\`. Do not edit.\nexport const LIMITS = ${JSON.stringify(LIMITS, null, 2)} as const;\n`;
}

/** Where the client reads them. */
export const limitsFile = fileURLToPath(new URL('../../../client/src/gql/limits.ts', import.meta.url));
