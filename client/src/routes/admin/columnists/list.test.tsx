import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { ColumnistsDocument, DeleteColumnistDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as ColumnistListScreen } from './list';

const columnist = {
  __typename: 'Columnist' as const,
  id: 4,
  name: 'Ayşe Yılmaz',
  slug: 'ayse-yilmaz',
  imageUrl: '/media/columnists/4-jpg/large.webp',
  thumbUrl: '/media/columnists/4-jpg/thumb.webp',
  columnCount: 3,
  deleted: false,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const page = (items: (typeof columnist)[]) => ({
  data: { columnistList: { __typename: 'ColumnistPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

describeListScreen('the columnists list screen', {
  Screen: ColumnistListScreen,
  path: '/yonetim/kose-yazarlari',
  query: ColumnistsDocument,
  field: 'columnistList',
  pageType: 'ColumnistPage',
  search: 'ayse',
  row: columnist,
  link: { name: 'Ayşe Yılmaz', href: '/yonetim/kose-yazarlari/4' },
  texts: {
    table: 'Köşe yazarları',
    deleteButton: 'Ayşe Yılmaz adlı köşe yazarını sil',
    confirmation: 'Ayşe Yılmaz adlı köşe yazarı silinecek; yazıları silinmiş yazar olarak görünecek. Bu işlem geri alınamaz.',
    deleted: 'Köşe yazarı başarıyla silindi.',
    empty: 'Aramanızla eşleşen köşe yazarı yok.',
  },
  deletion: { document: DeleteColumnistDocument, data: { deleteColumnist: true } },
});

describe('the columnists list screen', () => {
  it('shows the thumbnail, name and column count, and the search from the URL', async () => {
    const { container } = renderApp(<ColumnistListScreen />, {
      path: '/yonetim/kose-yazarlari?query=ayse',
      mocks: [{ request: { query: ColumnistsDocument, variables: { page: 1, pageSize: 20, query: 'ayse' } }, result: page([columnist]) }],
    });
    const table = await screen.findByRole('table', { name: 'Köşe yazarları' });
    expect(await within(table).findByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/yonetim/kose-yazarlari/4');
    expect(container.querySelector('td img')).toHaveAttribute('src', columnist.thumbUrl);
    expect(within(table).getByText('3')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ayşe Yılmaz adlı köşe yazarını düzenle' })).toHaveAttribute('href', '/yonetim/kose-yazarlari/4/duzenle');
    expect(screen.getByLabelText('Köşe yazarı ara')).toHaveValue('ayse');
  });

  it('reports a refused delete in English', async () => {
    renderApp(<ColumnistListScreen />, {
      lang: 'en',
      path: '/yonetim/kose-yazarlari',
      mocks: [
        { request: { query: ColumnistsDocument, variables: { page: 1, pageSize: 20, query: '' } }, result: page([columnist]) },
        { request: { query: DeleteColumnistDocument, variables: { input: { id: 4 } } }, result: { errors: [{ message: 'Columnist not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } },
      ],
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Delete columnist Ayşe Yılmaz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The columnist Ayşe Yılmaz will be deleted; their columns will show a deleted columnist. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The columnist could not be deleted.')).toBeInTheDocument();
  });
});
