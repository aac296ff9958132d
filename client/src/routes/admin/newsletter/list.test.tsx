import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { DeleteNewsletterSubscriberDocument, NewsletterSubscribersDocument } from '../../../gql/graphql';
import { Component as NewsletterListScreen } from './list';
import { renderApp } from '../../../test/render-app';

const subscriber = { __typename: 'NewsletterSubscriber' as const, id: 3, email: 'okur@example.com', createdAt: '2026-11-20T10:00:00.000Z' };
const page = (items: (typeof subscriber)[]) => ({
  data: { newsletterSubscriberList: { __typename: 'NewsletterSubscriberPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});
const variables = { page: 1, pageSize: 20, query: '' };

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describeListScreen('the newsletter subscribers list', {
  Screen: NewsletterListScreen,
  path: '/yonetim/bulten-aboneligi',
  query: NewsletterSubscribersDocument,
  field: 'newsletterSubscriberList',
  pageType: 'NewsletterSubscriberPage',
  row: subscriber,
  // Subscribers have no screen of their own: the address is a mail link.
  link: { name: 'okur@example.com', href: 'mailto:okur@example.com' },
  texts: {
    table: 'Bülten aboneleri',
    deleteButton: 'okur@example.com adresini sil',
    confirmation: 'okur@example.com adresi bülten listesinden silinecek. Bu işlem geri alınamaz.',
    deleted: 'Bülten abonesi başarıyla silindi.',
    empty: 'Henüz bülten abonesi yok.',
  },
  deletion: { document: DeleteNewsletterSubscriberDocument, data: { deleteNewsletterSubscriber: true } },
});

describe('the newsletter subscribers list', () => {
  it('offers only the delete on a row: no view or edit button', async () => {
    renderApp(<NewsletterListScreen />, { path: '/yonetim/bulten-aboneligi', mocks: [{ request: { query: NewsletterSubscribersDocument, variables }, result: page([subscriber]) }] });
    const table = await screen.findByRole('table', { name: 'Bülten aboneleri' });
    await within(table).findByText('okur@example.com');
    expect(within(table).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['mailto:okur@example.com']);
    expect(within(table).getByRole('button', { name: 'okur@example.com adresini sil' })).toBeInTheDocument();
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
