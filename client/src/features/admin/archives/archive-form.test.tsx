import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createRef, type RefObject } from 'react';
import { Editor, Transforms } from 'slate';
import { CreateArchiveIssueDocument, UpdateArchiveIssueDocument, type ArchiveIssueForEditQuery } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { ArchiveForm } from './archive-form';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

const stored: ArchiveIssueForEditQuery['archiveIssue'] = {
  __typename: 'ArchiveIssue',
  id: 4,
  title: 'Sayı 12',
  slug: 'sayi-12',
  description: 'Kış sayısı',
  posterUrl: '/media/archives/4/poster-800.webp',
  posterThumbUrl: '/media/archives/4/poster-160.webp',
  previewUrl: '/media/archives/4/preview.pdf',
  isFeatured: 'no',
  price: '250.00',
  link: 'https://magaza.example.com/sayi-12',
  hit: 3,
  status: 'published',
  publishAt: null,
  publishedAt: '2025-01-01T10:00:00.000Z',
  version: 5,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  content: [paragraph('Söyleşi')],
  masthead: [paragraph('Yayın yönetmeni')],
};

const MESSAGES = {
  tr: {
    labels: { title: 'Başlık', description: 'Açıklama', price: 'Fiyat', link: 'Satın alma bağlantısı', create: 'Şimdi yayımla', save: 'Güncelle', pdf: 'PDF önizleme' },
    required: {
      title: 'Başlık zorunludur.',
      description: 'Açıklama zorunludur.',
      price: 'Fiyat zorunludur.',
      link: 'Satın alma bağlantısı zorunludur.',
      isFeatured: 'Öne çıkarma seçimi zorunludur.',
      masthead: 'Künye zorunludur.',
      content: 'İçindekiler zorunludur.',
    },
    files: { poster: 'Kapak görseli zorunludur.', preview: 'PDF önizleme dosyası zorunludur.' },
    priceInvalid: 'Fiyat, en fazla iki ondalık basamaklı ve sıfır ya da daha büyük bir tutar olmalıdır.',
    linkInvalid: 'Satın alma bağlantısı http:// ya da https:// ile başlayan geçerli bir adres olmalıdır.',
    unsupported: 'Bu dosya türü desteklenmiyor.',
    createFailed: 'Arşiv sayısı oluşturulamadı.',
  },
  en: {
    labels: { title: 'Title', description: 'Description', price: 'Price', link: 'Buy link', create: 'Publish now', save: 'Update', pdf: 'PDF preview' },
    required: {
      title: 'The title is required.',
      description: 'The description is required.',
      price: 'The price is required.',
      link: 'The buy link is required.',
      isFeatured: 'Choose whether the issue is featured.',
      masthead: 'The masthead is required.',
      content: 'The contents are required.',
    },
    files: { poster: 'The cover image is required.', preview: 'The PDF preview file is required.' },
    priceInvalid: 'The price must be an amount of zero or more with at most two decimals.',
    linkInvalid: 'The buy link must be a valid address starting with http:// or https://.',
    unsupported: 'This file type is not supported.',
    createFailed: 'The archive issue could not be created.',
  },
};

const fileInput = (name: string) => document.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

/**
 * Writes into a rich-text field through its Slate editor (jsdom has no beforeinput, so key
 * presses would change the DOM without reaching Slate; the browser test types for real).
 */
async function typeRichText(editor: RefObject<Editor | null>, label: string, text: string) {
  await act(async () => {
    Transforms.select(editor.current!, Editor.end(editor.current!, []));
    editor.current!.insertText(text);
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: label })).toHaveTextContent(text));
}

function editors() {
  return { masthead: createRef<Editor>(), content: createRef<Editor>() };
}

/** Puts a whole value into a text field at once (typing letter by letter is slow on a busy machine). */
async function fill(actor: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await actor.clear(field);
  await actor.click(field);
  await actor.paste(value);
}

const cover = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kapak.jpg', { type: 'image/jpeg' });
const pdf = () => new File(['%PDF-1.7\n'], 'onizleme.pdf', { type: 'application/pdf' });

/** Fills every field of a create form (Turkish labels). */
async function fillCreateForm(actor: UserEvent, refs: ReturnType<typeof editors>, files: { poster: File; preview: File }) {
  await fill(actor, 'Başlık', ' Sayı 13 ');
  await fill(actor, 'Açıklama', 'Bahar sayısı');
  await fill(actor, 'Fiyat', '250,50');
  await fill(actor, 'Satın alma bağlantısı', 'https://magaza.example.com/sayi-13');
  await actor.click(screen.getByRole('radio', { name: 'Evet' }));
  await actor.upload(fileInput('poster'), files.poster);
  await actor.upload(fileInput('preview'), files.preview);
  await typeRichText(refs.masthead, 'Künye', 'Yayın yönetmeni: Ayşe');
  await typeRichText(refs.content, 'İçindekiler', 'Söyleşi');
}

