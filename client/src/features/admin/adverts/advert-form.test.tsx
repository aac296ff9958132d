import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateAdvertDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { AdvertForm } from './advert-form';

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

const advert = {
  __typename: 'Advert' as const,
  id: 1,
  location: 'home-main',
  name: 'Abonelik kampanyası',
  link: 'https://example.com/abonelik',
  imageUrl: '/media/adverts/1-jpg/large.webp',
  thumbUrl: '/media/adverts/1-jpg/thumb.webp',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('AdvertForm', () => {
  it('shows the slot and the stored image, refuses a link that is not http(s), and saves without a new image', async () => {
    const onSaved = jest.fn();
    const sent: unknown[] = [];
    renderApp(<AdvertForm advert={advert} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateAdvertDocument,
            variables: (variables) => {
              sent.push(variables);
              return true;
            },
          },
          result: { data: { updateAdvert: { ...advert, name: 'Kış kampanyası', link: 'https://dergi.example/kis' } } },
        },
      ],
    });
    expect(screen.getByText('home-main')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kayıtlı görsel' })).toHaveAttribute('src', advert.imageUrl);

    const actor = userEvent.setup();
    await actor.clear(screen.getByLabelText('Ad'));
    await actor.clear(screen.getByLabelText('Bağlantı'));
    await actor.type(screen.getByLabelText('Bağlantı'), 'javascript:alert(1)');
    await actor.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Reklamın adı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('http:// ya da https:// ile başlayan geçerli bir adres girin.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await actor.type(screen.getByLabelText('Ad'), ' Kış kampanyası ');
    await actor.clear(screen.getByLabelText('Bağlantı'));
    await actor.type(screen.getByLabelText('Bağlantı'), 'https://dergi.example/kis');
    await actor.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('Reklam başarıyla düzenlendi.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: 1, name: 'Kış kampanyası', link: 'https://dergi.example/kis' } }]);
  });

  it('sends a newly chosen image and reports a refused file on the field, in English', async () => {
    const file = new File(['x'.repeat(2048)], 'kis.png', { type: 'image/png' });
    const sent: unknown[] = [];
    renderApp(<AdvertForm advert={advert} onSaved={() => undefined} />, {
      lang: 'en',
      mocks: [
        {
          request: {
            query: UpdateAdvertDocument,
            variables: (variables) => {
              sent.push(variables);
              return true;
            },
          },
          result: { errors: [{ message: 'Unsupported', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, fields: { image: 'Media.File.unsupported' } } }] },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.upload(screen.getByLabelText('Choose a file'), file);
    expect(screen.getByRole('img', { name: 'kis.png' })).toHaveAttribute('src', 'blob:preview-kis.png');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This file type is not supported.')).toBeInTheDocument();
    expect(await screen.findByText('The advert could not be edited.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: 1, name: 'Abonelik kampanyası', link: 'https://example.com/abonelik', image: file } }]);
  });
});
