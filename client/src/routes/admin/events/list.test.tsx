import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { DeleteEventDocument, EventsDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as EventListScreen } from './list';

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

describeListScreen('the events list screen', {
  Screen: EventListScreen,
  path: '/yonetim/etkinlikler',
  query: EventsDocument,
  field: 'eventList',
  pageType: 'EventPage',
  row: event,
  // No detail screen for events (spec §2): the title opens the edit screen.
  link: { name: 'Dergi söyleşisi', href: '/yonetim/etkinlikler/5/duzenle' },
  texts: {
    table: 'Etkinlikler',
    deleteButton: 'Dergi söyleşisi etkinliğini sil',
    confirmation: 'Dergi söyleşisi etkinliği silinecek. Bu işlem geri alınamaz.',
    deleted: 'Etkinlik başarıyla silindi.',
    empty: 'Henüz etkinlik yok.',
  },
  deletion: { document: DeleteEventDocument, data: { deleteEvent: true } },
});

describe('the events list screen', () => {
  it('shows the date in Istanbul time and has no view button', async () => {
    renderApp(<EventListScreen />, { path: '/yonetim/etkinlikler', mocks: [{ request: { query: EventsDocument, variables: { page: 1, pageSize: 20, query: '' } }, result: page([event]) }] });
    const row = await screen.findByRole('row', { name: /Dergi söyleşisi/ });
    expect(row).toHaveTextContent('01.12.2026 19:00');
    expect(row).toHaveTextContent('Çankaya Kültür Merkezi');
    expect(row).toHaveTextContent('03.11.2026 00:30');
    expect(within(row).getByRole('link', { name: 'Dergi söyleşisi etkinliğini düzenle' })).toHaveAttribute('href', '/yonetim/etkinlikler/5/duzenle');
    expect(within(row).queryByRole('link', { name: /görüntüle/ })).not.toBeInTheDocument();
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
