import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArchiveIssuesDocument, DeleteArchiveIssueDocument } from '../../../gql/graphql';
import { Component as ArchiveListScreen } from '../../../routes/admin/archives/list';
import { renderApp } from '../../../test/render-app';

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
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const page = (items: (typeof issue)[]) => ({
  data: { archiveIssueList: { __typename: 'ArchiveIssuePage' as const, items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 } },
});

describe('the archive issues list screen', () => {
  it('shows the cover, the price in Turkish and the featured chip, and deletes after the confirmation', async () => {
    const variables = { page: 1, pageSize: 20, query: 'sayı' };
    const deleted = jest.fn(() => ({ data: { deleteArchiveIssue: true } }));
    renderApp(<ArchiveListScreen />, {
      path: '/yonetim/arsivler?query=sayı',
      mocks: [
        { request: { query: ArchiveIssuesDocument, variables }, result: page([issue]) },
        { request: { query: DeleteArchiveIssueDocument, variables: { input: { id: 4 } } }, result: deleted },
        { request: { query: ArchiveIssuesDocument, variables }, result: page([]) },
      ],
    });

    const table = await screen.findByRole('table', { name: 'Arşiv sayıları' });
    const row = (await within(table).findByRole('link', { name: 'Sayı 12' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Sayı 12' })).toHaveAttribute('href', '/yonetim/arsivler/4');
    expect(row.querySelector('img')).toHaveAttribute('src', issue.posterThumbUrl);
    expect(within(row).getByText('₺1.250,50')).toBeInTheDocument();
    expect(within(row).getByText('Evet')).toBeInTheDocument();
    expect(within(row).getByText('31')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sayı 12 arşiv sayısını düzenle' })).toHaveAttribute('href', '/yonetim/arsivler/4/duzenle');

    const actor = userEvent.setup();
    await actor.click(within(row).getByRole('button', { name: 'Sayı 12 arşiv sayısını sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sayı 12 arşiv sayısı silinecek. Bu işlem geri alınamaz.');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Arşiv sayısı başarıyla silindi.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Sayı 12' })).not.toBeInTheDocument());
    expect(await screen.findByText('Aramanızla eşleşen arşiv sayısı yok.')).toBeInTheDocument();
  });

  it('shows the price in English and reports a refused delete', async () => {
    const variables = { page: 1, pageSize: 20, query: '' };
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
