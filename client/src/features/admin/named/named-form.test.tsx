import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryResource } from '../categories/category-named';
import { tagResource } from '../tags/tag-named';
import { renderApp } from '../../../test/render-app';
import { NamedForm } from './named-form';

const LABELS = {
  tr: { name: 'Ad', description: 'Açıklama', create: 'Oluştur', save: 'Kaydet' },
  en: { name: 'Name', description: 'Description', create: 'Create', save: 'Save' },
};

/** Each resource on the preset: a stored record and the texts it shows in each language. */
const RESOURCES = [
  {
    name: 'tags',
    resource: tagResource,
    saved: { __typename: 'Tag' as const, id: 7, name: 'Ankara', slug: 'ankara', description: 'Kentin haberleri', newsCount: 0, createdAt: '2025-01-01T10:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z' },
    renamed: 'Ankara Kenti',
    area: 'Tag',
    tr: {
      nameRequired: 'Etiket adı zorunludur.',
      descriptionRequired: 'Açıklama zorunludur.',
      nameMin: 'Etiket adı en az 2 karakter olmalıdır.',
      nameMax: 'Etiket adı en fazla 50 karakter olabilir.',
      descriptionMin: 'Açıklama en az 2 karakter olmalıdır.',
      descriptionMax: 'Açıklama en fazla 150 karakter olabilir.',
      taken: 'Bu adla bir etiket zaten var.',
      created: 'Etiket başarıyla oluşturuldu.',
      createFailed: 'Etiket oluşturulamadı.',
      editFailed: 'Etiket düzenlenemedi.',
    },
    en: {
      nameRequired: 'The tag name is required.',
      descriptionRequired: 'The description is required.',
      nameMin: 'The tag name must be at least 2 characters.',
      nameMax: 'The tag name can be at most 50 characters.',
      descriptionMin: 'The description must be at least 2 characters.',
      taken: 'A tag with this name already exists.',
      createFailed: 'The tag could not be created.',
      edited: 'Tag edited successfully.',
    },
  },
  {
    name: 'categories',
    resource: categoryResource,
    saved: { __typename: 'Category' as const, id: 12, name: 'Kültür', slug: 'kultur', description: 'Sanat ve edebiyat', newsCount: 0, createdAt: '2025-01-01T10:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z' },
    renamed: 'Kültür ve Sanat',
    area: 'Category',
    tr: {
      nameRequired: 'Kategori adı zorunludur.',
      descriptionRequired: 'Açıklama zorunludur.',
      nameMin: 'Kategori adı en az 2 karakter olmalıdır.',
      nameMax: 'Kategori adı en fazla 50 karakter olabilir.',
      descriptionMin: 'Açıklama en az 2 karakter olmalıdır.',
      descriptionMax: 'Açıklama en fazla 150 karakter olabilir.',
      taken: 'Bu adla bir kategori zaten var.',
      created: 'Kategori başarıyla oluşturuldu.',
      createFailed: 'Kategori oluşturulamadı.',
      editFailed: 'Kategori düzenlenemedi.',
    },
    en: {
      nameRequired: 'The category name is required.',
      descriptionRequired: 'The description is required.',
      nameMin: 'The category name must be at least 2 characters.',
      nameMax: 'The category name can be at most 50 characters.',
      descriptionMin: 'The description must be at least 2 characters.',
      taken: 'A category with this name already exists.',
      createFailed: 'The category could not be created.',
      edited: 'Category edited successfully.',
    },
  },
];

