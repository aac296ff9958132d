import { paragraph } from '../common/rich-text.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { News } from '../news/news.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { SubscriptionRequest, SubscriptionStatus, SubscriptionType } from '../subscription/subscription-request.entity.js';
import { expectError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { addMonths, startOfIstanbulMonth, subscriptionEnd } from './dashboard.service.js';

/*
 * The dashboard over HTTP on a database of its own: rows are written straight through the ORM
 * (their subject is not this test), then GET /api/dashboard must count and list them.
 */

const DAY = 24 * 60 * 60 * 1000;

describe('dates of the dashboard (pure)', () => {
  it.each([
    ['mid-month', '2026-11-23T12:00:00.000Z', '2026-10-31T21:00:00.000Z'],
    ['the first Istanbul hours of a month are that month', '2026-11-30T21:30:00.000Z', '2026-11-30T21:00:00.000Z'],
    ['the last Istanbul minute of a month', '2026-11-30T20:59:00.000Z', '2026-10-31T21:00:00.000Z'],
    ['January', '2027-01-01T00:00:00.000Z', '2026-12-31T21:00:00.000Z'],
  ])('startOfIstanbulMonth: %s', (_label, now, start) => {
    expect(startOfIstanbulMonth(new Date(now)).toISOString()).toBe(start);
  });

  it('a subscription ends 12 calendar months after it was confirmed', () => {
    expect(subscriptionEnd(new Date('2026-03-15T10:00:00.000Z')).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-20T00:00:00.000Z'), -12).toISOString()).toBe('2025-12-20T00:00:00.000Z');
  });
});

describe('GET /api/dashboard', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.staff();
  });
  afterAll(() => t.close());

  it('answers an empty dashboard on an empty database', async () => {
    const response = await staff.get('/api/dashboard');
    expect(response.status).toBe(200);
    const empty = { count: 0, latest: [] };
    expect(response.body).toEqual({
      newsThisMonth: empty,
      pendingSubscriptions: empty,
      unreadContactMessages: empty,
      newsletterSubscribers: empty,
      expiringSubscriptions: empty,
    });
  });

  it('counts each section and lists its latest five with a label, a detail and a date', async () => {
    const em = t.app.db.orm.em.fork();
    const now = Date.now();
    const monthStart = startOfIstanbulMonth(new Date(now)).getTime();
    // This month: seven live news, minutes apart; last month's and a deleted one do not count.
    const news = (title: string, createdAt: number, deleted = false) =>
      em.create(News, {
        title,
        slug: unique('dash-'),
        teaser: `${title} özeti`,
        content: [paragraph(title)],
        posterPath: '/media/news/test.webp',
        createdAt: new Date(createdAt),
        deletedAt: deleted ? new Date() : undefined,
      });
    const thisMonth = Array.from({ length: 7 }, (_, i) => news(`Bu Ay ${i + 1}`, Math.max(monthStart, now - 60 * 60 * 1000) + i * 1000));
    news('Geçen Ay', monthStart - 60 * 1000);
    news('Silinmiş', now - 1000, true);

    const request = (name: string, extra: Partial<SubscriptionRequest> = {}) =>
      em.create(SubscriptionRequest, { type: SubscriptionType.personal, name, email: 'okur@ornek.test', phone: '0312 000 00 00', address: 'Çankaya, Ankara', ...extra });
    const pending = Array.from({ length: 6 }, (_, i) => request(`Bekleyen ${i + 1}`, { createdAt: new Date(now - (10 - i) * 60_000) }));
    const company = request('Yetkili', { type: SubscriptionType.company, companyName: 'Şirket A.Ş.', createdAt: new Date(now - 1000) });
    // Confirmed: ending in 3 days, in 29 days, in 31 days (too late) and 2 days ago (already ended).
    const confirmed = (name: string, endsInDays: number) =>
      request(name, { status: SubscriptionStatus.confirmed, subscribedAt: addMonths(new Date(now + endsInDays * DAY), -12) });
    const soon = confirmed('Üç Gün', 3);
    const later = confirmed('Yirmi Dokuz Gün', 29);
    confirmed('Otuz Bir Gün', 31);
    confirmed('Bitmiş', -2);

    for (let i = 1; i <= 3; i += 1) {
      em.create(ContactMessage, { name: `Yazan ${i}`, email: `yazan${i}@ornek.test`, phone: '0312', message: 'Merhaba', createdAt: new Date(now - (5 - i) * 1000) });
    }
    em.create(ContactMessage, { name: 'Okunmuş', email: 'okunmus@ornek.test', phone: '0312', message: 'Merhaba', createdAt: new Date(now), readAt: new Date(now) });
    for (let i = 1; i <= 8; i += 1) em.create(NewsletterSubscriber, { email: `${unique('okur')}@ornek.test`, createdAt: new Date(now - (10 - i) * 1000) });
    await em.flush();

    const response = await staff.get('/api/dashboard');
    expect(response.status).toBe(200);
    const body = response.body;
    const iso = (date: Date) => date.toISOString();

    expect(body.newsThisMonth.count).toBe(7);
    expect(body.newsThisMonth.latest).toEqual(
      [...thisMonth].reverse().slice(0, 5).map((n) => ({ id: n.id, label: n.title, detail: null, date: iso(n.createdAt) })),
    );

    expect(body.pendingSubscriptions.count).toBe(7);
    expect(body.pendingSubscriptions.latest).toEqual([
      { id: company.id, label: 'Şirket A.Ş.', detail: 'company', date: iso(company.createdAt) },
      ...[...pending].reverse().slice(0, 4).map((r) => ({ id: r.id, label: r.name, detail: 'personal', date: iso(r.createdAt) })),
    ]);

    // A message already read is not counted.
    expect(body.unreadContactMessages.count).toBe(3);
    expect(body.unreadContactMessages.latest.map((m: { label: string; detail: string }) => [m.label, m.detail])).toEqual([
      ['Yazan 3', 'yazan3@ornek.test'],
      ['Yazan 2', 'yazan2@ornek.test'],
      ['Yazan 1', 'yazan1@ornek.test'],
    ]);

    expect(body.newsletterSubscribers.count).toBe(8);
    expect(body.newsletterSubscribers.latest).toHaveLength(5);
    const subscriberDates = body.newsletterSubscribers.latest.map((s: { date: string }) => Date.parse(s.date));
    expect([...subscriberDates].sort((a, b) => b - a)).toEqual(subscriberDates);

    expect(body.expiringSubscriptions).toEqual({
      count: 2,
      latest: [
        { id: soon.id, label: 'Üç Gün', detail: 'personal', date: iso(subscriptionEnd(soon.subscribedAt!)) },
        { id: later.id, label: 'Yirmi Dokuz Gün', detail: 'personal', date: iso(subscriptionEnd(later.subscribedAt!)) },
      ],
    });
  });

  it('answers the same through the dashboard query', async () => {
    const rest = (await staff.get('/api/dashboard')).body;
    const response = await staff.graphql('query { dashboard { newsThisMonth { count } expiringSubscriptions { count latest { id } } } }');
    expect(response.body.data.dashboard).toEqual({
      newsThisMonth: { count: rest.newsThisMonth.count },
      expiringSubscriptions: { count: rest.expiringSubscriptions.count, latest: rest.expiringSubscriptions.latest.map((i: { id: number }) => ({ id: i.id })) },
    });
  });

  it('answers 401 anonymously', async () => {
    expectError(await t.client().get('/api/dashboard'), 401, 'UNAUTHENTICATED');
    const anonymous = await t.client().graphql('query { dashboard { newsThisMonth { count } } }');
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
