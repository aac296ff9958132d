import { screen, within } from '@testing-library/react';
import { EditorialCalendarDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { EditorialCalendar } from './editorial-calendar';

const item = (kind: 'News' | 'Column' | 'ArchiveIssue', id: number, title: string, status: 'draft' | 'scheduled', at: string) => ({
  __typename: 'EditorialItem' as const,
  kind,
  id,
  title,
  status,
  publishAt: status === 'scheduled' ? at : null,
  updatedAt: at,
  author: { __typename: 'User' as const, id: 1, name: 'Ayşe Editör' },
});

const calendar = (scheduled: ReturnType<typeof item>[], recentDrafts: ReturnType<typeof item>[]) => ({
  request: { query: EditorialCalendarDocument, variables: { days: 7 } },
  result: { data: { editorialCalendar: { __typename: 'EditorialCalendar' as const, scheduled, recentDrafts } } },
});

describe('the editorial calendar on the dashboard', () => {
  it('lists the coming publications with their Istanbul time and the latest drafts, each linked to its screen', async () => {
    renderApp(<EditorialCalendar />, {
      mocks: [
        calendar(
          [item('News', 5, 'Pazartesi haberi', 'scheduled', '2026-11-30T05:00:00.000Z'), item('ArchiveIssue', 12, 'Kış sayısı', 'scheduled', '2026-12-01T06:30:00.000Z')],
          [item('Column', 5, 'Yarım kalan yazı', 'draft', '2026-11-24T21:15:00.000Z')],
        ),
      ],
    });
    const upcoming = await screen.findByRole('region', { name: 'Yaklaşan yayınlar' });
    const monday = await within(upcoming).findByRole('link', { name: 'Pazartesi haberi' });
    expect(monday).toHaveAttribute('href', '/yonetim/haberler/5');
    expect(upcoming).toHaveTextContent('Haber · 30.11.2026 08:00 · Ayşe Editör');
    expect(within(upcoming).getByRole('link', { name: 'Kış sayısı' })).toHaveAttribute('href', '/yonetim/arsivler/12');
    const [first, second] = within(upcoming).getAllByRole('listitem');
    expect(first).toHaveTextContent('Pazartesi haberi');
    expect(second).toHaveTextContent('Kış sayısı');

    // Column 5 is not news item 5.
    const drafts = screen.getByRole('region', { name: 'Son taslaklar' });
    expect(within(drafts).getByRole('link', { name: 'Yarım kalan yazı' })).toHaveAttribute('href', '/yonetim/kose-yazilari/5');
    expect(drafts).toHaveTextContent('Son değişiklik: 25.11.2026 00:15');
  });

  it('says when nothing is scheduled and there is no draft', async () => {
    renderApp(<EditorialCalendar />, { mocks: [calendar([], [])] });
    const upcoming = await screen.findByRole('region', { name: 'Yaklaşan yayınlar' });
    expect(await within(upcoming).findByText('Önümüzdeki 7 günde zamanlanmış yayın yok.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Son taslaklar' })).toHaveTextContent('Taslak yok.');
  });
});
