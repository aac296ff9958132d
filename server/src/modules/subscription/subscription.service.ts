import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriptionPayment } from '../../config.js';
import type { StaffNotifier } from '../../mail/staff-notifications.js';
import { csvFile, type DownloadFile } from '../../lib/csv.js';
import { findOr404, findPage, NEWEST_FIRST } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { SubscriptionRequest, SubscriptionStatus, SubscriptionType } from './subscription-request.entity.js';
import type { SubscriptionOffer, SubscriptionRequestListArgs } from './subscription.types.js';

const NOT_FOUND = 'Subscription request not found.';
const DAY = 24 * 60 * 60 * 1000;

/** Spec §1 and §9: yearly personal 1500 TRY, corporate 2000 TRY, 12 months, free shipping. */
export const SUBSCRIPTION_PRICES = { personal: 1500, corporate: 2000, currency: 'TRY', months: 12, freeShipping: true } as const;

/** `date` moved by whole calendar months (UTC), a missing day clamped to the month's last (29 Feb + 12 months = 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a confirmed subscription ends: 12 months after `subscribedAt`; null while pending. */
export function subscriptionEnd(request: Pick<SubscriptionRequest, 'status' | 'subscribedAt'>): Date | null {
  if (request.status !== SubscriptionStatus.confirmed || !request.subscribedAt) return null;
  return addMonths(request.subscribedAt, SUBSCRIPTION_PRICES.months);
}

/** Whether the subscription runs at `now`: confirmed, and its 12 months not yet over. */
export function isActive(request: Pick<SubscriptionRequest, 'status' | 'subscribedAt'>, now: Date = new Date()): boolean {
  const end = subscriptionEnd(request);
  return Boolean(end && request.subscribedAt! <= now && end > now);
}

/** Confirmed requests running at `now` (subscribed within the last 12 months). */
const activeWhere = (now: Date) => ({
  status: SubscriptionStatus.confirmed,
  subscribedAt: { $gt: addMonths(now, -SUBSCRIPTION_PRICES.months), $lte: now },
});

export interface PersonalSubscriptionFields {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface CompanySubscriptionFields extends PersonalSubscriptionFields {
  companyName: string;
  taxNumber?: string | null;
}

/** Subscription requests: readers send them (public) and see the offer; staff will list, confirm and delete them. */
export class SubscriptionService {
  constructor(
    private readonly em: EntityManager,
    private readonly payment: SubscriptionPayment,
    private readonly notifier?: StaffNotifier,
  ) {}

  /**
   * Newest first, filtered by the words of name, company, email, phone and address (any order), by
   * status and by type. `expiringWithinDays`: only active subscriptions ending within that many
   * days, the soonest end first.
   */
  list(args: SubscriptionRequestListArgs, now: Date = new Date()) {
    const expiring = args.expiringWithinDays
      ? {
          $and: [
            activeWhere(now),
            { subscribedAt: { $lte: addMonths(new Date(now.getTime() + args.expiringWithinDays * DAY), -SUBSCRIPTION_PRICES.months) } },
          ],
        }
      : {};
    const where = {
      ...(args.status ? { status: args.status } : {}),
      ...(args.type ? { type: args.type } : {}),
      $and: [searchWhere(args.query) ?? {}, expiring],
    };
    const orderBy = args.expiringWithinDays ? { subscribedAt: 'asc', id: 'asc' } : NEWEST_FIRST;
    return findPage(this.em, SubscriptionRequest, { where: where as never, orderBy: orderBy as never, page: args.page, pageSize: args.pageSize });
  }

  /** How many requests wait for their payment to be confirmed. */
  pendingCount(): Promise<number> {
    return this.em.count(SubscriptionRequest, { status: SubscriptionStatus.pending });
  }

  get(id: number): Promise<SubscriptionRequest> {
    return findOr404(this.em, SubscriptionRequest, { id }, NOT_FOUND);
  }

  /**
   * Pending → confirmed, `subscribedAt` now: the subscription runs 12 months from then. Confirming
   * a confirmed one changes nothing and answers it as it is, also when two confirmations race (the
   * update only applies to a row still pending).
   */
  async confirm(id: number, now: Date = new Date()): Promise<SubscriptionRequest> {
    const request = await this.get(id);
    if (request.status === SubscriptionStatus.confirmed) return request;
    await this.em.nativeUpdate(
      SubscriptionRequest,
      { id, status: SubscriptionStatus.pending },
      { status: SubscriptionStatus.confirmed, subscribedAt: now, updatedAt: now },
    );
    return this.em.findOneOrFail(SubscriptionRequest, { id }, { refresh: true });
  }

  /** Removes the row: nothing refers to a request, and the admin warns that this cannot be undone. */
  async delete(id: number): Promise<void> {
    await this.em.remove(await this.get(id)).flush();
  }

  /**
   * Where to ship the next issue: name, company, address and phone of every active subscription,
   * by name, as CSV named `shipping-list-<date>.csv`.
   */
  async shippingCsv(now: Date = new Date()): Promise<DownloadFile> {
    const rows = await this.em.find(SubscriptionRequest, activeWhere(now), { orderBy: { name: 'asc', id: 'asc' } });
    return csvFile(
      'shipping-list',
      [
        ['name', (row: SubscriptionRequest) => row.name],
        ['company', (row: SubscriptionRequest) => row.companyName ?? ''],
        ['address', (row: SubscriptionRequest) => row.address],
        ['phone', (row: SubscriptionRequest) => row.phone],
      ],
      rows,
      now,
    );
  }

  offer(): SubscriptionOffer {
    return {
      personalPrice: SUBSCRIPTION_PRICES.personal,
      corporatePrice: SUBSCRIPTION_PRICES.corporate,
      currency: SUBSCRIPTION_PRICES.currency,
      months: SUBSCRIPTION_PRICES.months,
      freeShipping: SUBSCRIPTION_PRICES.freeShipping,
      iban: this.payment.iban,
      accountHolder: this.payment.accountHolder,
      bankName: this.payment.bankName,
    };
  }

  /** A pending personal request; resolves only once it is committed. */
  requestPersonal(input: PersonalSubscriptionFields): Promise<SubscriptionRequest> {
    return this.store(SubscriptionType.personal, input);
  }

  /** A pending corporate request (the tax number is optional); resolves only once it is committed. */
  requestCompany(input: CompanySubscriptionFields): Promise<SubscriptionRequest> {
    return this.store(SubscriptionType.company, input, {
      companyName: input.companyName.trim(),
      taxNumber: input.taxNumber?.trim() || undefined,
    });
  }

  private async store(
    type: SubscriptionType,
    input: PersonalSubscriptionFields,
    company: { companyName?: string; taxNumber?: string } = {},
  ): Promise<SubscriptionRequest> {
    const request = this.em.create(SubscriptionRequest, {
      type,
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      address: input.address.trim(),
      ...company,
    });
    await this.em.flush();
    this.notifier?.subscriptionRequest(request);
    return request;
  }
}
