import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTagDocument, UpdateTagDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { TagForm } from './tag-form';

const saved = {
  __typename: 'Tag' as const,
  id: 7,
  name: 'Ankara',
  slug: 'ankara',
  description: 'Kentin haberleri',
  newsCount: 0,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const MESSAGES = {
  tr: {
    labels: { name: 'Ad', description: 'Açıklama', create: 'Oluştur' },
    nameRequired: 'Etiket adı zorunludur.',
    descriptionRequired: 'Açıklama zorunludur.',
    nameMin: 'Etiket adı en az 2 karakter olmalıdır.',
    nameMax: 'Etiket adı en fazla 50 karakter olabilir.',
    taken: 'Bu adla bir etiket zaten var.',
    createFailed: 'Etiket oluşturulamadı.',
  },
  en: {
    labels: { name: 'Name', description: 'Description', create: 'Create' },
    nameRequired: 'The tag name is required.',
    descriptionRequired: 'The description is required.',
    nameMin: 'The tag name must be at least 2 characters.',
    nameMax: 'The tag name can be at most 50 characters.',
    taken: 'A tag with this name already exists.',
    createFailed: 'The tag could not be created.',
  },
};

describe.each(Object.entries(MESSAGES))('TagForm in %s', (lang, text) => {
  it('shows the rule of an empty, a 1-character and a 51-character name', async () => {
    renderApp(<TagForm onSaved={() => undefined} />, { lang: lang as 'tr' | 'en' });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: text.labels.create }));
    expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(text.descriptionRequired)).toBeInTheDocument();

    const name = screen.getByLabelText(text.labels.name);
    await actor.type(name, 'A');
    expect(await screen.findByText(text.nameMin)).toBeInTheDocument();
    await actor.clear(name);
    await actor.paste('x'.repeat(51));
    expect(await screen.findByText(text.nameMax)).toBeInTheDocument();
    await actor.clear(name);
    await actor.paste('x'.repeat(50));
    await waitFor(() => expect(screen.queryByText(text.nameMax)).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows a 409 on the name field', async () => {
    const onSaved = jest.fn();
    renderApp(<TagForm onSaved={onSaved} />, {
      lang: lang as 'tr' | 'en',
      mocks: [
        {
          request: { query: CreateTagDocument, variables: { input: { name: 'Ankara', description: 'Kentin haberleri' } } },
          result: {
            errors: [{ message: 'A tag with this name already exists.', extensions: { code: 'CONFLICT', status: 409, fields: { name: 'Tag.Name.taken' } } }],
          },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(text.labels.name), 'Ankara');
    await actor.type(screen.getByLabelText(text.labels.description), 'Kentin haberleri');
    await actor.click(screen.getByRole('button', { name: text.labels.create }));

    expect(await screen.findByText(text.taken)).toBeInTheDocument();
    expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.name)).toHaveValue('Ankara');
    expect(screen.getByLabelText(text.labels.description)).toHaveValue('Kentin haberleri');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('TagForm saving', () => {
  it('creates the tag with trimmed values and reports it', async () => {
    const onSaved = jest.fn();
    renderApp(<TagForm onSaved={onSaved} />, {
      mocks: [{ request: { query: CreateTagDocument, variables: { input: { name: 'Ankara', description: 'Kentin haberleri' } } }, result: { data: { createTag: saved } } }],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Ad'), ' Ankara ');
    await actor.type(screen.getByLabelText('Açıklama'), 'Kentin haberleri');
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: 'Ankara' })));
    expect(await screen.findByText('Etiket başarıyla oluşturuldu.')).toBeInTheDocument();
  });

  it('edits the stored values in English', async () => {
    const onSaved = jest.fn();
    renderApp(<TagForm tag={saved} onSaved={onSaved} />, {
      lang: 'en',
      mocks: [
        {
          request: { query: UpdateTagDocument, variables: { input: { id: 7, name: 'Ankara Kenti', description: 'Kentin haberleri' } } },
          result: { data: { updateTag: { ...saved, name: 'Ankara Kenti' } } },
        },
      ],
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ankara');
    expect(screen.getByLabelText('Description')).toHaveValue('Kentin haberleri');
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Name'), ' Kenti');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ankara Kenti' })));
    expect(await screen.findByText('Tag edited successfully.')).toBeInTheDocument();
  });

  it('reports an edit the server refused', async () => {
    renderApp(<TagForm tag={saved} onSaved={() => undefined} />, {
      mocks: [
        {
          request: { query: UpdateTagDocument, variables: { input: { id: 7, name: 'Ankara', description: 'Kentin haberleri' } } },
          result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { description: 'Tag.Description.max' } } }] },
        },
      ],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Açıklama en fazla 150 karakter olabilir.')).toBeInTheDocument();
    expect(await screen.findByText('Etiket düzenlenemedi.')).toBeInTheDocument();
  });
});
