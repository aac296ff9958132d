import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestoreRevisionDocument, RevisionsDocument, type RevisionTextFragment } from '../../../gql/graphql';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { RevisionHistory } from './revision-history';

jest.setTimeout(90_000);

const editor = { __typename: 'User' as const, id: 3, name: 'Ayşe Editör', deleted: false };

function revision(number: number, overrides: Partial<RevisionTextFragment> = {}): RevisionTextFragment {
  return {
    __typename: 'Revision',
    id: 100 + number,
    kind: 'News',
    itemId: 7,
    number,
    reason: 'save',
    published: false,
    createdAt: `2026-11-2${number}T09:30:00.000Z`,
    itemVersion: number,
    author: editor,
    title: 'Kent tiyatrosu açılıyor',
    summary: 'Yeni sahne',
    content: [{ type: 'paragraph', children: [{ text: 'Tiyatro pazartesi açılıyor.' }] }],
    contentText: 'Tiyatro pazartesi açılıyor.',
    fields: [
      { __typename: 'RevisionField', name: 'category', value: 'Kültür' },
      { __typename: 'RevisionField', name: 'tags', value: 'tiyatro' },
    ],
    ...overrides,
  };
}

const revisions = [
  revision(3, {
    reason: 'publish',
    published: true,
    author: null,
    contentText: 'Tiyatro salı akşamı açılıyor.',
    fields: [
      { __typename: 'RevisionField', name: 'category', value: 'Sanat' },
      { __typename: 'RevisionField', name: 'tags', value: 'tiyatro' },
    ],
  }),
  revision(2, { reason: 'autosave', title: 'Kent tiyatrosu yeniden açılıyor' }),
  revision(1),
];

const listMock = { request: { query: RevisionsDocument, variables: { kind: 'News', itemId: 7 } }, result: { data: { revisions } } };

function renderHistory(extraMocks: NonNullable<RenderAppOptions['mocks']> = []) {
  return renderApp(<RevisionHistory kind="News" itemId={7} editPath="/yonetim/haberler/7/duzenle" />, { mocks: [listMock, ...extraMocks], path: '/yonetim/haberler/7/gecmis' });
}

describe('RevisionHistory', () => {
  it('lists the revisions newest first: number, who (the scheduler as the system), why and the published mark', async () => {
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Sürümler, en yenisi önce' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual(['3', '2', '1']);
    expect(rows[0]).toHaveTextContent('Sistem (zamanlanmış yayım)');
    expect(rows[0]).toHaveTextContent('Yayımlandı');
    expect(within(rows[1]!).getByText('Otomatik kayıt')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Ayşe Editör');
    expect(within(rows[2]!).queryByText('Yayımlandı')).toBeNull();
  });

  it('compares the two newest word by word, marking changes with <del> and <ins> and hidden labels, fields side by side', async () => {
    renderHistory();
    const compare = await screen.findByRole('region', { name: 'Karşılaştır' });
    const text = within(compare).getByRole('region', { name: 'Metin' });
    const removed = text.querySelectorAll('del');
    const added = text.querySelectorAll('ins');
    expect([...removed].map((node) => node.textContent)).toEqual(['[silindi: pazartesi]']);
    expect([...added].map((node) => node.textContent)).toEqual(['[eklendi: salı akşamı]']);
    // Sürüm 2's title → sürüm 3's: "yeniden" was taken out.
    expect(within(compare).getByRole('region', { name: 'Başlık' }).querySelector('del')).toHaveTextContent('yeniden');

    const fields = within(compare).getByRole('table', { name: 'Alanlar: sürüm 2 ile sürüm 3' });
    const category = within(fields).getByRole('row', { name: /Kategori/ });
    expect(within(category).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Kültür', 'Sanat']);
    expect(category).toHaveTextContent('değişti');
    expect(within(fields).getByRole('row', { name: /Etiketler/ })).not.toHaveTextContent('değişti');
  });

  it('compares any two chosen revisions', async () => {
    renderHistory();
    const actor = userEvent.setup({ delay: null });
    await actor.click(await screen.findByRole('combobox', { name: 'Önceki sürüm' }));
    await actor.click(screen.getByRole('option', { name: /^Sürüm 1 ·/ }));
    await actor.click(screen.getByRole('combobox', { name: 'Sonraki sürüm' }));
    await actor.click(screen.getByRole('option', { name: /^Sürüm 2 ·/ }));
    const compare = screen.getByRole('region', { name: 'Karşılaştır' });
    expect(within(compare).getByRole('region', { name: 'Başlık' }).querySelector('ins')).toHaveTextContent('yeniden');
    expect(within(compare).getByRole('region', { name: 'Metin' })).toHaveTextContent('değişmedi');
    expect(within(compare).getByRole('table', { name: 'Alanlar: sürüm 1 ile sürüm 2' })).toBeInTheDocument();
  });

  it('restores a revision after a confirmation, then opens the edit screen', async () => {
    const sent = jest.fn(() => true);
    const restored = revision(4, { reason: 'restore' });
    const { router } = renderHistory([{ request: { query: RestoreRevisionDocument, variables: sent }, result: { data: { restoreRevision: restored } } }]);
    const actor = userEvent.setup({ delay: null });
    await actor.click(await screen.findByRole('button', { name: 'Bu sürümü geri yükle (sürüm 1)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sürümü geri yükle' });
    expect(dialog).toHaveTextContent('Sürüm 1 yeni bir taslak olarak geri yüklenecek');
    expect(sent).not.toHaveBeenCalled();
    await actor.click(within(dialog).getByRole('button', { name: 'Geri yükle' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ input: { id: 101 } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yonetim/haberler/7/duzenle'));
  });

  it('restores nothing when the dialog is cancelled, and stays when the server refuses', async () => {
    const sent = jest.fn(() => true);
    const { router } = renderHistory([{ request: { query: RestoreRevisionDocument, variables: sent }, error: new Error('network down') }]);
    const actor = userEvent.setup({ delay: null });
    await actor.click(await screen.findByRole('button', { name: 'Bu sürümü geri yükle (sürüm 2)' }));
    await actor.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).not.toHaveBeenCalled();

    await actor.click(screen.getByRole('button', { name: 'Bu sürümü geri yükle (sürüm 2)' }));
    await actor.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Geri yükle' }));
    expect(await screen.findByText('Sürüm geri yüklenemedi. Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/yonetim/haberler/7/gecmis');
  });
});
