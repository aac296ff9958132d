import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { DeleteNewsDocument, NewsListDocument, type PublicationStatus } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as NewsListScreen } from './list';

const row = (id: number, title: string, status: PublicationStatus = 'published') => ({
  __typename: 'News' as const,
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  type: 'news' as const,
  isFeatured: 'no',
  featuredAt: null,
  hit: 12,
  posterThumbUrl: `/media/news/${id}/thumb.webp`,
  status,
  publishAt: status === 'scheduled' ? '2026-12-07T05:00:00.000Z' : null,
  publishedAt: status === 'published' ? '2026-11-20T07:30:00.000Z' : null,
  version: 1,
  category: { __typename: 'Category' as const, id: 1, name: 'Kültür', deleted: false },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

const page = (items: ReturnType<typeof row>[]) => ({
  data: { newsList: { __typename: 'NewsPage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

const variables = (status: PublicationStatus | null) => ({ page: 1, pageSize: 20, query: '', status });

describeListScreen('the news list screen', {
  Screen: NewsListScreen,
  path: '/yonetim/haberler',
  query: NewsListDocument,
  field: 'newsList',
  pageType: 'NewsPage',
  filters: { status: null },
  row: row(8, 'Kent tiyatrosu'),
  link: { name: 'Kent tiyatrosu', href: '/yonetim/haberler/8' },
  texts: {
    table: 'Haberler',
    deleteButton: 'Kent tiyatrosu haberini sil',
    confirmation: 'Kent tiyatrosu',
    deleted: 'Haber başarıyla silindi.',
    empty: 'Henüz haber yok.',
  },
  deletion: { document: DeleteNewsDocument, data: { deleteNews: true } },
});

describe('the news list status', () => {
  it('shows each row’s state in words with its Istanbul time', async () => {
    renderApp(<NewsListScreen />, {
      path: '/yonetim/haberler',
      mocks: [{ request: { query: NewsListDocument, variables: variables(null) }, result: page([row(1, 'Taslak haber', 'draft'), row(2, 'Pazartesi haberi', 'scheduled'), row(3, 'Eski haber')]) }],
    });
    const table = await screen.findByRole('table', { name: 'Haberler' });
    await within(table).findByRole('link', { name: 'Taslak haber' });
    const [, draft, scheduled, published] = within(table).getAllByRole('row');
    expect(draft).toHaveTextContent('Taslak');
    // 05:00 UTC is 08:00 in Istanbul.
    expect(scheduled).toHaveTextContent('Zamanlandı · 07.12.2026 08:00');
    expect(published).toHaveTextContent('Yayımlandı · 20.11.2026 10:30');
  });

  it('reads the filter from the URL, and a new choice goes to the URL and back to page 1', async () => {
    const { router } = renderApp(<NewsListScreen />, {
      path: '/yonetim/haberler?status=draft&page=1',
      mocks: [
        { request: { query: NewsListDocument, variables: variables('draft') }, result: page([row(1, 'Taslak haber', 'draft')]) },
        { request: { query: NewsListDocument, variables: variables('scheduled') }, result: page([]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Haberler' });
    expect(await within(table).findByRole('link', { name: 'Taslak haber' })).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Yayın durumu' });
    expect(filter).toHaveTextContent('Taslak');

    const actor = userEvent.setup();
    await actor.click(filter);
    await actor.click(await screen.findByRole('option', { name: 'Zamanlandı' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=scheduled'));
    // A filtered empty list says nothing matches, not that there is nothing yet.
    expect(await screen.findByText('Aramanızla eşleşen haber yok.')).toBeInTheDocument();
  });

  it('ignores an unknown status in the URL', async () => {
    renderApp(<NewsListScreen />, {
      path: '/yonetim/haberler?status=secret',
      mocks: [{ request: { query: NewsListDocument, variables: variables(null) }, result: page([row(3, 'Eski haber')]) }],
    });
    expect(await screen.findByRole('link', { name: 'Eski haber' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Yayın durumu' })).toHaveTextContent('Tüm durumlar');
  });
});
