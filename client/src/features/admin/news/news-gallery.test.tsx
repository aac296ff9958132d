import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddNewsPhotosDocument, ReorderNewsPhotosDocument, type NewsFieldsFragment } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { NewsGallery } from './news-gallery';

jest.setTimeout(90_000);

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

const photo = (id: number, position: number) => ({
  __typename: 'NewsPhoto' as const,
  id,
  position,
  url: `/media/news/p${id}-jpg/large.webp`,
  thumbUrl: `/media/news/p${id}-jpg/thumb.webp`,
});

const news: Pick<NewsFieldsFragment, 'id' | 'title' | 'photos'> = { id: 9, title: 'Kent tiyatrosu', photos: [photo(21, 1), photo(22, 2)] };

const jpeg = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/jpeg' });

describe('NewsGallery', () => {
  it.each([
    ['tr', 'Dosyaları seç', 'Yükle', 'Bir seferde en fazla 10 fotoğraf yükleyebilirsiniz.'],
    ['en', 'Choose files', 'Upload', 'You can upload 10 photos at a time.'],
  ] as const)('refuses 11 photos before sending anything (%s)', async (lang, choose, upload, message) => {
    const sent = jest.fn(() => true);
    renderApp(<NewsGallery news={news} />, { lang, mocks: [{ request: { query: AddNewsPhotosDocument, variables: sent }, result: { data: { addNewsPhotos: [] } } }] });
    const actor = userEvent.setup({ delay: null });
    await actor.upload(
      screen.getByLabelText(choose),
      Array.from({ length: 11 }, (_, index) => jpeg(`foto-${index + 1}.jpg`)),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: upload }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('moves a photo later by keyboard with its labelled button (none earlier than the first)', async () => {
    const sent = jest.fn(() => true);
    renderApp(<NewsGallery news={news} />, {
      lang: 'en',
      mocks: [{ request: { query: ReorderNewsPhotosDocument, variables: sent }, result: { data: { reorderNewsPhotos: [photo(22, 1), photo(21, 2)] } } }],
    });
    const actor = userEvent.setup({ delay: null });
    const list = screen.getByRole('list', { name: 'Photos in the gallery' });
    expect(within(list).getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    within(list).getByRole('button', { name: 'Move photo 1 later' }).focus();
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ input: { id: 9, photoIds: [22, 21] } }));
  });
});
