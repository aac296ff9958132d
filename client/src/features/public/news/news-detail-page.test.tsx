import { screen, waitFor, within } from '@testing-library/react';
import { PublicNewsDetailDocument, PublicNewsLatestDocument } from '../../../gql/graphql';
import * as newsDetailRoute from '../../../routes/public/news-detail';
import { fakeServerFetch } from '../../../test/fake-server-fetch';
import { renderRoute } from '../../../test/render-app';

const card = (id: number, title: string) => ({
  __typename: 'News' as const,
  id,
  title,
  slug: `haber-${id}`,
  teaser: 'Kısa',
  posterUrl: `/media/news/${id}/large.webp`,
  createdAt: '2026-11-01T10:00:00.000Z',
  hit: 3,
  category: { __typename: 'Category' as const, id: 3, name: 'Kent', slug: 'kent' },
});

const item = {
  __typename: 'News' as const,
  id: 7,
  title: 'Kalede sergi',
  slug: 'kalede-sergi',
  status: 'published' as const,
  teaser: 'Kalenin surlarında bir sergi açıldı.',
  contentHtml: '<p>Sergi <strong>bugün</strong> açıldı.</p>',
  posterUrl: '/media/news/7/large.webp',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  category: { __typename: 'Category' as const, id: 3, name: 'Kent', deleted: false },
  tags: [{ __typename: 'Tag' as const, id: 1, name: 'Kale' }],
  author: { __typename: 'User' as const, id: 4, name: 'Eski Editör', deleted: true },
  photos: [],
};

describe('the news detail page', () => {
  it('shows the item with its category link, a deleted author as a placeholder, more news without itself, and counts the view', async () => {
    const posted = fakeServerFetch();
    renderRoute(newsDetailRoute, {
      path: '/haber/kalede-sergi',
      pattern: '/haber/:slug',
      mocks: [
        { request: { query: PublicNewsDetailDocument, variables: { slug: 'kalede-sergi' } }, result: { data: { publicNewsItem: item } } },
        { request: { query: PublicNewsLatestDocument }, result: { data: { publicLatestNews: [card(7, 'Kalede sergi'), card(8, 'Başka haber')] } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalede sergi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kent' })).toHaveAttribute('href', '/haber?categoryId=3');
    expect(screen.getByText('Silinmiş kullanıcı')).toBeInTheDocument();
    expect(screen.queryByText('Eski Editör')).not.toBeInTheDocument();
    expect(screen.getByText('bugün').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Kalede sergi' })).toHaveAttribute('loading', 'eager');
    const more = await screen.findByRole('complementary', { name: 'Diğer haberler' });
    expect(within(more).getByRole('link', { name: 'Başka haber' })).toHaveAttribute('href', '/haber/haber-8');
    expect(within(more).queryByRole('link', { name: 'Kalede sergi' })).not.toBeInTheDocument();
    // The article names its record, so the boot script counts the view of a page read first.
    const article = screen.getByRole('article', { name: 'Kalede sergi' });
    expect(article).toHaveAttribute('data-view-kind', 'news');
    expect(article).toHaveAttribute('data-view-id', '7');
    await waitFor(() => expect(posted.filter((request) => request.url === '/graphql').map((request) => JSON.parse(String(request.init?.body)).variables)).toEqual([{ kind: 'news', id: 7 }]));
  });

  it('marks an unpublished item opened by a preview link, keeps it out of search engines and counts no view', async () => {
    const posted = fakeServerFetch();
    renderRoute(newsDetailRoute, {
      path: '/haber/kalede-sergi?onizleme=s.News.7.1999999999.imza',
      pattern: '/haber/:slug',
      mocks: [
        { request: { query: PublicNewsDetailDocument, variables: { slug: 'kalede-sergi' } }, result: { data: { publicNewsItem: { ...item, status: 'draft' } } } },
        { request: { query: PublicNewsLatestDocument }, result: { data: { publicLatestNews: [card(8, 'Başka haber')] } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalede sergi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Önizleme — bu içerik henüz yayımlanmadı');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    const article = screen.getByRole('article', { name: 'Kalede sergi' });
    expect(article).not.toHaveAttribute('data-view-kind');
    // Given time to send one, the page has not counted a view.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posted.filter((request) => request.url === '/graphql')).toEqual([]);
  });
});
