import type { TypedDocumentNode } from '@apollo/client';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { parse } from 'graphql';
import { RevisionsDocument } from '../../../gql/graphql';
import { adminPathsAt } from '../../../lib/admin-paths';
import { renderRoute } from '../../../test/render-app';
import { RevisionHistoryScreen } from './revision-history-screen';

jest.setTimeout(90_000);

interface ItemQuery {
  item: { __typename: 'News'; id: number; title: string } | null;
}
// A query of the record's id and title only (parsed here, so codegen does not take it for an operation of the app).
const ItemDocument = parse('query HistoryScreenItem($id: Int!) { item(id: $id) { id title } }') as TypedDocumentNode<ItemQuery, { id: number }>;

const paths = adminPathsAt('haberler');
const item = { __typename: 'News' as const, id: 7, title: 'Kent tiyatrosu açılıyor' };
const revision = {
  __typename: 'Revision' as const,
  id: 101,
  kind: 'News' as const,
  itemId: 7,
  number: 1,
  reason: 'save' as const,
  published: false,
  createdAt: '2026-11-21T09:30:00.000Z',
  itemVersion: 1,
  author: { __typename: 'User' as const, id: 3, name: 'Ayşe Editör', deleted: false },
  title: item.title,
  summary: null,
  content: [{ type: 'paragraph', children: [{ text: 'Tiyatro pazartesi açılıyor.' }] }],
  contentText: 'Tiyatro pazartesi açılıyor.',
  fields: [],
};

function renderScreen(lang: 'tr' | 'en' = 'tr') {
  const Component = () => <RevisionHistoryScreen kind="News" listLabel="Haberler" paths={paths} query={ItemDocument} select={(data) => data.item} />;
  return renderRoute(
    { Component },
    {
      lang,
      pattern: '/yonetim/haberler/:id/gecmis',
      path: '/yonetim/haberler/7/gecmis',
      mocks: [
        { request: { query: ItemDocument, variables: { id: 7 } }, result: { data: { item } } },
        { request: { query: RevisionsDocument, variables: { kind: 'News', itemId: 7 } }, result: { data: { revisions: [revision] } } },
      ],
    },
  );
}

describe('RevisionHistoryScreen', () => {
  it("titles the screen with the item's name, links back to the list and the item, and lists the item's revisions", async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Geçmiş: Kent tiyatrosu açılıyor' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Konum' });
    expect(within(crumbs).getByRole('link', { name: 'Haberler' })).toHaveAttribute('href', '/yonetim/haberler');
    expect(within(crumbs).getByRole('link', { name: 'Kent tiyatrosu açılıyor' })).toHaveAttribute('href', '/yonetim/haberler/7');
    expect(within(crumbs).getByText('Geçmiş')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sürümler, en yenisi önce' });
    expect(table).toHaveTextContent('Ayşe Editör');
  });

  it('keeps its texts translated in English', async () => {
    renderScreen('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'History: Kent tiyatrosu açılıyor' })).toBeInTheDocument();
  });
});
