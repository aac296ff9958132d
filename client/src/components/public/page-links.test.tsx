import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { PageLinks } from './page-links';

const hrefFor = (page: number) => (page === 1 ? '/haber' : `/haber?page=${page}`);

function linksOf(page: number, totalPages: number, lang: 'tr' | 'en' = 'tr') {
  renderApp(<PageLinks page={page} totalPages={totalPages} hrefFor={hrefFor} />, { lang });
  const nav = screen.getByRole('navigation');
  return { nav, items: within(nav).getAllByRole('listitem').map((item) => item.textContent || item.firstElementChild?.getAttribute('aria-label')) };
}

describe('the page links', () => {
  it('are absent when the list has one page', () => {
    renderApp(<PageLinks page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("show MUI's pages: the first and last, the current one and its neighbours, an ellipsis for the rest", () => {
    expect(linksOf(1, 3000).items).toEqual(['Önceki sayfa', '1', '2', '3', '4', '5', '…', '3000', 'Sonraki sayfa']);
  });

  it('in the middle of a long list', () => {
    const { nav, items } = linksOf(1500, 3000);
    expect(nav).toHaveAccessibleName('Sayfalar');
    expect(items).toEqual(['Önceki sayfa', '1', '…', '1499', '1500', '1501', '…', '3000', 'Sonraki sayfa']);
    const current = within(nav).getByRole('link', { name: '1500. sayfa' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/haber?page=1500');
    expect(within(nav).getByRole('link', { name: 'Önceki sayfa' })).toHaveAttribute('href', '/haber?page=1499');
    expect(within(nav).getByRole('link', { name: 'Sonraki sayfa' })).toHaveAttribute('href', '/haber?page=1501');
  });

  it('disable "previous" on the first page and "next" on the last, out of the tab order', () => {
    linksOf(1, 3);
    const previous = screen.getByRole('link', { name: 'Önceki sayfa' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Sonraki sayfa' })).not.toHaveAttribute('aria-disabled');
  });

  it('are named in the reader’s language', () => {
    linksOf(2, 3, 'en');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/haber?page=3');
  });
});
