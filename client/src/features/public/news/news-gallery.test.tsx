import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { NewsGallery } from './news-gallery';

const photos = [1, 2, 3].map((id) => ({ id, url: `/media/news/${id}/large.webp`, thumbUrl: `/media/news/${id}/thumb.webp` }));

function renderGallery(lang: 'tr' | 'en' = 'tr') {
  return renderApp(<NewsGallery photos={photos} title="Kalede sergi" headingId="gallery-title" heading={lang === 'tr' ? 'Fotoğraf galerisi' : 'Photo gallery'} />, { lang });
}

describe('the news photo gallery', () => {
  it('opens the full-screen viewer at the chosen photo and moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    renderGallery();
    const gallery = screen.getByRole('region', { name: 'Fotoğraf galerisi' });
    const thumbs = within(gallery).getAllByRole('link');
    expect(thumbs).toHaveLength(3);
    expect(within(thumbs[1]!).getByRole('img')).toHaveAttribute('alt', 'Kalede sergi — fotoğraf 2 / 3');
    // Without the app (no script, or before it runs) the thumbnail leads to its large photo.
    expect(thumbs[1]).toHaveAttribute('href', '/media/news/2/large.webp');

    await user.click(thumbs[1]!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Kalede sergi — fotoğraf 2 / 3' })).toHaveAttribute('src', '/media/news/2/large.webp');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Kalede sergi — fotoğraf 3 / 3' })).toHaveAttribute('src', '/media/news/3/large.webp');
  });

  it('has labelled previous/next buttons, closes on Escape and returns focus to the thumbnail of the photo shown', async () => {
    const user = userEvent.setup();
    renderGallery('en');
    const thumbs = within(screen.getByRole('region', { name: 'Photo gallery' })).getAllByRole('link');
    await user.click(thumbs[0]!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Kalede sergi — photo 2 of 3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbs[1]).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(within(screen.getByRole('region', { name: 'Fotoğraf galerisi' })).getAllByRole('link')[2]!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
