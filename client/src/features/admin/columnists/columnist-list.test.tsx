import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColumnistsDocument, DeleteColumnistDocument } from '../../../gql/graphql';
import { Component as ColumnistListScreen } from '../../../routes/admin/columnists/list';
import { renderApp } from '../../../test/render-app';

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

describe('the columnists list screen', () => {
  it('shows the thumbnail, name and column count, and deletes a row after the confirmation', async () => {
    const variables = { page: 1, pageSize: 20, query: 'ayse' };
    const deleted = jest.fn(() => ({ data: { deleteColumnist: true } }));
    const { container } = renderApp(<ColumnistListScreen />, {
      path: '/yonetim/kose-yazarlari?query=ayse',
      mocks: [
        { request: { query: ColumnistsDocument, variables }, result: page([columnist]) },
        { request: { query: DeleteColumnistDocument, variables: { input: { id: 4 } } }, result: deleted },
        { request: { query: ColumnistsDocument, variables }, result: page([]) },
      ],
    });

    const table = await screen.findByRole('table', { name: 'Köşe yazarları' });
    expect(await within(table).findByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/yonetim/kose-yazarlari/4');
    expect(container.querySelector('td img')).toHaveAttribute('src', columnist.thumbUrl);
    expect(within(table).getByText('3')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ayşe Yılmaz adlı köşe yazarını düzenle' })).toHaveAttribute('href', '/yonetim/kose-yazarlari/4/duzenle');
    expect(screen.getByLabelText('Köşe yazarı ara')).toHaveValue('ayse');

    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('button', { name: 'Ayşe Yılmaz adlı köşe yazarını sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ayşe Yılmaz adlı köşe yazarı silinecek; yazıları silinmiş yazar olarak görünecek. Bu işlem geri alınamaz.');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));

    expect(await screen.findByText('Köşe yazarı başarıyla silindi.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Ayşe Yılmaz' })).not.toBeInTheDocument());
    expect(await screen.findByText('Aramanızla eşleşen köşe yazarı yok.')).toBeInTheDocument();
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