describe.each(RESOURCES)('the named form of $name', ({ resource, saved, renamed, area, ...texts }) => {
  const createInput = { input: { name: saved.name, description: saved.description } };
  const refusal = (code: string, status: number, fields: Record<string, string>) => ({ errors: [{ message: 'Refused', extensions: { code, status, fields } }] });

  describe.each(['tr', 'en'] as const)('in %s', (lang) => {
    const labels = LABELS[lang];
    const text = texts[lang];

    it('shows the rule of an empty, a 1-character and a 51-character name', async () => {
      renderApp(<NamedForm resource={resource} onSaved={() => undefined} />, { lang });
      const actor = userEvent.setup();
      await actor.click(screen.getByRole('button', { name: labels.create }));
      expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(text.descriptionRequired)).toBeInTheDocument();

      const name = screen.getByLabelText(labels.name);
      await actor.type(name, 'A');
      expect(await screen.findByText(text.nameMin)).toBeInTheDocument();
      await actor.paste('x'.repeat(50)); // appended to the focused name field: 51 characters
      expect(await screen.findByText(text.nameMax)).toBeInTheDocument();
      await actor.clear(name);
      await actor.paste('x'.repeat(50));
      await waitFor(() => expect(screen.queryByText(text.nameMax)).not.toBeInTheDocument());
    });

    it('shows the minimum of both fields on a submit', async () => {
      renderApp(<NamedForm resource={resource} onSaved={() => undefined} />, { lang });
      const actor = userEvent.setup();
      await actor.type(screen.getByLabelText(labels.name), 'K');
      await actor.type(screen.getByLabelText(labels.description), 'D');
      await actor.click(screen.getByRole('button', { name: labels.create }));
      expect(await screen.findByText(text.nameMin)).toBeInTheDocument();
      expect(screen.getByText(text.descriptionMin)).toBeInTheDocument();
    });

    it('keeps what was typed and shows a 409 on the name field', async () => {
      const onSaved = jest.fn();
      renderApp(<NamedForm resource={resource} onSaved={onSaved} />, {
        lang,
        mocks: [{ request: { query: resource.documents.create, variables: createInput }, result: refusal('CONFLICT', 409, { name: `${area}.Name.taken` }) }],
      });
      const actor = userEvent.setup();
      await actor.type(screen.getByLabelText(labels.name), saved.name);
      await actor.type(screen.getByLabelText(labels.description), saved.description);
      await actor.click(screen.getByRole('button', { name: labels.create }));

      expect(await screen.findByText(text.taken)).toBeInTheDocument();
      expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
      expect(screen.getByLabelText(labels.name)).toHaveValue(saved.name);
      expect(screen.getByLabelText(labels.description)).toHaveValue(saved.description);
      expect(onSaved).not.toHaveBeenCalled();
    });
  });

  it('shows the server field errors on the fields', async () => {
    const onSaved = jest.fn();
    renderApp(<NamedForm resource={resource} onSaved={onSaved} />, {
      mocks: [
        {
          request: { query: resource.documents.create, variables: createInput },
          result: refusal('BAD_USER_INPUT', 400, { name: `${area}.Name.max`, description: `${area}.Description.min` }),
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Ad'), saved.name);
    await actor.type(screen.getByLabelText('Açıklama'), saved.description);
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));

    expect(await screen.findByText(texts.tr.nameMax)).toBeInTheDocument();
    expect(screen.getByText(texts.tr.descriptionMin)).toBeInTheDocument();
    expect(await screen.findByText(texts.tr.createFailed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates the record with trimmed values, once, and reports it', async () => {
    const answer = jest.fn(() => ({ data: { saved } }));
    const onSaved = jest.fn();
    renderApp(<NamedForm resource={resource} onSaved={onSaved} />, { mocks: [{ request: { query: resource.documents.create, variables: createInput }, result: answer }] });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Ad'), ` ${saved.name} `);
    await actor.type(screen.getByLabelText('Açıklama'), saved.description);
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: saved.id, name: saved.name })));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(texts.tr.created)).toBeInTheDocument();
  });

  it('edits the stored values in English', async () => {
    const onSaved = jest.fn();
    renderApp(<NamedForm resource={resource} record={saved} onSaved={onSaved} />, {
      lang: 'en',
      mocks: [
        {
          request: { query: resource.documents.update, variables: { input: { id: saved.id, name: renamed, description: saved.description } } },
          result: { data: { saved: { ...saved, name: renamed } } },
        },
      ],
    });
    expect(screen.getByLabelText('Name')).toHaveValue(saved.name);
    expect(screen.getByLabelText('Description')).toHaveValue(saved.description);
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Name'), renamed.slice(saved.name.length));
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: renamed })));
    expect(await screen.findByText(texts.en.edited)).toBeInTheDocument();
  });

  it('reports an edit the server refused', async () => {
    renderApp(<NamedForm resource={resource} record={saved} onSaved={() => undefined} />, {
      mocks: [
        {
          request: { query: resource.documents.update, variables: { input: { id: saved.id, name: saved.name, description: saved.description } } },
          result: refusal('BAD_USER_INPUT', 400, { description: `${area}.Description.max` }),
        },
      ],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(texts.tr.descriptionMax)).toBeInTheDocument();
    expect(await screen.findByText(texts.tr.editFailed)).toBeInTheDocument();
  });
});
