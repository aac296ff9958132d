import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { DeleteSubscriptionRequestDocument, SubscriptionRequestsDocument } from '../../../gql/graphql';
import { Component as SubscriptionListScreen } from './list';
import { renderApp } from '../../../test/render-app';

const request = (id: number, name: string, extra: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'SubscriptionRequest' as const,
  id,
  type: 'personal' as const,
  status: 'pending' as const,
  name,
  email: `okur${id}@example.com`,
  phone: '+90 312 000 00 00',
  address: 'Kızılay, Ankara',
  companyName: null,
  taxNumber: null,
  subscribedAt: null,
  endsAt: null,
  active: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const page = (items: ReturnType<typeof request>[]) => ({
  data: { subscriptionRequestList: { __typename: 'SubscriptionRequestPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

const ALL = { page: 1, pageSize: 20, query: '', status: null, type: null, expiringWithinDays: null };

describeListScreen('the subscription requests list', {
  Screen: SubscriptionListScreen,
  path: '/yonetim/abonelikler',
  query: SubscriptionRequestsDocument,
  field: 'subscriptionRequestList',
  pageType: 'SubscriptionRequestPage',
  filters: { status: null, type: null, expiringWithinDays: null },
  row: request(1, 'Ayşe Yılmaz'),
  link: { name: 'Ayşe Yılmaz', href: '/yonetim/abonelikler/1' },
  texts: {
    table: 'Abonelik talepleri',
    deleteButton: 'Ayşe Yılmaz adına yapılan talebi sil',
    confirmation: 'Ayşe Yılmaz adına yapılan abonelik talebi silinecek. Bu işlem geri alınamaz.',
    deleted: 'Abonelik başarıyla silindi.',
    empty: 'Henüz abonelik talebi yok.',
  },
  deletion: { document: DeleteSubscriptionRequestDocument, data: { deleteSubscriptionRequest: true } },
});

describe('the subscription requests list', () => {
  it('keeps the status, type and "ending within 30 days" filters in the URL and queries with them', async () => {
    const pending = request(1, 'Ayşe Yılmaz');
    const company = request(2, 'Mehmet Kaya', { type: 'company', companyName: 'Kaya Yayıncılık', status: 'confirmed', subscribedAt: '2025-12-10T09:00:00.000Z', endsAt: '2026-12-10T09:00:00.000Z', active: true });
    const asked: unknown[] = [];
    const answer = (items: ReturnType<typeof request>[]) => (variables: Record<string, unknown>) => {
      asked.push(variables);
      return page(items);
    };
    const { router } = renderApp(<SubscriptionListScreen />, {
      path: '/yonetim/abonelikler?page=3',
      mocks: [
        { request: { query: SubscriptionRequestsDocument, variables: { ...ALL, page: 3 } }, result: answer([pending, company]) },
        { request: { query: SubscriptionRequestsDocument, variables: { ...ALL, status: 'confirmed' } }, result: answer([company]) },
        { request: { query: SubscriptionRequestsDocument, variables: { ...ALL, status: 'confirmed', type: 'company' } }, result: answer([company]) },
        { request: { query: SubscriptionRequestsDocument, variables: { ...ALL, status: 'confirmed', type: 'company', expiringWithinDays: 30 } }, result: answer([company]) },
        { request: { query: SubscriptionRequestsDocument, variables: { ...ALL, type: 'company', expiringWithinDays: 30 } }, result: answer([]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Abonelik talepleri' });
    await within(table).findByRole('link', { name: 'Ayşe Yılmaz' });
    expect(within(table).getByRole('link', { name: 'Mehmet Kaya' })).toHaveAttribute('href', '/yonetim/abonelikler/2');
    expect(within(table).getByText('Kaya Yayıncılık')).toBeInTheDocument();
    expect(within(table).getByText('Onay bekliyor')).toBeInTheDocument();
    expect(within(table).getByText('10 Aralık 2026')).toBeInTheDocument();
    // Readers' requests are never edited: no edit button on a row.
    expect(within(table).queryByRole('link', { name: /düzenle/i })).not.toBeInTheDocument();

    const actor = userEvent.setup();
    await actor.click(screen.getByRole('combobox', { name: 'Durum' }));
    await actor.click(await screen.findByRole('option', { name: 'Onaylandı' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed'));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Ayşe Yılmaz' })).not.toBeInTheDocument());

    await actor.click(screen.getByRole('combobox', { name: 'Tür' }));
    await actor.click(await screen.findByRole('option', { name: 'Kurumsal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed&type=company'));
    // Each choice's query is asked before the next choice is made (on a busy machine a quick second
    // choice could otherwise replace the first one's query before it went out).
    await waitFor(() => expect(asked).toContainEqual({ ...ALL, status: 'confirmed', type: 'company' }));

    await actor.click(screen.getByRole('checkbox', { name: '30 gün içinde bitecekler' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed&type=company&expiringWithinDays=30'));
    expect(screen.getByRole('checkbox', { name: '30 gün içinde bitecekler' })).toBeChecked();
    await waitFor(() => expect(asked).toContainEqual({ ...ALL, status: 'confirmed', type: 'company', expiringWithinDays: 30 }));

    await actor.click(screen.getByRole('combobox', { name: 'Durum' }));
    await actor.click(await screen.findByRole('option', { name: 'Tüm durumlar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=company&expiringWithinDays=30'));
    expect(await screen.findByText('Aramanızla eşleşen abonelik talebi yok.')).toBeInTheDocument();

    expect(asked).toEqual([
      { ...ALL, page: 3 },
      { ...ALL, status: 'confirmed' },
      { ...ALL, status: 'confirmed', type: 'company' },
      { ...ALL, status: 'confirmed', type: 'company', expiringWithinDays: 30 },
      { ...ALL, type: 'company', expiringWithinDays: 30 },
    ]);
  });

  it('reads the filters from the URL, ignores unknown values, and deletes a request after the confirmation, in English', async () => {
    const variables = { ...ALL, status: 'pending', expiringWithinDays: null };
    const deleted = jest.fn(() => ({ data: { deleteSubscriptionRequest: true } }));
    renderApp(<SubscriptionListScreen />, {
      lang: 'en',
      path: '/yonetim/abonelikler?status=pending&type=yearly&expiringWithinDays=7',
      mocks: [
        { request: { query: SubscriptionRequestsDocument, variables }, result: page([request(1, 'Ayşe Yılmaz')]) },
        { request: { query: DeleteSubscriptionRequestDocument, variables: { input: { id: 1 } } }, result: deleted },
        { request: { query: SubscriptionRequestsDocument, variables }, result: page([]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Subscription requests' });
    await within(table).findByRole('link', { name: 'Ayşe Yılmaz' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    expect(screen.getByRole('checkbox', { name: 'Ending within 30 days' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Export shipping list (CSV)' })).toBeInTheDocument();

    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('button', { name: 'Delete the request of Ayşe Yılmaz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The subscription request of Ayşe Yılmaz will be deleted. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscription deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No subscription request matches your search.')).toBeInTheDocument();
  });
});
