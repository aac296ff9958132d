import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateColumnistDocument, UpdateColumnistDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { ColumnistForm } from './columnist-form';

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

const saved = {
  __typename: 'Columnist' as const,
  id: 4,
  name: 'Ayşe Yılmaz',
  slug: 'ayse-yilmaz',
  imageUrl: '/media/columnists/4-jpg/large.webp',
  thumbUrl: '/media/columnists/4-jpg/thumb.webp',
  columnCount: 0,
  deleted: false,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const portrait = () => new File(['x'.repeat(4096)], 'portre.jpg', { type: 'image/jpeg' });

const MESSAGES = {
  tr: {
    labels: { name: 'Ad', file: 'Dosya seç', create: 'Oluştur', save: 'Kaydet' },
    nameRequired: 'Köşe yazarının adı zorunludur.',
    imageRequired: 'Portre görseli zorunludur.',
    nameMax: 'Köşe yazarının adı en fazla 150 karakter olabilir.',
    unsupported: 'Bu dosya türü desteklenmiyor.',
    createFailed: 'Köşe yazarı oluşturulamadı.',
    edited: 'Köşe yazarı başarıyla düzenlendi.',
  },
  en: {
    labels: { name: 'Name', file: 'Choose a file', create: 'Create', save: 'Save' },
    nameRequired: "The columnist's name is required.",
    imageRequired: 'A portrait is required.',
    nameMax: "The columnist's name can be at most 150 characters.",
    unsupported: 'This file type is not supported.',
    createFailed: 'The columnist could not be created.',
    edited: 'Columnist edited successfully.',
  },
};

describe.each(Object.entries(MESSAGES))('ColumnistForm in %s', (key, text) => {
  const lang = key as 'tr' | 'en';

  it('asks for the name and the portrait on an empty create', async () => {
    renderApp(<ColumnistForm onSaved={() => undefined} />, { lang });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: text.labels.create }));
    expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(text.imageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.file)).toHaveAttribute('aria-invalid', 'true');

    await actor.type(screen.getByLabelText(text.labels.name), 'A');
    await actor.clear(screen.getByLabelText(text.labels.name));
    await actor.paste('x'.repeat(151));
    expect(await screen.findByText(text.nameMax)).toBeInTheDocument();
  });

  it('needs no new portrait on edit, shows the stored one and keeps it', async () => {
    const onSaved = jest.fn();
    renderApp(<ColumnistForm columnist={saved} onSaved={onSaved} />, {
      lang,
      mocks: [
        {
          request: { query: UpdateColumnistDocument, variables: { input: { id: 4, name: 'Ayşe Yılmaz Kaya' } } },
          result: { data: { updateColumnist: { ...saved, name: 'Ayşe Yılmaz Kaya' } } },
        },
      ],
    });
    expect(screen.getByRole('img')).toHaveAttribute('src', saved.imageUrl);
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(text.labels.name), ' Kaya');
    await actor.click(screen.getByRole('button', { name: text.labels.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ayşe Yılmaz Kaya' })));
    expect(await screen.findByText(text.edited)).toBeInTheDocument();
    expect(screen.queryByText(text.imageRequired)).not.toBeInTheDocument();
  });

  it('shows a refused file type on the portrait field and keeps what was chosen', async () => {
    const onSaved = jest.fn();
    renderApp(<ColumnistForm onSaved={onSaved} />, {
      lang,
      mocks: [
        {
          request: { query: CreateColumnistDocument, variables: () => true },
          result: {
            errors: [
              { message: 'The file type is not supported.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, fields: { image: 'Media.File.unsupported' } } },
            ],
          },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(text.labels.name), 'Ayşe Yılmaz');
    await actor.upload(screen.getByLabelText(text.labels.file), portrait());
    await actor.click(screen.getByRole('button', { name: text.labels.create }));

    expect(await screen.findByText(text.unsupported)).toBeInTheDocument();
    expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.file)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(text.labels.name)).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByRole('img', { name: 'portre.jpg' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ColumnistForm saving', () => {
  it('creates the columnist with the trimmed name and the chosen File', async () => {
    const onSaved = jest.fn();
    const sent: unknown[] = [];
    const file = portrait();
    renderApp(<ColumnistForm onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: CreateColumnistDocument,
            variables: (variables) => {
              sent.push(variables);
              return true;
            },
          },
          result: { data: { createColumnist: saved } },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Ad'), ' Ayşe Yılmaz ');
    await actor.upload(screen.getByLabelText('Dosya seç'), file);
    expect(screen.getByRole('img', { name: 'portre.jpg' })).toHaveAttribute('src', 'blob:preview-portre.jpg');
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 4, name: 'Ayşe Yılmaz' })));
    expect(await screen.findByText('Köşe yazarı başarıyla oluşturuldu.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const { input } = sent[0] as { input: { name: string; image: unknown } };
    expect(input.name).toBe('Ayşe Yılmaz');
    expect(input.image).toBe(file);
    expect(input.image).toBeInstanceOf(File);
  });

  it('sends a new portrait on edit when one is chosen', async () => {
    const sent: unknown[] = [];
    const file = portrait();
    const onSaved = jest.fn();
    renderApp(<ColumnistForm columnist={saved} onSaved={onSaved} />, {
      lang: 'en',
      mocks: [
        {
          request: {
            query: UpdateColumnistDocument,
            variables: (variables) => {
              sent.push(variables);
              return true;
            },
          },
          result: { data: { updateColumnist: saved } },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.upload(screen.getByLabelText('Choose a file'), file);
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([{ input: { id: 4, name: 'Ayşe Yılmaz', image: file } }]);
  });
});
