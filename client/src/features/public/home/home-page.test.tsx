import { act, screen, within } from '@testing-library/react';
import { PublicHomeDocument, PublicHomeSlotsDocument } from '../../../gql/graphql';
import * as homeRoute from '../../../routes/public/home';
import { renderRoute } from '../../../test/render-app';

const news = (id: number, title: string) => ({
  __typename: 'News' as const,
  id,
  title,
  slug: `haber-${id}`,
  teaser: `${title} özeti`,
  posterUrl: `/uploads/news/${id}/large.webp`,
  createdAt: '2026-11-20T10:00:00.000Z',
  hit: 10,
  category: { __typename: 'Category' as const, id: 1, name: 'Kent', slug: 'kent' },
});

const home = {
  headline: news(1, 'Haftanın büyük haberi'),
  featured: [news(1, 'Haftanın büyük haberi'), news(2, 'Öne çıkan haber')],
  latest: [news(1, 'Haftanın büyük haberi'), news(3, 'Son haber A'), news(4, 'Son haber B')],
  dusunceOkulu: [news(5, 'Düşünce notu')],
  latestColumns: [
    {
      __typename: 'Column' as const,
      id: 9,
      title: 'Kızılay’da bir sabah',
      slug: 'kizilayda-bir-sabah',
      createdAt: '2026-11-19T10:00:00.000Z',
      hit: 3,
      columnist: { __typename: 'Columnist' as const, id: 2, name: 'Ayşe Karaman', slug: 'ayse-karaman', thumbUrl: '/x/thumb.webp', deleted: false },
    },
  ],
  upcomingEvents: [{ __typename: 'Event' as const, id: 1, title: 'Sayı söyleşisi', date: '2026-12-02T16:00:00.000Z', location: 'Kızılay, Ankara' }],
  publicAllCategories: [{ __typename: 'Category' as const, id: 1, name: 'Kent', slug: 'kent', description: 'Başkentin sokakları', newsCount: 4 }],
};

const slots = {
  advert: { __typename: 'Advert' as const, id: 1, name: 'Kitap fuarı', link: 'https://fuar.example/', imageUrl: '/uploads/adverts/1/large.webp' },
  primary: { __typename: 'PageSlot' as const, id: 1, area: 'home-primary', news: news(6, 'Editörün seçtiği haber') },
  secondary: { __typename: 'PageSlot' as const, id: 2, area: 'home-secondary', news: null },
};

const homeMock = { request: { query: PublicHomeDocument, variables: {} }, result: { data: home } };

describe('HomePage', () => {
  it('shows every block once: headline, featured, the chosen news, latest, advert, Düşünce Okulu, columns, events', async () => {
    renderRoute(homeRoute, { mocks: [homeMock, { request: { query: PublicHomeSlotsDocument, variables: {} }, result: { data: slots } }] });

    const headline = await screen.findByRole('region', { name: 'Haftanın manşeti' });
    expect(within(headline).getByRole('link', { name: 'Haftanın büyük haberi' })).toHaveAttribute('href', '/haber/haber-1');
    // The headline is not repeated in the featured and latest lists.
    expect(screen.getAllByRole('link', { name: 'Haftanın büyük haberi' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Öne çıkanlar' })).getByText('Öne çıkan haber')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Son haberler' })).getAllByRole('listitem')).toHaveLength(2);

    // The secondary slot has no news: only the primary one is shown.
    const picks = await screen.findByRole('region', { name: 'Editörün seçtikleri' });
    expect(within(picks).getAllByRole('article')).toHaveLength(1);
    expect(within(picks).getByRole('link', { name: 'Editörün seçtiği haber' })).toBeInTheDocument();

    const advert = screen.getByRole('complementary', { name: 'Reklam' });
    const advertLink = within(advert).getByRole('link', { name: 'Kitap fuarı (yeni sekmede açılır)' });
    expect(advertLink).toHaveAttribute('href', 'https://fuar.example/');
    expect(advertLink).toHaveAttribute('rel', 'sponsored noopener');
    expect(advertLink).toHaveAttribute('target', '_blank');

    expect(within(screen.getByRole('region', { name: 'Düşünce Okulu' })).getByText('Düşünce notu')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Köşe yazıları' })).getByText('Ayşe Karaman')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Yaklaşan etkinlikler' });
    expect(events).toHaveTextContent('Sayı söyleşisi');
    expect(events).toHaveTextContent('02.12.2026 19:00');
    expect(events).toHaveTextContent('Kızılay, Ankara');
    expect(screen.getByRole('region', { name: 'Duyuru' })).toHaveTextContent('Sayı söyleşisi');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves the advert and chosen news out when the slots are not set up (NOT_FOUND), and shows the rest', async () => {
    renderRoute(homeRoute, {
      mocks: [homeMock, { request: { query: PublicHomeSlotsDocument, variables: {} }, result: { errors: [{ message: 'Advert not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } }],
    });
    expect(await screen.findByRole('region', { name: 'Haftanın manşeti' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Son haberler' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('complementary', { name: 'Reklam' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Editörün seçtikleri' })).not.toBeInTheDocument();
  });
});
