import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { ArchiveIssuesDocument, DeleteArchiveIssueDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { Component as ArchiveListScreen } from './list';

const issue = {
  __typename: 'ArchiveIssue' as const,
  id: 4,
  title: 'Sayı 12',
  slug: 'sayi-12',
  description: 'Kış sayısı',
  posterUrl: '/media/archives/4/poster-800.webp',
  posterThumbUrl: '/media/archives/4/poster-160.webp',
  previewUrl: '/media/archives/4/preview.pdf',
  isFeatured: 'yes',
  price: '1250.50',
  link: 'https://magaza.example.com/sayi-12',
  hit: 31,
  status: 'published' as const,
  publishAt: null,
  publishedAt: '2025-01-01T10:00:00.000Z',
  version: 1,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const page = (items: (typeof issue)[]) => ({
  data: { archiveIssueList: { __typename: 'ArchiveIssuePage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

describeListScreen('the archive issues list screen', {
  Screen: ArchiveListScreen,
  path: '/yonetim/arsivler',
  query: ArchiveIssuesDocument,
  field: 'archiveIssueList',
  pageType: 'ArchiveIssuePage',
  search: 'sayı',
  filters: { status: null },
  row: issue,
  link: { name: 'Sayı 12', href: '/yonetim/arsivler/4' },
  texts: {
    table: 'Arşiv sayıları',
    deleteButton: 'Sayı 12 arşiv sayısını sil',
    confirmation: 'Sayı 12 arşiv sayısı silinecek. Bu işlem geri alınamaz.',
    deleted: 'Arşiv sayısı başarıyla silindi.',
    empty: 'Aramanızla eşleşen arşiv sayısı yok.',
  },
  deletion: { document: DeleteArchiveIssueDocument, data: { deleteArchiveIssue: true } },
});

describe('the archive issues list screen', () => {
  it('shows the cover, the price in Turkish and the featured chip', async () => {
    renderApp(<ArchiveListScreen />, {
      path: '/yonetim/arsivler?query=sayı',
      mocks: [{ request: { query: ArchiveIssuesDocument, variables: { page: 1, pageSize: 20, query: 'sayı', status: null } }, result: page([issue]) }],
    });
    const table = await screen.findByRole('table', { name: 'Arşiv sayıları' });
    const row = (await within(table).findByRole('link', { name: 'Sayı 12' })).closest('tr')!;
    expect(row.querySelector('img')).toHaveAttribute('src', issue.posterThumbUrl);
    expect(within(row).getByText('₺1.250,50')).toBeInTheDocument();
    expect(within(row).getByText('Evet')).toBeInTheDocument();
    expect(within(row).getByText('31')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sayı 12 arşiv sayısını düzenle' })).toHaveAttribute('href', '/yonetim/arsivler/4/duzenle');
  });

  it('shows the price in English and reports a refused delete', async () => {
    const variables = { page: 1, pageSize: 20, query: '', status: null };
    renderApp(<ArchiveListScreen />, {
      lang: 'en',
      path: '/yonetim/arsivler',
      mocks: [
        { request: { query: ArchiveIssuesDocument, variables }, result: page([{ ...issue, isFeatured: 'no' }]) },
        { request: { query: DeleteArchiveIssueDocument, variables: { input: { id: 4 } } }, result: { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Archive issues' });
    expect(await within(table).findByText('₺1,250.50')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('button', { name: 'Delete archive issue Sayı 12' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The archive issue Sayı 12 will be deleted. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The archive issue could not be deleted.')).toBeInTheDocument();
  });
});
