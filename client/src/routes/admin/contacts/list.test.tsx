import { screen, within } from '@testing-library/react';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { ContactMessagesDocument, DeleteContactMessageDocument } from '../../../gql/graphql';
import { Component as ContactListScreen } from './list';
import { renderApp } from '../../../test/render-app';

const message = (id: number, name: string, read: boolean) => ({
  __typename: 'ContactMessage' as const,
  id,
  name,
  email: `${id}@example.com`,
  phone: '0312 000 00 00',
  message: `Mesaj ${id}`,
  read,
  readAt: read ? '2026-11-22T10:00:00.000Z' : null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describeListScreen('the contact messages list', {
  Screen: ContactListScreen,
  path: '/yonetim/iletisim',
  query: ContactMessagesDocument,
  field: 'contactMessageList',
  pageType: 'ContactMessagePage',
  filters: { read: null },
  row: message(2, 'Zeynep Çelik', false),
  link: { name: 'Zeynep Çelik', href: '/yonetim/iletisim/2' },
  texts: {
    table: 'İletişim mesajları',
    deleteButton: 'Zeynep Çelik adlı kişinin mesajını sil',
    confirmation: 'Zeynep Çelik adlı kişinin mesajı silinecek. Bu işlem geri alınamaz.',
    deleted: 'Mesaj başarıyla silindi.',
    empty: 'Henüz mesaj yok.',
  },
  deletion: { document: DeleteContactMessageDocument, data: { deleteContactMessage: true } },
});

describe('the contact messages list', () => {
  it.each([
    ['tr', 'İletişim mesajları', 'yeni', 'Zeynep Çelik adlı kişinin mesajını görüntüle'],
    ['en', 'Contact messages', 'new', 'View the message from Zeynep Çelik'],
  ] as const)('marks unread messages bold and new, searches from the URL, and offers view and delete only (%s)', async (lang, tableName, unreadText, viewLabel) => {
    renderApp(<ContactListScreen />, {
      lang,
      path: '/yonetim/iletisim?query=ankara',
      mocks: [
        {
          request: { query: ContactMessagesDocument, variables: { page: 1, pageSize: 20, query: 'ankara', read: null } },
          result: { data: { contactMessageList: { __typename: 'ContactMessagePage' as const, items: [message(2, 'Zeynep Çelik', false), message(1, 'Ali Vural', true)], page: 1, pageSize: 20, totalItems: 2, totalPages: 1 } } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: tableName });
    const unread = await within(table).findByRole('link', { name: 'Zeynep Çelik' });
    const [, unreadRow, readRow] = within(table).getAllByRole('row');
    expect(within(unreadRow).getByText(unreadText)).toBeInTheDocument();
    expect(getComputedStyle(unread).fontWeight).toBe('700');
    expect(within(readRow).queryByText(unreadText)).not.toBeInTheDocument();
    expect(getComputedStyle(within(readRow).getByRole('link', { name: 'Ali Vural' })).fontWeight).toBe('400');
    expect(within(unreadRow).getByRole('link', { name: viewLabel })).toHaveAttribute('href', '/yonetim/iletisim/2');
    expect(within(unreadRow).queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/yonetim/iletisim/2/duzenle');
    expect(within(unreadRow).getAllByRole('button')).toHaveLength(1);
  });

  it('shows only unread messages with read=false in the URL (the dashboard links there), the filter ticked', async () => {
    renderApp(<ContactListScreen />, {
      lang: 'tr',
      path: '/yonetim/iletisim?read=false',
      mocks: [
        {
          request: { query: ContactMessagesDocument, variables: { page: 1, pageSize: 20, query: '', read: false } },
          result: { data: { contactMessageList: { __typename: 'ContactMessagePage' as const, items: [message(2, 'Zeynep Çelik', false)], page: 1, pageSize: 20, totalItems: 1, totalPages: 1 } } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'İletişim mesajları' });
    expect(await within(table).findByRole('link', { name: 'Zeynep Çelik' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Yalnızca okunmamışlar' })).toBeChecked();
  });
});
