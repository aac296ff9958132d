import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { ShareButtons } from './share-buttons';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the share buttons', () => {
  it('copy the page address to the clipboard and say so in a toast', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async (_text: string) => undefined);
    renderApp(<ShareButtons path="/haber/kalede-sergi" title="Kalede sergi" />, { path: '/haber/kalede-sergi?utm_source=x' });
    mockClipboard(writeText); // after render: user-event installs its own clipboard on setup
    await user.click(screen.getByRole('button', { name: 'Bağlantıyı kopyala' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/haber/kalede-sergi');
    expect(await screen.findByText('Bağlantı panoya kopyalandı.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('show the address to copy by hand when the browser refuses, in English', async () => {
    const user = userEvent.setup();
    renderApp(<ShareButtons path="/en/columns/city-and-memory" title="City and memory" />, { lang: 'en', path: '/en/columns/city-and-memory' });
    mockClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. You can select the address below and copy it yourself.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: "The page's address" });
    expect(field).toHaveValue('http://localhost/en/columns/city-and-memory');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('link to sharing on X, Facebook, WhatsApp and by e-mail with the full address', () => {
    renderApp(<ShareButtons path="/haber/kalede-sergi" title="Kalede sergi" />);
    expect(screen.getByRole('link', { name: "X'te paylaş (yeni pencerede açılır)" })).toHaveAttribute(
      'href',
      'https://x.com/intent/post?url=http%3A%2F%2Flocalhost%2Fhaber%2Fkalede-sergi&text=Kalede%20sergi',
    );
    expect(screen.getByRole('link', { name: "Facebook'ta paylaş (yeni pencerede açılır)" })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'WhatsApp ile paylaş (yeni pencerede açılır)' })).toHaveAttribute('href', expect.stringContaining('wa.me'));
    expect(screen.getByRole('link', { name: 'E-postayla gönder' })).toHaveAttribute('href', 'mailto:?subject=Kalede%20sergi&body=http%3A%2F%2Flocalhost%2Fhaber%2Fkalede-sergi');
  });
});
