import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteTagDocument, TagsDocument } from '../../../gql/graphql';
import { Component as TagListScreen } from '../../../routes/admin/tags/list';
import { renderApp } from '../../../test/render-app';

const tag = {
  __typename: 'Tag' as const,
  id: 7,
  name: 'Ankara',
  slug: 'ankara',
  description: 'Kentin haberleri',
  newsCount: 8,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const page = (items: (typeof tag)[]) => ({
  data: { tagList: { __typename: 'TagPage' as const, items, page: 2, pageSize: 20, totalItems: 20 + items.length, totalPages: 2 } },
});

describe('the tags list screen', () => {
  it('reads page and query from the URL and deletes a row after the confirmation', async () => {
    const variables = { page: 2, pageSize: 20, query: 'ank' };
    const deleted = jest.fn(() => ({ data: { deleteTag: true } }));
    renderApp(<TagListScreen />, {
      path: '/yonetim/etiketler?page=2&query=ank',
      mocks: [
        { request: { query: TagsDocument, variables }, result: page([tag]) },
        { request: { query: DeleteTagDocument, variables: { input: { id: 7 } } }, result: deleted },
        { request: { query: TagsDocument, variables }, result: page([]) },
      ],
    });

    const table = await screen.findByRole('table', { name: 'Etiketler' });
    expect(await within(table).findByRole('link', { name: 'Ankara' })).toHaveAttribute('href', '/yonetim/etiketler/7');
    expect(within(table).getByRole('link', { name: 'Ankara etiketini düzenle' })).toHaveAttribute('href', '/yonetim/etiketler/7/duzenle');
    expect(screen.getByText('21–21 / toplam 21')).toBeInTheDocument();
    expect(screen.getByLabelText('Etiket ara')).toHaveValue('ank');

    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('button', { name: 'Ankara etiketini sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ankara etiketi silinecek. Bu işlem geri alınamaz.');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));

    expect(await screen.findByText('Etiket başarıyla silindi.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Ankara' })).not.toBeInTheDocument());
    expect(await screen.findByText('Aramanızla eşleşen etiket yok.')).toBeInTheDocument();
  });

  it('reports a refused delete in English', async () => {
    const variables = { page: 1, pageSize: 20, query: '' };
    renderApp(<TagListScreen />, {
      lang: 'en',
      path: '/yonetim/etiketler',
      mocks: [
        { request: { query: TagsDocument, variables }, result: { data: { tagList: { ...page([tag]).data.tagList, page: 1, totalItems: 1, totalPages: 1 } } } },
        { request: { query: DeleteTagDocument, variables: { input: { id: 7 } } }, result: { errors: [{ message: 'Tag not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } },
      ],
    });
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Delete tag Ankara' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The tag Ankara will be deleted. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tag could not be deleted.')).toBeInTheDocument();
  });
});
