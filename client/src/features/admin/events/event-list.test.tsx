import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteEventDocument, EventsDocument } from '../../../gql/graphql';
import { Component as EventListScreen } from '../../../routes/admin/events/list';
import { renderApp } from '../../../test/render-app';

const event = {
  __typename: 'Event' as const,
  id: 5,
  title: 'Dergi söyleşisi',
  date: '2026-12-01T16:00:00.000Z',
  location: 'Çankaya Kültür Merkezi',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T21:30:00.000Z',
};

const page = (items: (typeof event)[]) => ({
  data: { eventList: { __typename: 'EventPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

describe('the events list screen', () => {
  it('shows the date in Istanbul time, links the title to the edit screen and deletes after the confirmation', async () => {
    const variables = { page: 1, pageSize: 20, query: '' };
    const deleted = jest.fn(() => ({ data: { deleteEvent: true } }));
    renderApp(<EventListScreen />, {
      path: '/yonetim/etkinlikler',
      mocks: [
        { request: { query: EventsDocument, variables }, result: page([event]) },
        { request: { query: DeleteEventDocument, variables: { input: { id: 5 } } }, result: deleted },
        { request: { query: EventsDocument, variables }, result: page([]) },
      ],
    });

    const table = await screen.findByRole('table', { name: 'Etkinlikler' });
    expect(await within(table).findByRole('link', { name: 'Dergi söyleşisi' })).toHaveAttribute('href', '/yonetim/etkinlikler/5/duzenle');
    const row = within(table).getByRole('row', { name: /Dergi söyleşisi/ });
    expect(row).toHaveTextContent('01.12.2026 19:00');
    expect(row).toHaveTextContent('Çankaya Kültür Merkezi');
    expect(row).toHaveTextContent('03.11.2026 00:30');
    expect(within(row).getByRole('link', { name: 'Dergi söyleşisi etkinliğini düzenle' })).toHaveAttribute('href', '/yonetim/etkinlikler/5/duzenle');
    // No detail screen for events (spec §2), so no view button.
    expect(within(row).queryByRole('link', { name: /görüntüle/ })).not.toBeInTheDocument();

    const actor = userEvent.setup();
    await actor.click(within(row).getByRole('button', { name: 'Dergi söyleşisi etkinliğini sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Dergi söyleşisi etkinliği silinecek. Bu işlem geri alınamaz.');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Etkinlik başarıyla silindi.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Dergi söyleşisi' })).not.toBeInTheDocument());
    expect(await screen.findByText('Henüz etkinlik yok.')).toBeInTheDocument();
  });

  it('shows English dates and reports a refused delete in English', async () => {
    const variables = { page: 1, pageSize: 20, query: '' };
    renderApp(<EventListScreen />, {
      lang: 'en',
      path: '/yonetim/etkinlikler',
      mocks: [
        { request: { query: EventsDocument, variables }, result: page([event]) },
        { request: { query: DeleteEventDocument, variables: { input: { id: 5 } } }, result: { errors: [{ message: 'Event not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } },
      ],
    });
    const row = await screen.findByRole('row', { name: /Dergi söyleşisi/ });
    expect(row).toHaveTextContent('01/12/2026, 19:00');
    const actor = userEvent.setup();
    await actor.click(within(row).getByRole('button', { name: 'Delete event Dergi söyleşisi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The event Dergi söyleşisi will be deleted. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The event could not be deleted.')).toBeInTheDocument();
  });
});
