import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { ListFilters } from './list-filters';

/** jsdom has no fetch Request; the router only needs its url, method and signal to navigate. */
class NavigationRequest {
  url: string;
  method: string;
  signal?: AbortSignal;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}
if (!('Request' in globalThis)) Object.assign(globalThis, { Request: NavigationRequest });

function renderFilters(path: string) {
  return renderApp(
    <ListFilters
      label="Haberlerde ara ve süz"
      submitLabel="Ara"
      search={{ name: 'title', label: 'Başlıkta ara', value: new URL(path, 'http://x').searchParams.get('title') ?? '', maxLength: 100 }}
      defaults={{ sortBy: 'createdAt' }}
      selects={[
        { name: 'categoryId', label: 'Kategori', value: new URL(path, 'http://x').searchParams.get('categoryId') ?? '', options: [{ value: '', label: 'Tüm kategoriler' }, { value: '3', label: 'Kent' }] },
        { name: 'sortBy', label: 'Sıralama', value: new URL(path, 'http://x').searchParams.get('sortBy') ?? 'createdAt', options: [{ value: 'createdAt', label: 'En yeniler' }, { value: 'hit', label: 'En çok okunanlar' }] },
      ]}
    />,
    { path },
  );
}

describe('the list filters', () => {
  it('is a GET form to the same page, so it works without JavaScript', () => {
    renderFilters('/haber');
    const form = screen.getByRole('search', { name: 'Haberlerde ara ve süz' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/haber');
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveAttribute('name', 'categoryId');
  });

  it('applies a choice at once, back to page 1, leaving defaults and empty values out of the address', async () => {
    const user = userEvent.setup();
    const { router } = renderFilters('/haber?page=3&sortBy=hit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '3');
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=3&sortBy=hit'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'createdAt');
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=3'));
  });

  it('reads a choice from the form as it is made, before a render can reset the fields', () => {
    const { router } = renderFilters('/haber?categoryId=3');
    const navigate = jest.spyOn(router, 'navigate');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sıralama' }), { target: { value: 'hit' } });
    expect(navigate).toHaveBeenCalledWith('?categoryId=3&sortBy=hit', expect.anything());
  });

  it('searches the title on submit', async () => {
    const user = userEvent.setup();
    const { router } = renderFilters('/haber?categoryId=3');
    await user.type(screen.getByRole('searchbox', { name: 'Başlıkta ara' }), '  kent belleği ');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=kent+belle%C4%9Fi&categoryId=3'));
  });
});
