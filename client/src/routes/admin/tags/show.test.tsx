import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DeleteTagDocument, TagDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as TagShowScreen } from './show';

const news = (id: number, title: string) => ({ __typename: 'News' as const, id, title, slug: `haber-${id}`, type: 'news' as const, createdAt: '2025-02-01T10:00:00.000Z' });

const tag = (newsPage: number, items: ReturnType<typeof news>[]) => ({
  data: {
    record: {
      __typename: 'Tag' as const,
      id: 7,
      name: 'Ankara',
      slug: 'ankara',
      description: 'Kentin haberleri',
      newsCount: 21,
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
      news: { __typename: 'NewsPage' as const, items, page: newsPage, pageSize: 20, totalItems: 21, totalPages: 2 },
    },
  },
});

function renderShow(path: string, mocks: object[]) {
  return renderApp(
    <Routes>
      <Route path="/yonetim/etiketler/:id" element={<TagShowScreen />} />
      <Route path="/yonetim/etiketler" element={<p>liste</p>} />
    </Routes>,
    { path, mocks: mocks as never[] },
  );
}

describe('the tag detail screen (named preset)', () => {
  it('shows the tag and the page of its news that the URL names, and keeps the tag shown while another page loads', async () => {
    renderShow('/yonetim/etiketler/7?page=2', [
      { request: { query: TagDocument, variables: { id: 7, newsPage: 2 } }, result: tag(2, [news(21, 'Yirmi birinci haber')]) },
      { request: { query: TagDocument, variables: { id: 7, newsPage: 1 } }, result: tag(1, [news(1, 'İlk haber')]), delay: 50 },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankara' })).toBeInTheDocument();
    expect(screen.getByText('Kentin haberleri')).toBeInTheDocument();
    const related = screen.getByRole('table', { name: 'İlgili haberler' });
    expect(within(related).getByText('Yirmi birinci haber')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    // While page 1 comes, the tag stays on the screen.
    expect(screen.getByRole('heading', { level: 1, name: 'Ankara' })).toBeInTheDocument();
    expect(await within(related).findByText('İlk haber')).toBeInTheDocument();
  });

  it('deletes the tag after the confirmation and goes back to the list', async () => {
    const deleted = jest.fn(() => ({ data: { deleteTag: true } }));
    const { router } = renderShow('/yonetim/etiketler/7', [
      { request: { query: TagDocument, variables: { id: 7, newsPage: 1 } }, result: tag(1, []) },
      { request: { query: DeleteTagDocument, variables: { input: { id: 7 } } }, result: deleted },
      { request: { query: TagDocument, variables: { id: 7, newsPage: 1 } }, result: { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } },
    ]);
    expect(await screen.findByText('Bu etikette henüz haber yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/yonetim/etiketler/7/duzenle');
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ankara etiketi silinecek. Bu işlem geri alınamaz.');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Etiket başarıyla silindi.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/yonetim/etiketler'));
  });
});
