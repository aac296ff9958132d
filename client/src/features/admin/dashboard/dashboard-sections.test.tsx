import { screen, within } from '@testing-library/react';
import { DashboardDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { DashboardSections } from './dashboard-sections';

const item = (id: number, label: string, date: string, detail: string | null = null) => ({ __typename: 'DashboardItem' as const, id, label, detail, date });
const section = (count: number, latest: ReturnType<typeof item>[]) => ({ __typename: 'DashboardSection' as const, count, latest });

const dashboard = {
  data: {
    dashboard: {
      __typename: 'Dashboard' as const,
      newsThisMonth: section(14, [item(31, 'Kent ve hafıza', '2025-03-10T08:00:00.000Z')]),
      pendingSubscriptions: section(2, [item(5, 'Anka Yayıncılık', '2025-03-09T08:00:00.000Z', 'company'), item(4, 'Ayşe Yılmaz', '2025-03-08T08:00:00.000Z', 'personal')]),
      unreadContactMessages: section(1, [item(8, 'Mehmet Kaya', '2025-03-07T08:00:00.000Z', 'mehmet@example.com')]),
      newsletterSubscribers: section(40, [item(60, 'okur@example.com', '2025-03-06T08:00:00.000Z')]),
      expiringSubscriptions: section(0, []),
    },
  },
};

describe('the dashboard sections', () => {
  it('shows each count, the latest items linked to their screens and a filtered "see all"', async () => {
    renderApp(<DashboardSections />, { mocks: [{ request: { query: DashboardDocument }, result: dashboard }] });
    const pending = await screen.findByRole('region', { name: 'Bekleyen abonelik talepleri' });
    expect(await within(pending).findByLabelText('Bekleyen abonelik talebi sayısı: 2')).toHaveTextContent('2');
    expect(within(pending).getByRole('link', { name: 'Anka Yayıncılık' })).toHaveAttribute('href', '/yonetim/abonelikler/5');
    expect(pending).toHaveTextContent('Kurumsal · 9 Mart 2025');
    expect(within(pending).getByRole('link', { name: 'Tümünü gör', description: 'Bekleyen abonelik talepleri' })).toHaveAttribute('href', '/yonetim/abonelikler?status=pending');

    const unread = screen.getByRole('region', { name: 'Okunmamış mesajlar' });
    expect(within(unread).getByRole('link', { name: 'Mehmet Kaya' })).toHaveAttribute('href', '/yonetim/iletisim/8');
    expect(unread).toHaveTextContent('mehmet@example.com');
    expect(within(unread).getByRole('link', { name: 'Tümünü gör' })).toHaveAttribute('href', '/yonetim/iletisim?read=false');

    const news = screen.getByRole('region', { name: 'Bu ay yayımlanan haberler' });
    expect(within(news).getByLabelText('Bu ay yayımlanan haber sayısı: 14')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Kent ve hafıza' })).toHaveAttribute('href', '/yonetim/haberler/31');

    const subscribers = screen.getByRole('region', { name: 'Bülten aboneleri' });
    expect(within(subscribers).getByRole('link', { name: 'okur@example.com' })).toHaveAttribute('href', '/yonetim/bulten-aboneligi?query=okur%40example.com');

    const expiring = screen.getByRole('region', { name: '30 gün içinde bitecek abonelikler' });
    expect(within(expiring).getByLabelText('30 gün içinde bitecek abonelik sayısı: 0')).toBeInTheDocument();
    expect(expiring).toHaveTextContent('Önümüzdeki 30 günde biten abonelik yok.');
    expect(within(expiring).getByRole('link', { name: 'Tümünü gör' })).toHaveAttribute('href', '/yonetim/abonelikler?expiringWithinDays=30');
  });

  it('speaks English', async () => {
    renderApp(<DashboardSections />, { lang: 'en', mocks: [{ request: { query: DashboardDocument }, result: dashboard }] });
    const pending = await screen.findByRole('region', { name: 'Pending subscription requests' });
    expect(await within(pending).findByRole('link', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Personal');
    expect(screen.getByRole('region', { name: 'Subscriptions ending within 30 days' })).toHaveTextContent('No subscriptions end in the next 30 days.');
  });
});

describe('dashboard lines of different sections sharing an id', () => {
  it('stay apart (a news item and a request both numbered 5)', async () => {
    const shared = {
      data: {
        dashboard: {
          ...dashboard.data.dashboard,
          newsThisMonth: section(1, [item(5, 'Haber beş', '2025-03-10T08:00:00.000Z')]),
          pendingSubscriptions: section(1, [item(5, 'Talep beş', '2025-03-09T08:00:00.000Z', 'personal')]),
        },
      },
    };
    renderApp(<DashboardSections />, { mocks: [{ request: { query: DashboardDocument }, result: shared }] });
    const news = await screen.findByRole('region', { name: 'Bu ay yayımlanan haberler' });
    expect(await within(news).findByRole('link', { name: 'Haber beş' })).toHaveAttribute('href', '/yonetim/haberler/5');
    const pending = screen.getByRole('region', { name: 'Bekleyen abonelik talepleri' });
    expect(within(pending).getByRole('link', { name: 'Talep beş' })).toHaveAttribute('href', '/yonetim/abonelikler/5');
  });
});
