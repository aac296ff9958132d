import { act, screen, within } from '@testing-library/react';
import { PublicMostReadDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { MOST_READ_VARIABLES, MostReadBox } from './most-read-box';

const news = (id: number, title: string, hit: number) => ({ __typename: 'News' as const, id, title, slug: `haber-${id}`, hit });

function mostReadMock(items: ReturnType<typeof news>[]) {
  return { request: { query: PublicMostReadDocument, variables: MOST_READ_VARIABLES }, result: { data: { publicTopNews: items } } };
}

const TOP = [news(4, 'Kentin yeni kütüphanesi açıldı', 12840), news(9, 'Ulus’ta restorasyon başladı', 9311), news(2, 'Şiir akşamı', 1207), news(7, 'Kitap fuarı', 88), news(5, 'Yeni sayı çıktı', 3)];

describe('MostReadBox', () => {
  it('lists the most read news in rank order, linked to their pages, with their read counts', async () => {
    renderApp(<MostReadBox />, { mocks: [mostReadMock(TOP)] });
    const box = await screen.findByRole('region', { name: 'En çok okunanlar' });
    const items = within(box).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(box).getByRole('list').tagName).toBe('OL');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(TOP.map((item) => item.title));
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/haber/haber-4');
    expect(items[0]).toHaveTextContent('1');
    expect(items[0]).toHaveTextContent('12.840 okunma');
    expect(items[4]).toHaveTextContent('3 okunma');
  });

  it('speaks English and links the English news pages on the English site', async () => {
    renderApp(<MostReadBox />, { lang: 'en', path: '/en', mocks: [mostReadMock(TOP.slice(0, 2))] });
    const box = await screen.findByRole('region', { name: 'Most read' });
    expect(within(box).getByRole('link', { name: 'Kentin yeni kütüphanesi açıldı' })).toHaveAttribute('href', '/en/news/haber-4');
    expect(box).toHaveTextContent('12,840 reads');
  });

  it('is left out when there is nothing to rank', async () => {
    const { container } = renderApp(<MostReadBox />, { mocks: [mostReadMock([])] });
    // Let the mocked answer arrive (the box renders nothing while loading, too).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
