import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { PublicHeader } from './public-header';
import { sectionCurrent } from './public-nav-items';

describe('PublicHeader', () => {
  it('marks the current section: the page itself, and inside it', () => {
    const { unmount } = renderApp(<PublicHeader lang="tr" />, { path: '/haber' });
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getByRole('link', { name: 'Haberler' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Arşiv' })).not.toHaveAttribute('aria-current');
    unmount();

    renderApp(<PublicHeader lang="en" />, { lang: 'en', path: '/en/subscription/personal' });
    const english = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(english).getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'true');
    expect(within(english).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
  });

  it('opens and closes the menu with its button (Escape too), telling assistive technology its state', async () => {
    renderApp(<PublicHeader lang="tr" />, { path: '/' });
    const actor = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');

    await actor.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await actor.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('links the same page in the other language', () => {
    renderApp(<PublicHeader lang="tr" />, { path: '/hakkimizda' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/about');
  });
});

describe('sectionCurrent', () => {
  it('tells a section page, a page inside it, and an unrelated page apart', () => {
    expect(sectionCurrent('tr', 'news', '/haber')).toBe('page');
    expect(sectionCurrent('tr', 'news', '/haber/')).toBe('page');
    expect(sectionCurrent('tr', 'news', '/haber/kent-kimin')).toBe('true');
    expect(sectionCurrent('tr', 'news', '/haberler')).toBeUndefined();
    expect(sectionCurrent('en', 'columns', '/en/columns/x')).toBe('true');
    expect(sectionCurrent('en', 'columns', '/en')).toBeUndefined();
  });
});
