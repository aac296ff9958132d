import type { EntityManager } from '@mikro-orm/postgresql';
import { csvFile, type DownloadFile } from '../../lib/csv.js';
import type { SearchPageArgs } from '../common/paging.js';
import { findOr404, findPage, NEWEST_FIRST } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

const NOT_FOUND = 'Newsletter subscriber not found.';

/** How an address is stored and compared: trimmed and lower-cased. */
export const newsletterEmail = (email: string) => email.trim().toLowerCase();

/** Newsletter subscribers: readers sign up (public); staff list, export and delete them. */
export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Signs an address up; resolves only once it is committed. An address already signed up, in any
   * letter case, fails on the unique constraint: 409 `Newsletter.Email.taken`, also when two sign-ups
   * of it race (the constraint decides, not an earlier lookup).
   */
  async subscribe(input: { email: string }): Promise<NewsletterSubscriber> {
    const subscriber = this.em.create(NewsletterSubscriber, { email: newsletterEmail(input.email) });
    await this.em.flush();
    return subscriber;
  }

  /** Newest first, optionally filtered by the words of the address. */
  list(args: SearchPageArgs) {
    return findPage(this.em, NewsletterSubscriber, { where: searchWhere(args.query) as never, orderBy: NEWEST_FIRST, ...args });
  }

  count(): Promise<number> {
    return this.em.count(NewsletterSubscriber);
  }

  get(id: number): Promise<NewsletterSubscriber> {
    return findOr404(this.em, NewsletterSubscriber, { id }, NOT_FOUND);
  }

  /** Removes the row (the address may sign up again); the admin warns that this cannot be undone. */
  async delete(id: number): Promise<void> {
    await this.em.remove(await this.get(id)).flush();
  }

  /** Every address, oldest first, as CSV (`email,subscribedAt`), named `newsletter-subscribers-<date>.csv`. */
  async csv(now = new Date()): Promise<DownloadFile> {
    const rows = await this.em.find(NewsletterSubscriber, {}, { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['email', 'createdAt'] });
    type Row = (typeof rows)[number];
    return csvFile('newsletter-subscribers', [['email', (row: Row) => row.email], ['subscribedAt', (row: Row) => row.createdAt]], rows, now);
  }
}
