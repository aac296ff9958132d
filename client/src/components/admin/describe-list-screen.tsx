import { jest } from '@jest/globals';
import type { TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderApp } from '../../test/render-app';

export interface ListScreenContract<Row extends { id: number }> {
  /** The list route's screen. */
  Screen: ComponentType;
  /** The screen's path, without a query string (`/yonetim/haberler`). */
  path: string;
  /** The list query, its root field and its page type (`NewsListDocument`, `newsList`, `NewsPage`). */
  query: TypedDocumentNode<unknown, never>;
  field: string;
  pageType: string;
  /** Further variables the screen sends with no filter chosen (e.g. `{ columnistId: null }`). */
  filters?: Record<string, unknown>;
  /** A search in the URL (`?query=`); the list after the delete then shows the "no match" text. */
  search?: string;
  /** Other queries of the screen (e.g. a filter's choices). */
  mocks?: MockLink.MockedResponse[];
  /** One row as the list query answers it, and the texts that name it. */
  row: Row;
  /** The row's link text (its title) and where it leads (the detail screen, else the edit screen). */
  link: { name: string; href: string };
  /** The Turkish texts of the table, the delete button, the confirmation, the toast and the empty list. */
  texts: { table: string; deleteButton: string; confirmation: string; deleted: string; /** The list's text once the row is gone. */ empty: string };
  deletion: { document: TypedDocumentNode<unknown, never>; data: Record<string, unknown> };
}

/**
 * The contract every admin list screen keeps (the client twin of the server's resource contract):
 * the page comes from the URL, a row links to its record, and a delete asks first, then toasts and
 * refreshes the list.
 */
export function describeListScreen<Row extends { id: number }>(name: string, contract: ListScreenContract<Row>) {
  const { Screen, path, query, field, pageType, filters = {}, search = '', mocks = [], row, link, texts, deletion } = contract;
  const variables = (page: number) => ({ page, pageSize: 20, query: search, ...filters });
  const at = (page: number) => `${path}?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...(search ? { query: search } : {}) })}`;
  const answer = (items: Row[], page = 1, totalItems = items.length) => ({
    data: { [field]: { __typename: pageType, items, page, pageSize: 20, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) } },
  });

  describe(`${name} (list screen contract)`, () => {
    it('reads the page from the URL and links each row to its record', async () => {
      renderApp(<Screen />, { path: at(2), mocks: [{ request: { query, variables: variables(2) }, result: answer([row], 2, 21) }, ...mocks] });
      const table = await screen.findByRole('table', { name: texts.table });
      expect(await within(table).findByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
      expect(screen.getByText('21–21 / toplam 21')).toBeInTheDocument();
    });

    it('deletes a row after the confirmation, toasts, and shows the list without it', async () => {
      const deleted = jest.fn(() => ({ data: deletion.data }));
      renderApp(<Screen />, {
        path: at(1),
        mocks: [
          { request: { query, variables: variables(1) }, result: answer([row]) },
          { request: { query: deletion.document, variables: { input: { id: row.id } } }, result: deleted },
          { request: { query, variables: variables(1) }, result: answer([]) },
          ...mocks,
        ],
      });
      const table = await screen.findByRole('table', { name: texts.table });
      await within(table).findByRole('link', { name: link.name });
      const actor = userEvent.setup();
      await actor.click(within(table).getByRole('button', { name: texts.deleteButton }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(texts.confirmation);
      await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
      expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
      expect(deleted).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(table).queryByRole('link', { name: link.name })).not.toBeInTheDocument());
      expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    });
  });
}
