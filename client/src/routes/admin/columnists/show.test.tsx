import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ColumnistDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as ColumnistShowScreen } from './show';

const columnist = {
  __typename: 'Columnist' as const,
  id: 4,
  name: 'Ayşe Yılmaz',
  slug: 'ayse-yilmaz',
  imageUrl: '/media/columnists/4-jpg/large.webp',
  thumbUrl: '/media/columnists/4-jpg/thumb.webp',
  columnCount: 21,
  deleted: false,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const column = { __typename: 'Column' as const, id: 31, title: 'Kentin hafızası', hit: 12, createdAt: '2025-02-01T10:00:00.000Z' };

describe('the columnist detail screen', () => {
  it.each([
    ['tr', 'Ayşe Yılmaz portresi', 'Köşe yazarının yazıları', '21–21 / toplam 21'],
    ['en', 'Portrait of Ayşe Yılmaz', 'Columns by the columnist', '21–21 of 21'],
  ] as const)('shows the portrait, the column count and the page of columns in the URL (%s)', async (lang, portrait, table, range) => {
    renderApp(
      <Routes>
        <Route path="/yonetim/kose-yazarlari/:id" element={<ColumnistShowScreen />} />
      </Routes>,
      {
        lang,
        path: '/yonetim/kose-yazarlari/4?page=2',
        mocks: [
          {
            request: { query: ColumnistDocument, variables: { id: 4, columnsPage: 2 } },
            result: { data: { columnist, columnList: { __typename: 'ColumnPage' as const, items: [column], page: 2, pageSize: 20, totalItems: 21, totalPages: 2 } } },
          },
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: portrait })).toHaveAttribute('src', columnist.imageUrl);
    expect(screen.getByText('21', { selector: 'dd' })).toBeInTheDocument();
    const columns = screen.getByRole('table', { name: table });
    expect(within(columns).getByRole('link', { name: 'Kentin hafızası' })).toHaveAttribute('href', '/yonetim/kose-yazilari/31');
    expect(screen.getByText(range)).toBeInTheDocument();
  });
});
