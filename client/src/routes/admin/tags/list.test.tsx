import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { DeleteTagDocument, TagsDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as TagListScreen } from './list';

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
  data: { list: { __typename: 'TagPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

describeListScreen('the tags list screen', {
  Screen: TagListScreen,
  path: '/yonetim/etiketler',
  query: TagsDocument,
  field: 'list', // the preset's alias of the list query's root field
  pageType: 'TagPage',
  row: tag,
  link: { name: 'Ankara', href: '/yonetim/etiketler/7' },
  texts: {
    table: 'Etiketler',
    deleteButton: 'Ankara etiketini sil',
    confirmation: 'Ankara etiketi silinecek. Bu işlem geri alınamaz.',
    deleted: 'Etiket başarıyla silindi.',
    empty: 'Henüz etiket yok.',
  },
  deletion: { document: DeleteTagDocument, data: { deleteTag: true } },
});

describe('the tags list screen', () => {
  it('reads the search from the URL and links each row to its screens', async () => {
    renderApp(<TagListScreen />, { path: '/yonetim/etiketler?query=ank', mocks: [{ request: { query: TagsDocument, variables: { page: 1, pageSize: 20, query: 'ank' } }, result: page([tag]) }] });
    const table = await screen.findByRole('table', { name: 'Etiketler' });
    expect(await within(table).findByRole('link', { name: 'Ankara etiketini düzenle' })).toHaveAttribute('href', '/yonetim/etiketler/7/duzenle');
    expect(within(table).getByRole('link', { name: 'Ankara etiketini görüntüle' })).toHaveAttribute('href', '/yonetim/etiketler/7');
    expect(screen.getByLabelText('Etiket ara')).toHaveValue('ank');
  });

  it('says when nothing matches the search', async () => {
    renderApp(<TagListScreen />, { path: '/yonetim/etiketler?query=zzz', mocks: [{ request: { query: TagsDocument, variables: { page: 1, pageSize: 20, query: 'zzz' } }, result: page([]) }] });
    expect(await screen.findByText('Aramanızla eşleşen etiket yok.')).toBeInTheDocument();
  });

  it('reports a refused delete in English', async () => {
    const variables = { page: 1, pageSize: 20, query: '' };
    renderApp(<TagListScreen />, {
      lang: 'en',
      path: '/yonetim/etiketler',
      mocks: [
        { request: { query: TagsDocument, variables }, result: page([tag]) },
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
