import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ConfirmSubscriptionRequestDocument, SubscriptionRequestDocument } from '../../../gql/graphql';
import { Component as SubscriptionShowScreen } from './show';
import { renderApp } from '../../../test/render-app';

const pending = {
  __typename: 'SubscriptionRequest' as const,
  id: 5,
  type: 'company' as const,
  status: 'pending' as const,
  name: 'Mehmet Kaya',
  email: 'mehmet@kaya.example',
  phone: '+90 312 000 00 00',
  address: 'Atatürk Bulvarı 1, Çankaya, Ankara',
  companyName: 'Kaya Yayıncılık',
  taxNumber: '1234567890',
  subscribedAt: null,
  endsAt: null,
  active: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const confirmed = { ...pending, status: 'confirmed' as const, subscribedAt: '2026-11-23T09:30:00.000Z', endsAt: '2027-11-23T09:30:00.000Z', active: true, updatedAt: '2026-11-23T09:31:00.000Z' };

function renderShow(lang: 'tr' | 'en', confirm: () => unknown) {
  return renderApp(
    <Routes>
      <Route path="/yonetim/abonelikler/:id" element={<SubscriptionShowScreen />} />
    </Routes>,
    {
      lang,
      path: '/yonetim/abonelikler/5',
      mocks: [
        { request: { query: SubscriptionRequestDocument, variables: { id: 5 } }, result: { data: { subscriptionRequest: pending } } },
        { request: { query: ConfirmSubscriptionRequestDocument, variables: { input: { id: 5 } } }, result: confirm as never },
        { request: { query: SubscriptionRequestDocument, variables: { id: 5 } }, result: { data: { subscriptionRequest: confirmed } } },
      ],
    },
  );
}

describe('the subscription request detail', () => {
  it('shows every field and confirms a pending request after asking: the status, start and 12-month end follow', async () => {
    const confirm = jest.fn(() => ({ data: { confirmSubscriptionRequest: confirmed } }));
    renderShow('tr', confirm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })).toBeInTheDocument();
    for (const text of ['Kaya Yayıncılık', '1234567890', 'Atatürk Bulvarı 1, Çankaya, Ankara', 'Kurumsal', 'Onay bekliyor']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mehmet@kaya.example' })).toHaveAttribute('href', 'mailto:mehmet@kaya.example');

    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Mehmet Kaya adına yapılan talebin ödemesi alındı mı? Onaylanan abonelik bugünden başlayarak 12 ay sürer.');
    expect(confirm).not.toHaveBeenCalled();
    await actor.click(within(dialog).getByRole('button', { name: 'Onayla' }));

    expect(await screen.findByText('Abonelik başarıyla onaylandı.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Onaylandı')).toBeInTheDocument());
    expect(screen.getByText('23.11.2026 12:30')).toBeInTheDocument();
    expect(screen.getByText('23 Kasım 2027 (sürüyor)')).toBeInTheDocument();
    // A confirmed request has nothing left to confirm.
    expect(screen.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
  });

  it('reports a refused confirmation and leaves the request pending, in English', async () => {
    const confirm = jest.fn(() => ({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] }));
    renderShow('en', confirm);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Confirm' }));
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The subscription could not be confirmed.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});
