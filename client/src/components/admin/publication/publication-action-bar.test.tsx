import { jest } from '@jest/globals';
import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePublicationDocument, NewsItemDocument, type NewsFieldsFragment, type PublicationStatus } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { PublicationActionBar } from './publication-action-bar';

jest.setTimeout(60_000);

const news = (status: PublicationStatus, version: number): NewsFieldsFragment => ({
  __typename: 'News',
  id: 9,
  title: 'Kent tiyatrosu açıldı',
  slug: 'kent-tiyatrosu-acildi',
  teaser: 'Yeni sahne',
  content: [],
  contentHtml: '<p>Gövde</p>',
  posterUrl: '/media/news/9/large.webp',
  posterThumbUrl: '/media/news/9/thumb.webp',
  categoryId: 1,
  category: { __typename: 'Category', id: 1, name: 'Kültür', deleted: false },
  tags: [],
  type: 'news',
  isFeatured: 'no',
  featuredAt: null,
  hit: 0,
  status,
  publishAt: status === 'scheduled' ? '2030-12-02T05:00:00.000Z' : null,
  publishedAt: status === 'published' ? '2026-11-20T07:30:00.000Z' : null,
  version,
  photos: [],
  author: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

const state = (status: PublicationStatus, version: number, publishAt: string | null = null, publishedAt: string | null = null) => ({
  data: { changePublication: { __typename: 'PublicationState' as const, kind: 'News' as const, id: 9, status, publishAt, publishedAt, version } },
});

/** The bar as the detail screen shows it: fed by the item's query, so a change reaches it through the cache. */
function Screen() {
  const { data } = useQuery(NewsItemDocument, { variables: { id: 9 } });
  return data ? <PublicationActionBar kind="News" item={data.newsItem} cache={{ typename: 'News', lists: ['newsList'] }} /> : null;
}

const itemQuery = (item: NewsFieldsFragment) => ({ request: { query: NewsItemDocument, variables: { id: 9 } }, result: { data: { newsItem: item } } });

describe('the publication action bar', () => {
  it('publishes a draft with the version it shows, announces it and keeps focus on the bar', async () => {
    const sent = jest.fn(() => state('published', 5, null, '2026-11-25T09:00:00.000Z'));
    renderApp(<Screen />, {
      mocks: [itemQuery(news('draft', 4)), { request: { query: ChangePublicationDocument, variables: { input: { kind: 'News', id: 9, status: 'published', version: 4 } } }, result: sent }],
    });
    const bar = await screen.findByRole('group', { name: 'Yayın durumu' });
    expect(bar).toHaveTextContent('Taslak');
    const actor = userEvent.setup();
    await actor.click(within(bar).getByRole('button', { name: 'Yayımla' }));

    expect(await within(bar).findByRole('button', { name: 'Yayından kaldır' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(bar).toHaveTextContent('Yayımlandı · 25.11.2026 12:00');
    expect(within(bar).getByRole('status')).toHaveTextContent('Yayımlandı.');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Yayından kaldır' })).toHaveFocus());
  });

  it('withdraws a published item only after the confirmation', async () => {
    const sent = jest.fn(() => state('draft', 8));
    renderApp(<Screen />, {
      mocks: [itemQuery(news('published', 7)), { request: { query: ChangePublicationDocument, variables: { input: { kind: 'News', id: 9, status: 'draft', version: 7 } } }, result: sent }],
    });
    const bar = await screen.findByRole('group', { name: 'Yayın durumu' });
    const actor = userEvent.setup();
    await actor.click(within(bar).getByRole('button', { name: 'Yayından kaldır' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Yayından kaldırılsın mı?' });
    await actor.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();

    await actor.click(within(bar).getByRole('button', { name: 'Yayından kaldır' }));
    await actor.click(within(await screen.findByRole('alertdialog', undefined)).getByRole('button', { name: 'Yayından kaldır' }));
    expect(await within(bar).findByRole('button', { name: 'Yayımla' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(within(bar).getByRole('status')).toHaveTextContent('Yayından kaldırıldı; taslak olarak duruyor.');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Yayımla' })).toHaveFocus());
  });

  it('cancels a schedule back to a draft, and publishes a scheduled item now', async () => {
    renderApp(<Screen />, {
      mocks: [itemQuery(news('scheduled', 2)), { request: { query: ChangePublicationDocument, variables: { input: { kind: 'News', id: 9, status: 'draft', version: 2 } } }, result: state('draft', 3) }],
    });
    const bar = await screen.findByRole('group', { name: 'Yayın durumu' });
    expect(bar).toHaveTextContent('Zamanlandı · 02.12.2030 08:00');
    expect(within(bar).getByRole('button', { name: 'Şimdi yayımla' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Zamanı değiştir…' })).toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.click(within(bar).getByRole('button', { name: 'Zamanlamayı iptal et' }));
    expect(await within(bar).findByText('Taslak', undefined)).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Zamanlamayı iptal et' })).not.toBeInTheDocument();
  });

  it('schedules a draft at the Istanbul time picked', async () => {
    const sent = jest.fn(() => state('scheduled', 2, '2030-12-01T05:00:00.000Z'));
    renderApp(<Screen />, {
      mocks: [
        itemQuery(news('draft', 1)),
        { request: { query: ChangePublicationDocument, variables: { input: { kind: 'News', id: 9, status: 'scheduled', version: 1, publishAt: '2030-12-01T05:00:00.000Z' } } }, result: sent },
      ],
    });
    const bar = await screen.findByRole('group', { name: 'Yayın durumu' });
    const actor = userEvent.setup();
    await actor.click(within(bar).getByRole('button', { name: 'Zamanla…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    await actor.click(within(within(dialog).getByRole('group', { name: 'Yayın zamanı (İstanbul)' })).getAllByRole('spinbutton')[0]);
    await actor.keyboard('011220300800');
    await actor.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    expect(await within(bar).findByText('Zamanlandı · 01.12.2030 08:00', undefined)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(within(bar).getByRole('status')).toHaveTextContent('01.12.2030 08:00 için zamanlandı.');
  });

  it('says so when someone else changed the item meanwhile (409), and changes nothing', async () => {
    renderApp(<Screen />, {
      mocks: [
        itemQuery(news('draft', 4)),
        {
          request: { query: ChangePublicationDocument, variables: { input: { kind: 'News', id: 9, status: 'published', version: 4 } } },
          result: { errors: [{ message: 'Conflict', extensions: { code: 'CONFLICT', status: 409, currentVersion: 5 } }] },
        },
      ],
    });
    const bar = await screen.findByRole('group', { name: 'Yayın durumu' });
    const actor = userEvent.setup();
    await actor.click(within(bar).getByRole('button', { name: 'Yayımla' }));
    expect(await within(bar).findByText('Bu içerik siz bakarken değişti. Sayfayı yenileyip yeniden deneyin.', undefined)).toBeInTheDocument();
    expect(bar).toHaveTextContent('Taslak');
    expect(within(bar).getByRole('button', { name: 'Yayımla' })).toBeEnabled();
  });
});
