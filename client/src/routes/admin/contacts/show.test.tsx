import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ContactMessageDocument, DeleteContactMessageDocument, MarkContactMessageReadDocument } from '../../../gql/graphql';
import { Component as ContactShowScreen } from './show';
import { renderApp } from '../../../test/render-app';

const unread = {
  __typename: 'ContactMessage' as const,
  id: 12,
  name: 'Zeynep Çelik',
  email: 'zeynep@example.com',
  phone: '+90 (312) 555-12-34',
  message: 'Merhaba,\nEylül sayısını nereden bulabilirim?',
  read: false,
  readAt: null as string | null,
  createdAt: '2026-11-20T07:15:00.000Z',
};

const read = { ...unread, read: true, readAt: '2026-11-23T11:00:00.000Z' };

function renderShow(lang: 'tr' | 'en', message: typeof unread, markRead: () => unknown, extra: object[] = []) {
  return renderApp(
    <Routes>
      <Route path="/yonetim/iletisim/:id" element={<ContactShowScreen />} />
      <Route path="/yonetim/iletisim" element={<p>liste</p>} />
    </Routes>,
    {
      lang,
      path: '/yonetim/iletisim/12',
      mocks: [
        { request: { query: ContactMessageDocument, variables: { id: 12 } }, result: { data: { contactMessage: message } } },
        { request: { query: MarkContactMessageReadDocument, variables: { input: { id: 12 } } }, result: markRead as never, maxUsageCount: 5 },
        ...(extra as never[]),
      ],
    },
  );
}

describe('the contact message detail', () => {
  it('marks an unread message read once on opening and shows who wrote what, with a reply link', async () => {
    const markRead = jest.fn(() => ({ data: { markContactMessageRead: read } }));
    renderShow('tr', unread, markRead);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zeynep Çelik adlı kişinin mesajı' })).toBeInTheDocument();
    expect(screen.getByText('Merhaba,\nEylül sayısını nereden bulabilirim?', { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+90 (312) 555-12-34' })).toHaveAttribute('href', 'tel:+903125551234');
    expect(screen.getByText('20.11.2026 10:15')).toBeInTheDocument();

    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    // The answer of the mutation shows the reading time instead of "not read".
    expect(await screen.findByText('23.11.2026 14:00')).toBeInTheDocument();
    expect(screen.queryByText('Okunmadı')).not.toBeInTheDocument();

    const reply = screen.getByRole('link', { name: 'E-postayla yanıtla' });
    const href = reply.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:zeynep@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1])).toBe("Dergi Ankara'ya gönderdiğiniz mesaj");
    // Re-rendering after the answer does not mark it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('does not mark a message that was already read, and deletes it after the confirmation, in English', async () => {
    const markRead = jest.fn(() => ({ data: { markContactMessageRead: read } }));
    const deleted = jest.fn(() => ({ data: { deleteContactMessage: true } }));
    const { router } = renderShow('en', read, markRead, [
      { request: { query: DeleteContactMessageDocument, variables: { input: { id: 12 } } }, result: deleted },
      // The deleted message leaves the cache; the screen asks again before it goes back to the list.
      { request: { query: ContactMessageDocument, variables: { id: 12 } }, result: { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Zeynep Çelik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', expect.stringContaining('subject=Your%20message%20to%20Dergi%20Ankara'));
    // Never edited: no edit button.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The message from Zeynep Çelik will be deleted. This action cannot be undone.');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/yonetim/iletisim'));
    expect(markRead).not.toHaveBeenCalled();
  });
});
