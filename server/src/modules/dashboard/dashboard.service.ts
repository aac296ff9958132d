import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { News } from '../news/news.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { SubscriptionRequest, SubscriptionStatus } from '../subscription/subscription-request.entity.js';
import { SUBSCRIPTION_PRICES } from '../subscription/subscription.service.js';
import type { Dashboard, DashboardItem, DashboardSection } from './dashboard.types.js';

/** How many items each section lists. */
export const DASHBOARD_LATEST = 5;
/** A subscription "ends soon" within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

const DAY = 24 * 60 * 60 * 1000;
/** Europe/Istanbul is UTC+3 all year (no daylight saving time since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The first moment of the calendar month of `now` in Istanbul, as an instant. */
export function startOfIstanbulMonth(now: Date): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - ISTANBUL_OFFSET_MS);
}

/** `date` moved by whole calendar months (UTC), the way a subscription's end is computed. */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/** When a subscription confirmed at `subscribedAt` ends (spec §1: valid 12 months). */
export const subscriptionEnd = (subscribedAt: Date) => addMonths(subscribedAt, SUBSCRIPTION_PRICES.months);

/** The dashboard's counts and latest items, each one query pair on the request's EntityManager. */
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async get(now = new Date()): Promise<Dashboard> {
    const months = SUBSCRIPTION_PRICES.months;
    // Ends within 30 days from now (and has not ended): subscribedAt + 12 months in (now, now + 30 days].
    const endingFrom = addMonths(now, -months);
    const endingTo = addMonths(new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY), -months);
    const newest = { createdAt: 'desc', id: 'desc' } as const;
    return {
      newsThisMonth: await this.section(News, { createdAt: { $gte: startOfIstanbulMonth(now) } }, newest, (news) => ({
        id: news.id,
        label: news.title,
        detail: null,
        date: news.createdAt,
      })),
      pendingSubscriptions: await this.section(SubscriptionRequest, { status: SubscriptionStatus.pending }, newest, subscriptionItem),
      unreadContactMessages: await this.section(ContactMessage, { readAt: null }, newest, (message) => ({
        id: message.id,
        label: message.name,
        detail: message.email,
        date: message.createdAt,
      })),
      newsletterSubscribers: await this.section(NewsletterSubscriber, {}, newest, (subscriber) => ({
        id: subscriber.id,
        label: subscriber.email,
        detail: null,
        date: subscriber.createdAt,
      })),
      expiringSubscriptions: await this.section(
        SubscriptionRequest,
        { status: SubscriptionStatus.confirmed, subscribedAt: { $gt: endingFrom, $lte: endingTo } },
        { subscribedAt: 'asc', id: 'asc' },
        (request) => ({ ...subscriptionItem(request), date: subscriptionEnd(request.subscribedAt!) }),
      ),
    };
  }

  private async section<T extends object>(
    entity: EntityClass<T>,
    where: FilterQuery<T>,
    orderBy: Record<string, 'asc' | 'desc'>,
    item: (row: T) => DashboardItem,
  ): Promise<DashboardSection> {
    const [rows, count] = await this.em.findAndCount(entity, where as never, { orderBy: orderBy as never, limit: DASHBOARD_LATEST });
    return { count, latest: rows.map(item) };
  }
}

function subscriptionItem(request: SubscriptionRequest): DashboardItem {
  return { id: request.id, label: request.companyName || request.name, detail: request.type, date: request.createdAt };
}