describe.each(Object.entries(MESSAGES))('ArchiveForm in %s', (lang, text) => {
  it('shows every required message of an empty create form, the files included', async () => {
    renderApp(<ArchiveForm onSaved={() => undefined} />, { lang: lang as 'tr' | 'en' });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: text.labels.create }));
    for (const message of [...Object.values(text.required), ...Object.values(text.files)]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('group', { name: text.labels.pdf })).getByText(text.files.preview)).toBeInTheDocument();
  });

  it('asks for no files on edit, only for the emptied fields', async () => {
    renderApp(<ArchiveForm issue={stored} onSaved={() => undefined} />, { lang: lang as 'tr' | 'en' });
    const actor = userEvent.setup();
    await actor.clear(screen.getByLabelText(text.labels.title));
    await actor.clear(screen.getByLabelText(text.labels.price));
    await actor.click(screen.getByRole('button', { name: text.labels.save }));
    expect(await screen.findByText(text.required.title)).toBeInTheDocument();
    expect(screen.getByText(text.required.price)).toBeInTheDocument();
    expect(screen.queryByText(text.files.poster)).not.toBeInTheDocument();
    expect(screen.queryByText(text.files.preview)).not.toBeInTheDocument();
    expect(screen.queryByText(text.required.masthead)).not.toBeInTheDocument();
  });

  it('refuses a price with three decimals and a link that is not http(s)', async () => {
    renderApp(<ArchiveForm onSaved={() => undefined} />, { lang: lang as 'tr' | 'en' });
    const actor = userEvent.setup();
    await fill(actor, text.labels.price, '12,345');
    await fill(actor, text.labels.link, 'ftp://x');
    await actor.click(screen.getByRole('button', { name: text.labels.create }));
    expect(await screen.findByText(text.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(text.linkInvalid)).toBeInTheDocument();

    await actor.clear(screen.getByLabelText(text.labels.price));
    await fill(actor, text.labels.price, '12,34');
    await waitFor(() => expect(screen.queryByText(text.priceInvalid)).not.toBeInTheDocument());
  });
});

describe('ArchiveForm saving', () => {
  it('creates the issue with both files and the rich-text JSON, and reports it', async () => {
    const onSaved = jest.fn();
    const files = { poster: cover(), preview: pdf() };
    const sent: Record<string, unknown>[] = [];
    const refs = editors();
    renderApp(<ArchiveForm onSaved={onSaved} editorRefs={refs} />, {
      mocks: [
        {
          request: {
            query: CreateArchiveIssueDocument,
            variables: (variables: Record<string, unknown>) => {
              sent.push(variables);
              return true;
            },
          },
          result: { data: { createArchiveIssue: { ...stored, id: 9, title: 'Sayı 13' } } },
        },
      ],
    });
    const actor = userEvent.setup();
    await fillCreateForm(actor, refs, files);
    await actor.click(screen.getByRole('button', { name: 'Şimdi yayımla' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, title: 'Sayı 13' })));
    expect(await screen.findByText('Arşiv sayısı başarıyla oluşturuldu.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const { input } = sent[0] as { input: Record<string, unknown> };
    expect(input).toEqual({
      title: 'Sayı 13',
      description: 'Bahar sayısı',
      price: '250,50',
      link: 'https://magaza.example.com/sayi-13',
      isFeatured: 'yes',
      masthead: [paragraph('Yayın yönetmeni: Ayşe')],
      content: [paragraph('Söyleşi')],
      poster: files.poster,
      preview: files.preview,
      status: 'published',
    });
    expect(input.poster).toBe(files.poster);
    expect(input.preview).toBe(files.preview);
  });

  it('shows a refused PDF on the PDF field in English', async () => {
    const onSaved = jest.fn();
    const refs = editors();
    renderApp(<ArchiveForm onSaved={onSaved} editorRefs={refs} />, {
      lang: 'en',
      mocks: [
        {
          request: { query: CreateArchiveIssueDocument, variables: () => true },
          result: {
            errors: [{ message: 'The file type is not supported.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, fields: { preview: 'Media.File.unsupported' } } }],
          },
        },
      ],
    });
    const actor = userEvent.setup();
    await fill(actor, 'Title', 'Sayı 13');
    await fill(actor, 'Description', 'Bahar sayısı');
    await fill(actor, 'Price', '250');
    await fill(actor, 'Buy link', 'https://magaza.example.com/sayi-13');
    await actor.click(screen.getByRole('radio', { name: 'No' }));
    await actor.upload(fileInput('poster'), cover());
    await actor.upload(fileInput('preview'), pdf());
    await typeRichText(refs.masthead, 'Masthead', 'Yayın yönetmeni');
    await typeRichText(refs.content, 'Contents', 'Söyleşi');
    await actor.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('The archive issue could not be created.')).toBeInTheDocument();
    const pdfField = screen.getByRole('group', { name: 'PDF preview' });
    expect(await within(pdfField).findByText('This file type is not supported.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Cover image' })).queryByText('This file type is not supported.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sayı 13');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits without files when none was chosen and shows the price as written in Turkish', async () => {
    const onSaved = jest.fn();
    renderApp(<ArchiveForm issue={stored} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateArchiveIssueDocument,
            variables: {
              input: {
                id: 4,
                version: 5,
                title: 'Sayı 12',
                description: 'Kış sayısı',
                price: '300',
                link: 'https://magaza.example.com/sayi-12',
                isFeatured: 'no',
                masthead: [paragraph('Yayın yönetmeni')],
                content: [paragraph('Söyleşi')],
                status: 'published',
              },
            },
          },
          result: { data: { updateArchiveIssue: { ...stored, price: '300.00' } } },
        },
      ],
    });
    const price = screen.getByLabelText('Fiyat');
    expect(price).toHaveValue('250,00');
    const actor = userEvent.setup();
    await fill(actor, 'Fiyat', '300');
    await actor.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ price: '300.00' })));
    expect(await screen.findByText('Arşiv sayısı başarıyla düzenlendi.')).toBeInTheDocument();
  });
});
