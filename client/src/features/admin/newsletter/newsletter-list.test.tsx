import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteNewsletterSubscriberDocument, NewsletterSubscribersDocument } from '../../../gql/graphql';
import { Component as NewsletterListScreen } from '../../../routes/admin/newsletter/list';
import { renderApp } from '../../../test/render-app';

const subscriber = { __typename: 'NewsletterSubscriber' as const, id: 3, email: 'okur@example.com', createdAt: '2026-11-20T10:00:00.000Z' };
const page = (items: (typeof subscriber)[]) => ({
  data: { newsletterSubscriberList: { __typename: 'NewsletterSubscriberPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});
const variables = { page: 1, pageSize: 20, query: '' };

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('the newsletter subscribers list', () => {
  it('deletes a subscriber after the "cannot be undone" confirmation', async () => {
    const deleted = jest.fn(() => ({ data: { deleteNewsletterSubscriber: true } }));
    renderApp(<NewsletterListScreen />, {
      path: '/yonetim/bulten-aboneligi',
      mocks: [
        { request: { query: NewsletterSubscribersDocument, variables }, result: page([subscriber]) },
        { request: { query: DeleteNewsletterSubscriberDocument, variables: { input: { id: 3 } } }, result: deleted },
        { request: { query: NewsletterSubscribersDocument, variables }, result: page([]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Bülten aboneleri' });
    await within(table).findByText('okur@example.com');
    // Subscribers are only deleted: no view or edit button on a row.
    expect(within(table).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['mailto:okur@example.com']);
    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('button', { name: 'okur@example.com adresini sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('okur@example.com adresi bülten listesinden silinecek. Bu işlem geri alınamaz.');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bülten abonesi başarıyla silindi.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Henüz bülten abonesi yok.')).toBeInTheDocument();
  });

  it('downloads the CSV with the bearer token under the name the server gives, and reports a failure, in English', async () => {
    type Answer = { status: number; ok: boolean; headers: { get: () => string | null }; blob: () => Promise<Blob> };
    const fetchMock = jest.fn(
      async (_url: string, _init?: RequestInit): Promise<Answer> => ({
        status: 200,
        ok: true,
        headers: { get: () => 'attachment; filename="newsletter-subscribers-2026-11-23.csv"' },
        blob: async () => new Blob(['\uFEFFemail,subscribedAt\n']),
      }),
    );
    Object.assign(globalThis, { fetch: fetchMock });
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });

    const { session } = renderApp(<NewsletterListScreen />, {
      lang: 'en',
      path: '/yonetim/bulten-aboneligi',
      mocks: [{ request: { query: NewsletterSubscribersDocument, variables }, result: page([subscriber]) }],
    });
    session.setAccessToken('staff-token');
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['newsletter-subscribers-2026-11-23.csv blob:csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter-subscription/export.csv', { credentials: 'include', headers: { Authorization: 'Bearer staff-token' } });

    fetchMock.mockImplementationOnce(async () => ({ status: 500, ok: false, headers: { get: () => null }, blob: async () => new Blob([]) }));
    await actor.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The subscriber list could not be downloaded.')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    click.mockRestore();
  });
});
