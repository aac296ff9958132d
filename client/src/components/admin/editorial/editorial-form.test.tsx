import { jest } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descendant } from 'slate';
import { object } from 'yup';
import { AutosaveDraftDocument, PendingDraftDocument, SavedTextDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { FormikTextField } from '../../form/formik-text-field';
import { emptyRichText } from '../../rich-text/rich-text-value';
import { localDraftKey, writeLocalDraft } from './editorial-draft';
import { EditorialForm } from './editorial-form';

interface Values {
  title: string;
  teaser: string;
  content: Descendant[];
  categoryId: number | '';
}

type Saved = { id: number };

const USER = { __typename: 'User' as const, id: 7, name: 'Ayşe Editör', email: 'ayse@example.com', language: 'tr' as const, avatarUrl: null };
const ITEM = { id: 42, version: 3, updatedAt: '2026-11-25T08:00:00.000Z' };
// 12:04 in Istanbul.
const NOW = new Date('2026-11-25T09:04:00.000Z');
const SHAPE = { title: 'title', summary: 'teaser', content: 'content' };

function TestForm({ item, save, onSaved }: { item?: typeof ITEM; save: (values: Values, base: { version: number | undefined }) => Promise<Saved>; onSaved: () => void }) {
  return (
    <EditorialForm<Values, Saved>
      label="Deneme formu"
      editorial={{ kind: 'News', item, shape: SHAPE }}
      initialValues={{ title: 'Eski başlık', teaser: 'Eski özet', content: emptyRichText(), categoryId: 2 }}
      schema={object({})}
      save={save}
      texts={{ success: 'Tamam.', error: 'Olmadı.' }}
      onSaved={onSaved}
      submitLabel="Gönder"
    >
      <FormikTextField name="title" label="Başlık" />
      <FormikTextField name="teaser" label="Özet" />
    </EditorialForm>
  );
}

const revision = (overrides: Partial<{ title: string; teaser: string; reason: string; createdAt: string; categoryId: string }> = {}) => ({
  __typename: 'Revision' as const,
  id: 900,
  reason: (overrides.reason ?? 'autosave') as 'autosave',
  createdAt: overrides.createdAt ?? '2026-11-25T08:30:00.000Z',
  itemVersion: 3,
  title: overrides.title ?? 'Sunucudaki başlık',
  summary: overrides.teaser ?? 'Sunucudaki özet',
  content: emptyRichText(),
  fields: [{ __typename: 'RevisionField' as const, name: 'categoryId', value: overrides.categoryId ?? '5' }],
  author: { __typename: 'User' as const, id: 8, name: 'Mehmet Yazar' },
});

const noPendingDraft: MockLink.MockedResponse = {
  request: { query: PendingDraftDocument, variables: { kind: 'News', itemId: 42 } },
  result: { data: { pendingDraft: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Autosave answers, recording each input as it is sent; `delay` holds each answer that long. */
function autosaveMock(sent: unknown[], { delay = 0, fail = false } = {}): MockLink.MockedResponse {
  return {
    request: {
      query: AutosaveDraftDocument,
      variables: (variables: { input: unknown }) => {
        sent.push(variables.input);
        return true;
      },
    },
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(fail
      ? { error: new TypeError('Failed to fetch') }
      : {
          result: { data: { autosaveDraft: { __typename: 'Revision' as const, id: 901, createdAt: NOW.toISOString() } } },
        }),
  };
}

function setup({ item = ITEM as typeof ITEM | null, mocks = [noPendingDraft] as MockLink.MockedResponse[], save = jest.fn<(values: Values, base: { version: number | undefined }) => Promise<Saved>>() } = {}) {
  const onSaved = jest.fn();
  const rendered = renderApp(<TestForm item={item ?? undefined} save={save} onSaved={onSaved} />, { mocks });
  act(() => rendered.session.start('token', USER));
  const actor = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...rendered, actor, onSaved, save, title: () => screen.getByRole('textbox', { name: 'Başlık', hidden: true }) };
}

/** Moves the clock on; the answers and renders due meanwhile (a mocked answer waits a timer of its own) follow. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    await jest.advanceTimersByTimeAsync(50);
  });
const status = () => screen.getByRole('status');
const localKey = (itemId?: number) => localDraftKey('News', itemId, USER.id);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('EditorialForm autosave', () => {
  it('sends the draft 5 s after the last change, with the form opened on version 3, and says when it was kept', async () => {
    const sent: unknown[] = [];
    const { actor, title } = setup({ mocks: [noPendingDraft, autosaveMock(sent)] });
    await actor.clear(title());
    await actor.type(title(), 'Yeni');
    expect(status()).toHaveTextContent('Henüz kaydedilmedi');

    await advance(4000);
    await actor.type(title(), ' başlık');
    // The wait starts again after each change.
    await advance(4000);
    expect(sent).toHaveLength(0);
    await advance(1500);

    expect(sent).toEqual([
      {
        kind: 'News',
        itemId: 42,
        baseVersion: 3,
        title: 'Yeni başlık',
        summary: 'Eski özet',
        content: emptyRichText(),
        fields: [{ name: 'categoryId', value: '2' }],
      },
    ]);
    expect(status()).toHaveTextContent('Kaydedildi · 12:04');
    // The server holds it: no copy on the device.
    expect(window.localStorage.getItem(localKey(42))).toBeNull();
  });

  it('keeps one request in flight: changes typed meanwhile go once it answers, as one request with the latest text', async () => {
    const sent: { title: string }[] = [];
    const { actor, title } = setup({ mocks: [noPendingDraft, autosaveMock(sent, { delay: 8000 })] });
    await actor.type(title(), ' 1');
    await advance(5000);
    expect(sent.map((input) => input.title)).toEqual(['Eski başlık 1']);
    await actor.type(title(), ' 2');
    await advance(5000);
    await actor.type(title(), ' 3');
    await advance(2000);
    // The first answer has not come yet: nothing else was sent.
    expect(sent).toHaveLength(1);
    await advance(2000);
    // It came: the latest text follows at once, as one request.
    expect(sent.map((input) => input.title)).toEqual(['Eski başlık 1', 'Eski başlık 1 2 3']);
    await advance(20000);
    expect(sent).toHaveLength(2);
    expect(status()).toHaveTextContent('Kaydedildi · 12:');
  });

  it('keeps the draft on this device when the server cannot be reached', async () => {
    const { actor, title } = setup({ mocks: [noPendingDraft, autosaveMock([], { fail: true })] });
    await actor.type(title(), ' çevrimdışı');
    await advance(5000);
    expect(status()).toHaveTextContent('Çevrimdışı — bu cihaza kaydedildi · 12:04');
    const kept = JSON.parse(window.localStorage.getItem(localKey(42)) ?? 'null') as { draft: { title: string } };
    expect(kept.draft.title).toBe('Eski başlık çevrimdışı');
  });

  it('keeps a new item on this device only, and drops the copy after the real save', async () => {
    const save = jest.fn(async () => ({ id: 50 }));
    const { actor, title, onSaved } = setup({ item: null, mocks: [], save });
    await actor.type(title(), ' yeni');
    await advance(5000);
    expect(status()).toHaveTextContent('Bu cihaza kaydedildi · 12:04');
    expect(window.localStorage.getItem(localKey())).toContain('Eski başlık yeni');

    await actor.click(screen.getByRole('button', { name: 'Gönder' }));
    await advance(0);
    expect(onSaved).toHaveBeenCalled();
    expect(window.localStorage.getItem(localKey())).toBeNull();
  });

  it('copies the newest words to the device within a second, before the server autosave', async () => {
    const sent: unknown[] = [];
    const { actor, title } = setup({ mocks: [noPendingDraft, autosaveMock(sent)] });
    await actor.type(title(), ' yarım cüm');
    expect(window.localStorage.getItem(localKey(42))).toBeNull();
    await advance(1000);
    expect(window.localStorage.getItem(localKey(42))).toContain('Eski başlık yarım cüm');
    expect(sent).toHaveLength(0);
  });

  it('keeps what was typed on the device at once when the page is hidden (a closed tab)', async () => {
    const { actor, title } = setup();
    await actor.type(title(), ' yarım');
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(window.localStorage.getItem(localKey(42))).toContain('Eski başlık yarım');
  });
});

describe('EditorialForm on opening', () => {
  it('offers a newer copy kept on this device and loads it on restore', async () => {
    writeLocalDraft(localKey(42), { title: 'Cihazdaki başlık', summary: 'Cihazdaki özet', content: emptyRichText(), fields: [{ name: 'categoryId', value: '4' }] }, new Date('2026-11-25T08:50:00Z'));
    const { actor, title } = setup();
    const prompt = await screen.findByRole('region', { name: 'Daha yeni bir metin var' });
    expect(prompt).toHaveTextContent('Bu cihazda 25.11.2026 11:50 tarihinde kaydedilmiş.');
    await actor.click(within(prompt).getByRole('button', { name: 'Geri yükle' }));
    expect(title()).toHaveValue('Cihazdaki başlık');
    expect(screen.getByRole('textbox', { name: 'Özet' })).toHaveValue('Cihazdaki özet');
    expect(screen.queryByRole('region', { name: 'Daha yeni bir metin var' })).not.toBeInTheDocument();
  });

  it('does not offer a device copy older than the last save', async () => {
    writeLocalDraft(localKey(42), { title: 'Eskimiş', summary: '', content: emptyRichText(), fields: [] }, new Date('2026-11-25T07:00:00Z'));
    setup();
    await advance(0);
    expect(screen.queryByRole('region', { name: 'Daha yeni bir metin var' })).not.toBeInTheDocument();
  });

  it("offers the server's pending draft (an autosave or a restored revision) with its author", async () => {
    const sent: { fields: unknown }[] = [];
    const { actor, title } = setup({
      mocks: [{ request: { query: PendingDraftDocument, variables: { kind: 'News', itemId: 42 } }, result: { data: { pendingDraft: revision() } } }, autosaveMock(sent)],
    });
    const prompt = await screen.findByRole('region', { name: 'Daha yeni bir metin var' });
    expect(prompt).toHaveTextContent('Mehmet Yazar tarafından 25.11.2026 11:30 tarihinde kaydedilmiş.');
    await actor.click(within(prompt).getByRole('button', { name: 'Geri yükle' }));
    expect(title()).toHaveValue('Sunucudaki başlık');
    expect(screen.getByRole('textbox', { name: 'Özet' })).toHaveValue('Sunucudaki özet');
    // The autosave's own fields come back too: the form's category id.
    await advance(5000);
    expect(sent).toMatchObject([{ fields: [{ name: 'categoryId', value: '5' }] }]);
  });

  it("restores only the text of a restored revision: its fields are the server's, not the form's", async () => {
    const sent: { fields: unknown }[] = [];
    const { actor } = setup({
      mocks: [
        { request: { query: PendingDraftDocument, variables: { kind: 'News', itemId: 42 } }, result: { data: { pendingDraft: revision({ reason: 'restore', categoryId: '9' }) } } },
        autosaveMock(sent),
      ],
    });
    const prompt = await screen.findByRole('region', { name: 'Daha yeni bir metin var' });
    await actor.click(within(prompt).getByRole('button', { name: 'Geri yükle' }));
    await advance(5000);
    expect(sent).toMatchObject([{ title: 'Sunucudaki başlık', fields: [{ name: 'categoryId', value: '2' }] }]);
  });

  it('dismissing a device copy forgets it', async () => {
    writeLocalDraft(localKey(42), { title: 'Cihazdaki başlık', summary: '', content: emptyRichText(), fields: [] }, new Date('2026-11-25T08:50:00Z'));
    const { actor, title } = setup();
    const prompt = await screen.findByRole('region', { name: 'Daha yeni bir metin var' });
    await actor.click(within(prompt).getByRole('button', { name: 'Yok say' }));
    expect(title()).toHaveValue('Eski başlık');
    expect(window.localStorage.getItem(localKey(42))).toBeNull();
  });
});

const staleSave = () =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'The item was saved by someone else since this version.', extensions: { code: 'CONFLICT', status: 409, currentVersion: 5, fields: { version: 'Editorial.Version.conflict' } } }],
  });

describe('EditorialForm on a conflicting save', () => {
  it('keeps the typed text, compares it with the saved one, and saves mine over it on version 5', async () => {
    const save = jest.fn<(values: Values, base: { version: number | undefined }) => Promise<Saved>>().mockRejectedValueOnce(staleSave()).mockResolvedValueOnce({ id: 42 });
    const { actor, title, onSaved } = setup({
      save,
      mocks: [
        noPendingDraft,
        {
          request: { query: SavedTextDocument, variables: { kind: 'News', itemId: 42 } },
          result: { data: { revisions: [revision({ title: 'Onların başlığı', reason: 'save' })] } },
        },
      ],
    });
    await actor.clear(title());
    await actor.type(title(), 'Benim başlığım');
    await actor.click(screen.getByRole('button', { name: 'Gönder' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Bu içerik siz düzenlerken başka biri tarafından kaydedildi' });
    expect(title()).toHaveValue('Benim başlığım');
    await actor.click(within(dialog).getByRole('button', { name: 'Karşılaştır' }));
    const table = await within(dialog).findByRole('table', { name: 'Kaydedilen metin ile sizin metniniz' });
    expect(table).toHaveTextContent('Onların başlığı');
    expect(table).toHaveTextContent('Benim başlığım');

    await actor.click(within(dialog).getByRole('button', { name: 'Benimkini kaydet' }));
    await advance(0);
    expect(save.mock.calls.map(([values, base]) => [values.title, base.version])).toEqual([
      ['Benim başlığım', 3],
      ['Benim başlığım', 5],
    ]);
    expect(onSaved).toHaveBeenCalledWith({ id: 42 });
  });

  it('loads theirs: the form starts again from the record, without an error', async () => {
    const save = jest.fn<(values: Values, base: { version: number | undefined }) => Promise<Saved>>().mockRejectedValueOnce(staleSave());
    const { actor, title, onSaved } = setup({ save });
    await actor.clear(title());
    await actor.type(title(), 'Benim başlığım');
    await actor.click(screen.getByRole('button', { name: 'Gönder' }));
    const dialog = await screen.findByRole('alertdialog');
    await actor.click(within(dialog).getByRole('button', { name: 'Onlarınkini yükle' }));
    await advance(0);
    expect(title()).toHaveValue('Eski başlık');
    expect(save).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Olmadı.')).not.toBeInTheDocument();
  });
});
