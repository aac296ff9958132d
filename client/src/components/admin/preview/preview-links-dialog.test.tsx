import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatePreviewLinkDocument, PreviewLinksDocument, RevokePreviewLinkDocument, type PreviewLinkFieldsFragment } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { PreviewLinksDialog } from './preview-links-dialog';

jest.setTimeout(60_000);

const link = (id: number, changes: Partial<PreviewLinkFieldsFragment> = {}): PreviewLinkFieldsFragment => ({
  __typename: 'PreviewLink',
  id,
  url: `https://dergi.example/onizleme/l.${id}.imza${id}`,
  createdAt: '2026-11-25T09:00:00.000Z',
  expiresAt: '2026-12-02T09:00:00.000Z',
  revokedAt: null,
  active: true,
  createdBy: { __typename: 'User', id: 1, name: 'Ayşe Editör' },
  ...changes,
});

const listed = (...links: PreviewLinkFieldsFragment[]) => ({
  request: { query: PreviewLinksDocument, variables: { kind: 'News', id: 9 } },
  result: { data: { previewLinks: links } },
});

function clipboard() {
  const writeText = jest.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('the preview links dialog', () => {
  it('lists the links with until when each works, and who made it', async () => {
    renderApp(<PreviewLinksDialog kind="News" id={9} onClose={() => undefined} />, {
      mocks: [listed(link(2), link(1, { active: false, revokedAt: '2026-11-25T10:00:00.000Z' }), link(3, { active: false }))],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('02.12.2026 12:00 tarihine kadar geçerli');
    expect(items[0]).toHaveTextContent('oluşturan: Ayşe Editör');
    expect(within(items[0]!).getByRole('button', { name: 'İptal et' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('İptal edildi');
    expect(items[2]).toHaveTextContent('Süresi doldu');
    // A link that no longer works cannot be copied or revoked.
    for (const ended of [items[1]!, items[2]!]) {
      expect(within(ended).queryByRole('button', { name: 'Kopyala' })).not.toBeInTheDocument();
      expect(within(ended).queryByRole('button', { name: 'İptal et' })).not.toBeInTheDocument();
    }
  });

  it('makes a new link, lists it and copies it at once', async () => {
    const actor = userEvent.setup();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = clipboard();
    const made = link(4);
    const create = jest.fn(() => ({ data: { createPreviewLink: made } }));
    renderApp(<PreviewLinksDialog kind="News" id={9} onClose={() => undefined} />, {
      mocks: [listed(), { request: { query: CreatePreviewLinkDocument, variables: { input: { kind: 'News', id: 9 } } }, result: create }, listed(made)],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    expect(await within(dialog).findByText('Henüz paylaşılan bağlantı yok.')).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: 'Yeni bağlantı oluştur' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Önizleme bağlantısı oluşturuldu ve kopyalandı.'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(made.url);
    expect(await within(dialog).findByDisplayValue(made.url)).toBeInTheDocument();
  });

  it('revokes a link only after the confirmation', async () => {
    const revoke = jest.fn(() => ({ data: { revokePreviewLink: link(2, { active: false, revokedAt: '2026-11-25T11:00:00.000Z' }) } }));
    renderApp(<PreviewLinksDialog kind="News" id={9} onClose={() => undefined} />, {
      mocks: [listed(link(2)), { request: { query: RevokePreviewLinkDocument, variables: { input: { id: 2 } } }, result: revoke }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    const actor = userEvent.setup();
    await actor.click(await within(dialog).findByRole('button', { name: 'İptal et' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bağlantı iptal edilsin mi?' });
    await actor.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(revoke).not.toHaveBeenCalled();

    await actor.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    await actor.click(within(await screen.findByRole('alertdialog', { name: 'Bağlantı iptal edilsin mi?' })).getByRole('button', { name: 'İptal et' }));
    expect(await within(dialog).findByText('İptal edildi')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Bağlantı iptal edildi.'));
  });

  it('copies a link and says so', async () => {
    const actor = userEvent.setup();
    const writeText = clipboard();
    renderApp(<PreviewLinksDialog kind="News" id={9} onClose={() => undefined} />, { mocks: [listed(link(5))] });
    const dialog = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    await actor.click(await within(dialog).findByRole('button', { name: 'Kopyala' }));
    expect(writeText).toHaveBeenCalledWith(link(5).url);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Bağlantı kopyalandı.'));
  });
});
