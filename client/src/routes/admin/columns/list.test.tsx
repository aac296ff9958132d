import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { ColumnistChoicesDocument, ColumnsDocument, DeleteColumnDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as ColumnListScreen } from './list';

const columnist = (id: number, name: string, deleted = false) => ({ __typename: 'Columnist' as const, id, name, deleted, thumbUrl: `/media/columnist-${id}-320.webp` });

const row = (id: number, title: string, author: ReturnType<typeof columnist>) => ({
  __typename: 'Column' as const,
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  hit: 42,
  status: 'published' as const,
  publishAt: null,
  publishedAt: '2025-01-01T10:00:00.000Z',
  version: 1,
  columnist: author,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
});

const page = (items: ReturnType<typeof row>[]) => ({
  data: { columnList: { __typename: 'ColumnPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

const choices = { data: { allColumnists: [columnist(1, 'Ayşe Karaman'), columnist(2, 'Mehmet Aydınlı')] } };

describeListScreen('the columns list screen', {
  Screen: ColumnListScreen,
  path: '/yonetim/kose-yazilari',
  query: ColumnsDocument,
  field: 'columnList',
  pageType: 'ColumnPage',
  filters: { columnistId: null, status: null },
  mocks: [{ request: { query: ColumnistChoicesDocument }, result: choices }],
  row: row(8, 'Deniz', columnist(1, 'Ayşe Karaman')),
  link: { name: 'Deniz', href: '/yonetim/kose-yazilari/8' },
  texts: {
    table: 'Köşe yazıları',
    deleteButton: 'Deniz köşe yazısını sil',
    confirmation: 'Deniz başlıklı köşe yazısı silinecek. Bu işlem geri alınamaz.',
    deleted: 'Köşe yazısı başarıyla silindi.',
    empty: 'Henüz köşe yazısı yok.',
  },
  deletion: { document: DeleteColumnDocument, data: { deleteColumn: true } },
});

describe('the columns list screen', () => {
  it('shows a deleted columnist as a labelled placeholder, and a live one by name', async () => {
    renderApp(<ColumnListScreen />, {
      path: '/yonetim/kose-yazilari',
      mocks: [
        { request: { query: ColumnsDocument, variables: { page: 1, pageSize: 20, query: '', columnistId: null, status: null } }, result: page([row(9, 'Kent ve hafıza', columnist(5, 'Eski Yazar', true)), row(8, 'Deniz', columnist(1, 'Ayşe Karaman'))]) },
        { request: { query: ColumnistChoicesDocument }, result: choices },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Köşe yazıları' });
    await within(table).findByRole('link', { name: 'Kent ve hafıza' });
    const [, deletedRow, liveRow] = within(table).getAllByRole('row');
    expect(within(deletedRow).getByRole('link', { name: 'Kent ve hafıza' })).toHaveAttribute('href', '/yonetim/kose-yazilari/9');
    expect(within(deletedRow).getByText('silinmiş yazar')).toBeInTheDocument();
    expect(within(deletedRow).getByText('Eski Yazar')).toBeInTheDocument();
    expect(within(liveRow).getByText('Ayşe Karaman')).toBeInTheDocument();
    expect(within(liveRow).queryByText('silinmiş yazar')).not.toBeInTheDocument();
    expect(within(liveRow).getByRole('link', { name: 'Deniz köşe yazısını düzenle' })).toHaveAttribute('href', '/yonetim/kose-yazilari/8/duzenle');
  });

  it('filters by the columnist in the URL and deletes a row after the confirmation, in English', async () => {
    const variables = { page: 1, pageSize: 20, query: '', columnistId: 1, status: null };
    const deleted = jest.fn(() => ({ data: { deleteColumn: true } }));
    renderApp(<ColumnListScreen />, {
      lang: 'en',
      path: '/yonetim/kose-yazilari?columnistId=1',
      mocks: [
        { request: { query: ColumnsDocument, variables }, result: page([row(8, 'Deniz', columnist(1, 'Ayşe Karaman'))]) },
        { request: { query: ColumnistChoicesDocument }, result: choices },
        { request: { query: DeleteColumnDocument, variables: { input: { id: 8 } } }, result: deleted },
        { request: { query: ColumnsDocument, variables }, result: page([]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Columns' });
    await within(table).findByRole('link', { name: 'Deniz' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Columnist' })).toHaveTextContent('Ayşe Karaman'));
    expect(within(table).queryByText('deleted columnist')).not.toBeInTheDocument();

    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('button', { name: 'Delete column Deniz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The column Deniz will be deleted. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Column deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No columns match your search.')).toBeInTheDocument();
  });
});
