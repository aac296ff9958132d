import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Editor, Transforms } from 'slate';
import { CreateColumnDocument, UpdateColumnDocument } from '../../../gql/graphql';
import type { Lang } from '../../../lib/i18n/languages';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { ColumnForm, type ColumnFormProps } from './column-form';

const columnist = (id: number, name: string, deleted = false) => ({
  __typename: 'Columnist' as const,
  id,
  name,
  deleted,
  thumbUrl: `/media/columnist-${id}-320.webp`,
});

const COLUMNISTS = [columnist(1, 'Ayşe Karaman'), columnist(2, 'Mehmet Aydınlı')];

const saved = {
  __typename: 'Column' as const,
  id: 9,
  title: 'Kent ve hafıza',
  slug: 'kent-ve-hafiza',
  hit: 0,
  status: 'published' as const,
  publishAt: null,
  publishedAt: '2025-01-01T10:00:00.000Z',
  version: 2,
  columnist: COLUMNISTS[1],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const MESSAGES = {
  tr: {
    labels: { title: 'Başlık', columnist: 'Köşe yazarı', content: 'İçerik', create: 'Şimdi yayımla', save: 'Güncelle' },
    titleRequired: 'Başlık zorunludur.',
    contentRequired: 'İçerik zorunludur.',
    columnistRequired: 'Köşe yazarı seçilmelidir.',
    columnistInvalid: 'Seçilen köşe yazarı bulunamadı.',
    createFailed: 'Köşe yazısı oluşturulamadı.',
    created: 'Köşe yazısı başarıyla oluşturuldu.',
  },
  en: {
    labels: { title: 'Title', columnist: 'Columnist', content: 'Content', create: 'Publish now', save: 'Update' },
    titleRequired: 'The title is required.',
    contentRequired: 'The content is required.',
    columnistRequired: 'Choose a columnist.',
    columnistInvalid: 'The chosen columnist does not exist.',
    createFailed: 'The column could not be created.',
    created: 'Column created successfully.',
  },
};

function setup(props: Partial<ColumnFormProps> = {}, options: RenderAppOptions = {}) {
  const onSaved = jest.fn();
  const editorRef = createRef<Editor>();
  renderApp(<ColumnForm columnists={COLUMNISTS} onSaved={onSaved} contentEditorRef={editorRef} {...props} />, options);
  const editor = editorRef.current;
  if (!editor) throw new Error('no editor');
  /** Types at the end of the content (Slate reports the change in a microtask: inside act). */
  const typeContent = (text: string) =>
    act(async () => {
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertText(text);
    });
  return { onSaved, editor, typeContent, actor: userEvent.setup() };
}

async function chooseColumnist(actor: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await actor.click(screen.getByRole('combobox', { name: label }));
  await actor.click(await screen.findByRole('option', { name }));
}

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

describe.each(Object.entries(MESSAGES))('ColumnForm in %s', (lang, text) => {
  it('shows the title, content and columnist rules of an empty form (the blank paragraph is empty)', async () => {
    const { actor, onSaved } = setup({}, { lang: lang as Lang });
    await actor.click(screen.getByRole('button', { name: text.labels.create }));

    expect(await screen.findByText(text.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(text.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(text.columnistRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.labels.content })).toHaveAccessibleDescription(text.contentRequired);
    expect(screen.getByRole('combobox', { name: text.labels.columnist })).toHaveAccessibleDescription(text.columnistRequired);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts a server Column.ColumnistId.invalid on the columnist field and keeps everything typed', async () => {
    const { actor, onSaved, typeContent } = setup(
      {},
      {
        lang: lang as Lang,
        mocks: [
          {
            request: { query: CreateColumnDocument, variables: { input: { title: 'Kent ve hafıza', content: [paragraph('Şehrin belleği')], columnistId: 2, status: 'published' } } },
            result: {
              errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { columnistId: 'Column.ColumnistId.invalid' } } }],
            },
          },
        ],
      },
    );
    await actor.type(screen.getByRole('textbox', { name: text.labels.title }), 'Kent ve hafıza');
    await chooseColumnist(actor, text.labels.columnist, 'Mehmet Aydınlı');
    await typeContent('Şehrin belleği');
    await actor.click(screen.getByRole('button', { name: text.labels.create }));

    expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
    const columnistField = screen.getByRole('combobox', { name: text.labels.columnist });
    await waitFor(() => expect(columnistField).toHaveAccessibleDescription(text.columnistInvalid));
    expect(columnistField).toHaveValue('Mehmet Aydınlı');
    expect(screen.getByRole('textbox', { name: text.labels.title })).toHaveValue('Kent ve hafıza');
    expect(screen.getByRole('textbox', { name: text.labels.content })).toHaveTextContent('Şehrin belleği');
    expect(screen.queryByText(text.titleRequired)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ColumnForm saving', () => {
  it('creates the column with the content as Slate JSON, a bold word included, and the chosen columnist', async () => {
    const created = jest.fn(() => ({ data: { createColumn: saved } }));
    const { actor, onSaved, editor, typeContent } = setup(
      {},
      {
        mocks: [
          {
            request: {
              query: CreateColumnDocument,
              variables: {
                input: {
                  title: 'Kent ve hafıza',
                  content: [{ type: 'paragraph', children: [{ text: 'Şehrin ' }, { text: 'belleği', bold: true }] }],
                  columnistId: 2,
                  status: 'published',
                },
              },
            },
            result: created,
          },
        ],
      },
    );
    await actor.type(screen.getByRole('textbox', { name: 'Başlık' }), ' Kent ve hafıza ');
    await chooseColumnist(actor, 'Köşe yazarı', 'Mehmet Aydınlı');
    await typeContent('Şehrin belleği');
    await act(async () => Transforms.select(editor, { anchor: { path: [0, 0], offset: 7 }, focus: { path: [0, 0], offset: 14 } }));
    await actor.click(within(screen.getByRole('toolbar', { name: 'İçerik: biçimlendirme' })).getByRole('button', { name: 'Kalın' }));
    await actor.click(screen.getByRole('button', { name: 'Şimdi yayımla' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, title: 'Kent ve hafıza' })));
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Köşe yazısı başarıyla oluşturuldu.')).toBeInTheDocument();
  });

  it('edits a column whose columnist was deleted without sending the columnist again', async () => {
    const gone = columnist(5, 'Eski Yazar', true);
    const stored = { ...saved, columnist: gone, content: [paragraph('Eski metin')] };
    const { actor, onSaved, typeContent } = setup(
      { column: stored },
      {
        lang: 'en',
        mocks: [
          {
            request: { query: UpdateColumnDocument, variables: { input: { id: 9, version: 2, title: 'Kent ve hafıza', content: [paragraph('Eski metin, yeni satır')], status: 'published' } } },
            result: { data: { updateColumn: { ...saved, columnist: gone } } },
          },
        ],
      },
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kent ve hafıza');
    expect(screen.getByRole('combobox', { name: 'Columnist' })).toHaveValue('Eski Yazar (deleted columnist)');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Eski metin');
    await typeContent(', yeni satır');
    await actor.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Column edited successfully.')).toBeInTheDocument();
  });
});
