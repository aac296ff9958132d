import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Editor, Transforms } from 'slate';
import { CreateNewsDocument, UpdateNewsDocument, type NewsFieldsFragment } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { NewsForm } from './news-form';

// Many MUI widgets on a busy machine: generous, so a slow run fails on assertions, not time.
jest.setTimeout(90_000);

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

const choices = {
  allCategories: [
    { __typename: 'Category' as const, id: 1, name: 'Kültür' },
    { __typename: 'Category' as const, id: 2, name: 'Siyaset' },
  ],
  allTags: [
    { __typename: 'Tag' as const, id: 3, name: 'Ankara' },
    { __typename: 'Tag' as const, id: 4, name: 'Tiyatro' },
  ],
};

const content = [{ type: 'paragraph', children: [{ text: 'Gövde metni' }] }];

const saved: NewsFieldsFragment = {
  __typename: 'News',
  id: 9,
  title: 'Kent tiyatrosu açıldı',
  slug: 'kent-tiyatrosu-acildi',
  teaser: 'Yeni sahne',
  content,
  contentHtml: '<p>Gövde metni</p>',
  posterUrl: '/media/news/afis-jpg/large.webp',
  posterThumbUrl: '/media/news/afis-jpg/thumb.webp',
  categoryId: 1,
  category: { __typename: 'Category', id: 1, name: 'Kültür', deleted: false },
  tags: [{ __typename: 'Tag', id: 3, name: 'Ankara' }],
  type: 'news',
  isFeatured: '3d',
  featuredAt: '2030-01-03T10:00:00.000Z',
  hit: 0,
  status: 'published',
  publishAt: null,
  publishedAt: '2025-01-01T10:00:00.000Z',
  version: 3,
  photos: [],
  author: { __typename: 'User', id: 1, name: 'Editor', deleted: false },
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const TEXT = {
  tr: {
    create: 'Şimdi yayımla',
    save: 'Güncelle',
    draft: 'Taslak olarak kaydet',
    title: 'Başlık',
    teaser: 'Özet',
    category: 'Kategori',
    tags: 'Etiketler',
    chooseFile: 'Dosya seç',
    threeDays: '3 gün',
    tagsMin: 'En az 1 etiket seçin.',
    contentRequired: 'İçerik zorunludur.',
    posterRequired: 'Afiş görseli zorunludur.',
    categoryInvalid: 'Seçilen kategori bulunamadı.',
    createFailed: 'Haber oluşturulamadı.',
    created: 'Haber başarıyla oluşturuldu.',
    edited: 'Haber başarıyla düzenlendi.',
  },
  en: {
    create: 'Publish now',
    save: 'Update',
    draft: 'Save as draft',
    title: 'Title',
    teaser: 'Teaser',
    category: 'Category',
    tags: 'Tags',
    chooseFile: 'Choose a file',
    threeDays: '3 days',
    tagsMin: 'Select at least 1 tag.',
    contentRequired: 'The content is required.',
    posterRequired: 'The poster image is required.',
    categoryInvalid: 'The chosen category was not found.',
    createFailed: 'The news item could not be created.',
    created: 'News item created successfully.',
    edited: 'News item edited successfully.',
  },
};
type Lang = keyof typeof TEXT;

const jpeg = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/jpeg' });

function setup({ lang = 'tr', news, mocks = [] }: { lang?: Lang; news?: NewsFieldsFragment; mocks?: Parameters<typeof renderApp>[1] extends infer O ? O extends { mocks?: infer M } ? M : never : never }) {
  const onSaved = jest.fn();
  const editorRef = createRef<Editor>();
  renderApp(<NewsForm news={news} choices={choices} onSaved={onSaved} editorRef={editorRef} />, { lang, mocks });
  return { onSaved, editor: () => editorRef.current!, actor: userEvent.setup({ delay: null }), text: TEXT[lang] };
}

/** Fills every field of the create form; the featuring period is left for the caller. */
async function fillCreateForm(actor: ReturnType<typeof userEvent.setup>, editor: Editor, text: (typeof TEXT)[Lang]) {
  await actor.click(screen.getByLabelText(text.title));
  await actor.paste('Kent tiyatrosu açıldı');
  await actor.click(screen.getByLabelText(text.teaser));
  await actor.paste('Yeni sahne');
  await act(async () => {
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText('Gövde metni');
  });
  await actor.upload(screen.getByLabelText(text.chooseFile), jpeg('afis.jpg'));
  await actor.click(screen.getByRole('combobox', { name: text.category }));
  await actor.click(await screen.findByRole('option', { name: 'Kültür' }));
  const tags = screen.getByRole('combobox', { name: text.tags });
  await actor.click(tags);
  await actor.click(await screen.findByRole('option', { name: 'Ankara' }));
  await actor.click(tags);
  await actor.click(await screen.findByRole('option', { name: 'Tiyatro' }));
}

describe.each(['tr', 'en'] as const)('NewsForm in %s', (lang) => {
  it('shows the rules of an empty create form: tags, content and poster', async () => {
    const { actor, text, onSaved } = setup({ lang });
    await actor.click(screen.getByRole('button', { name: text.create }));
    expect(await screen.findByText(text.tagsMin)).toBeInTheDocument();
    expect(screen.getByText(text.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(text.posterRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: text.tags })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's featuring choice on edit (3d)", () => {
    const { text } = setup({ lang, news: saved });
    expect(screen.getByRole('radio', { name: text.threeDays })).toBeChecked();
    expect(screen.getByLabelText(text.title)).toHaveValue('Kent tiyatrosu açıldı');
    expect(screen.getByRole('img', { name: lang === 'tr' ? 'Kayıtlı görsel' : 'Stored image' })).toHaveAttribute('src', saved.posterUrl);
  });
});

describe('NewsForm saving', () => {
  it('creates with the chosen featuring period, the poster and both tags', async () => {
    const sent = jest.fn<(variables: Record<string, unknown>) => boolean>(() => true);
    const { actor, text, editor, onSaved } = setup({
      mocks: [{ request: { query: CreateNewsDocument, variables: sent }, result: { data: { createNews: saved } } }],
    });
    await fillCreateForm(actor, editor(), text);
    await actor.click(screen.getByRole('radio', { name: text.threeDays }));
    await actor.click(screen.getByRole('button', { name: text.create }));

    expect(await screen.findByText(text.created)).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    const { input } = sent.mock.calls[0][0] as { input: Record<string, unknown> };
    expect(input).toEqual({
      title: 'Kent tiyatrosu açıldı',
      teaser: 'Yeni sahne',
      content,
      categoryId: 1,
      tagIds: [3, 4],
      type: 'news',
      isFeatured: '3d',
      poster: expect.any(File),
      status: 'published',
    });
    expect((input.poster as File).name).toBe('afis.jpg');
  });

  it('edits without a new poster: the poster and the unchanged featuring period stay out of the input', async () => {
    const sent = jest.fn<(variables: Record<string, unknown>) => boolean>(() => true);
    const { actor, text } = setup({
      lang: 'en',
      news: saved,
      mocks: [{ request: { query: UpdateNewsDocument, variables: sent }, result: { data: { updateNews: saved } } }],
    });
    await actor.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.edited)).toBeInTheDocument();
    expect(screen.queryByText(text.posterRequired)).not.toBeInTheDocument();
    expect(sent.mock.calls[0][0]).toEqual({
      input: { id: 9, version: 3, title: saved.title, teaser: saved.teaser, content, categoryId: 1, tagIds: [3], type: 'news', status: 'published' },
    });
  });

  it('sends a changed featuring period on edit', async () => {
    const sent = jest.fn<(variables: Record<string, unknown>) => boolean>(() => true);
    const { actor } = setup({
      news: saved,
      mocks: [{ request: { query: UpdateNewsDocument, variables: sent }, result: { data: { updateNews: { ...saved, isFeatured: '1w' } } } }],
    });
    await actor.click(screen.getByRole('radio', { name: '1 hafta' }));
    await actor.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Haber başarıyla düzenlendi.')).toBeInTheDocument();
    expect((sent.mock.calls[0][0] as { input: { isFeatured?: string } }).input.isFeatured).toBe('1w');
  });

  it('saves a new item as a draft, then publishes on the next plain submit', async () => {
    const sent = jest.fn<(variables: Record<string, unknown>) => boolean>(() => true);
    const draft = { ...saved, status: 'draft' as const, publishedAt: null };
    const { actor, text, editor, onSaved } = setup({
      mocks: [
        { request: { query: CreateNewsDocument, variables: sent }, result: { data: { createNews: draft } } },
        { request: { query: CreateNewsDocument, variables: sent }, result: { data: { createNews: saved } } },
      ],
    });
    await fillCreateForm(actor, editor(), text);
    await actor.click(screen.getByRole('button', { name: text.draft }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' })));
    expect((sent.mock.calls[0][0] as { input: Record<string, unknown> }).input).toMatchObject({ title: 'Kent tiyatrosu açıldı', status: 'draft' });
    expect((sent.mock.calls[0][0] as { input: Record<string, unknown> }).input).not.toHaveProperty('publishAt');

    await actor.click(screen.getByRole('button', { name: text.create }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect((sent.mock.calls[1][0] as { input: Record<string, unknown> }).input).toMatchObject({ status: 'published' });
  });

  it('edits a draft: its state is shown, the submit publishes it and sends the version it was based on', async () => {
    const sent = jest.fn<(variables: Record<string, unknown>) => boolean>(() => true);
    const draft = { ...saved, status: 'draft' as const, publishedAt: null, version: 7 };
    const { actor, onSaved } = setup({
      news: draft,
      mocks: [{ request: { query: UpdateNewsDocument, variables: sent }, result: { data: { updateNews: { ...saved, version: 8 } } } }],
    });
    expect(screen.getByText('Taslak')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Güncelle' })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Şimdi yayımla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect((sent.mock.calls[0][0] as { input: Record<string, unknown> }).input).toMatchObject({ id: 9, version: 7, status: 'published' });
  });

  it.each(['tr', 'en'] as const)("puts the server's News.CategoryId.invalid on the category field (%s)", async (lang) => {
    const { actor, text, editor, onSaved } = setup({
      lang,
      mocks: [
        {
          request: { query: CreateNewsDocument, variables: () => true },
          result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { categoryId: 'News.CategoryId.invalid' } } }] },
        },
      ],
    });
    await fillCreateForm(actor, editor(), text);
    await actor.click(screen.getByRole('button', { name: text.create }));
    expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
    const message = await screen.findByText(text.categoryInvalid);
    const field = message.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByRole('combobox', { name: text.category })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(text.title)).toHaveValue('Kent tiyatrosu açıldı');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
