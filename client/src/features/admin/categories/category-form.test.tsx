import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateCategoryDocument, UpdateCategoryDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { CategoryForm } from './category-form';

const saved = {
  __typename: 'Category' as const,
  id: 12,
  name: 'Kültür',
  slug: 'kultur',
  description: 'Sanat ve edebiyat',
  newsCount: 0,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

async function fill(name: string, description: string, labels = { name: 'Ad', description: 'Açıklama' }) {
  const actor = userEvent.setup();
  if (name) await actor.type(screen.getByLabelText(labels.name), name);
  if (description) await actor.type(screen.getByLabelText(labels.description), description);
  return actor;
}

describe('CategoryForm', () => {
  it('turns validation keys into Turkish messages', async () => {
    renderApp(<CategoryForm onSaved={() => undefined} />);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));
    expect(await screen.findByText('Kategori adı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Açıklama zorunludur.')).toBeInTheDocument();

    await actor.type(screen.getByLabelText('Ad'), 'K');
    expect(await screen.findByText('Kategori adı en az 2 karakter olmalıdır.')).toBeInTheDocument();
    await actor.paste('x'.repeat(50)); // appended to the focused name field: 51 characters
    expect(await screen.findByText('Kategori adı en fazla 50 karakter olabilir.')).toBeInTheDocument();
  });

  it('turns validation keys into English messages', async () => {
    renderApp(<CategoryForm onSaved={() => undefined} />, { lang: 'en' });
    const actor = await fill('K', 'D', { name: 'Name', description: 'Description' });
    await actor.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The category name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('The description must be at least 2 characters.')).toBeInTheDocument();
  });

  it('creates the category and reports it', async () => {
    const answer = jest.fn(() => ({ data: { createCategory: saved } }));
    const onSaved = jest.fn();
    renderApp(<CategoryForm onSaved={onSaved} />, {
      mocks: [{ request: { query: CreateCategoryDocument, variables: { input: { name: 'Kültür', description: 'Sanat ve edebiyat' } } }, result: answer }],
    });
    const actor = await fill('Kültür ', 'Sanat ve edebiyat');
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 12, name: 'Kültür' })));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Kategori başarıyla oluşturuldu.')).toBeInTheDocument();
  });

  it('shows the server field errors on the fields', async () => {
    const onSaved = jest.fn();
    renderApp(<CategoryForm onSaved={onSaved} />, {
      mocks: [
        {
          request: { query: CreateCategoryDocument, variables: { input: { name: 'Kültür', description: 'Sanat ve edebiyat' } } },
          result: {
            errors: [
              {
                message: 'Invalid input',
                extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { name: 'Category.Name.max', description: 'Category.Description.min' } },
              },
            ],
          },
        },
      ],
    });
    const actor = await fill('Kültür', 'Sanat ve edebiyat');
    await actor.click(screen.getByRole('button', { name: 'Oluştur' }));

    expect(await screen.findByText('Kategori adı en fazla 50 karakter olabilir.')).toBeInTheDocument();
    expect(screen.getByText('Açıklama en az 2 karakter olmalıdır.')).toBeInTheDocument();
    expect(await screen.findByText('Kategori oluşturulamadı.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits an existing category in English', async () => {
    const onSaved = jest.fn();
    renderApp(<CategoryForm category={saved} onSaved={onSaved} />, {
      lang: 'en',
      mocks: [
        {
          request: { query: UpdateCategoryDocument, variables: { input: { id: 12, name: 'Kültür ve Sanat', description: 'Sanat ve edebiyat' } } },
          result: { data: { updateCategory: { ...saved, name: 'Kültür ve Sanat' } } },
        },
      ],
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Kültür');
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Name'), ' ve Sanat');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kültür ve Sanat' })));
    expect(await screen.findByText('Category edited successfully.')).toBeInTheDocument();
  });
});
