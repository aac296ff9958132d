import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditEntriesDocument, AuditPeopleDocument, type AuditAction, type AuditKind } from '../../../gql/graphql';
import { Component as AuditScreen } from './list';
import { renderApp } from '../../../test/render-app';

const person = (id: number, name: string, deleted = false) => ({ __typename: 'User' as const, id, name, deleted });

const entry = (id: number, action: AuditAction, kind: AuditKind, user: ReturnType<typeof person> | null, extra: { recordId?: number | null; label?: string | null; userName?: string } = {}) => ({
  __typename: 'AuditEntry' as const,
  id,
  createdAt: '2025-03-01T09:30:00.000Z',
  userName: extra.userName ?? user?.name ?? 'Eski Editör',
  action,
  kind,
  recordId: extra.recordId ?? null,
  label: extra.label ?? null,
  ip: '203.0.113.7',
  user,
});

const page = (items: ReturnType<typeof entry>[], totalItems = items.length) => ({
  data: { auditEntries: { __typename: 'AuditEntryPage' as const, items, page: 1, pageSize: 20, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) } },
});

const ayse = person(1, 'Ayşe');
const gone = person(7, 'Eski Editör', true);
const people = { data: { auditPeople: [gone, ayse] } };

const all = { page: 1, pageSize: 20, userId: null, kind: null };

describe('the audit log screen', () => {
  it('shows who, the translated action and kind, the linked record, Istanbul time and the address', async () => {
    renderApp(<AuditScreen />, {
      path: '/yonetim/kayitlar',
      mocks: [
        {
          request: { query: AuditEntriesDocument, variables: all },
          result: page([
            entry(3, 'update', 'News', ayse, { recordId: 12, label: 'Kent ve hafıza' }),
            entry(2, 'delete', 'Category', gone, { recordId: 4, label: 'Eski kategori' }),
            entry(1, 'signIn', 'Session', ayse),
          ]),
        },
        { request: { query: AuditPeopleDocument }, result: people },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Kayıtlar' });
    await within(table).findByText('Kent ve hafıza');
    const [, edited, deleted, signedIn] = within(table).getAllByRole('row');
    expect(within(edited).getByRole('link', { name: 'Kent ve hafıza' })).toHaveAttribute('href', '/yonetim/haberler/12');
    expect(edited).toHaveTextContent('Düzenledi');
    expect(edited).toHaveTextContent('Haber');
    expect(edited).toHaveTextContent('01.03.2025 12:30');
    expect(edited).toHaveTextContent('203.0.113.7');
    // A deleted record is not linked; a deleted user is a labelled placeholder with the name they had.
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Eski kategori');
    expect(deleted).toHaveTextContent('Sildi');
    expect(within(deleted).getByText('silinmiş kullanıcı')).toBeInTheDocument();
    expect(within(deleted).getByText('Eski Editör')).toBeInTheDocument();
    expect(signedIn).toHaveTextContent('Giriş yaptı');
    expect(signedIn).toHaveTextContent('Oturum');
    expect(within(edited).queryByText('silinmiş kullanıcı')).not.toBeInTheDocument();
  });

  it('filters by person and by kind, kept in the URL, in English', async () => {
    const { router } = renderApp(<AuditScreen />, {
      lang: 'en',
      path: '/yonetim/kayitlar?page=2',
      mocks: [
        { request: { query: AuditEntriesDocument, variables: { ...all, page: 2 } }, result: page([entry(30, 'create', 'Tag', ayse, { recordId: 5, label: 'Şehir' })], 25) },
        { request: { query: AuditPeopleDocument }, result: people },
        { request: { query: AuditEntriesDocument, variables: { ...all, userId: 7 } }, result: page([entry(2, 'delete', 'Category', gone, { recordId: 4, label: 'Eski kategori' })]) },
        { request: { query: AuditEntriesDocument, variables: { ...all, userId: 7, kind: 'SubscriptionRequest' } }, result: page([]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    expect(await within(table).findByRole('link', { name: 'Şehir' })).toHaveAttribute('href', '/yonetim/etiketler/5');
    expect(table).toHaveTextContent('Created');
    const actor = userEvent.setup();

    await actor.click(screen.getByRole('combobox', { name: 'Person' }));
    const personOptions = within(await screen.findByRole('listbox'));
    expect(personOptions.getAllByRole('option').map((option) => option.textContent)).toEqual(['Everyone', 'Ayşe', 'Eski Editör (deleted user)']);
    await actor.click(personOptions.getByRole('option', { name: 'Eski Editör (deleted user)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?userId=7'));
    expect(await within(table).findByText('Eski kategori')).toBeInTheDocument();
    expect(table).toHaveTextContent('Deleted');

    await actor.click(screen.getByRole('combobox', { name: 'Kind of record' }));
    await actor.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Subscription request' }));
    await waitFor(() => expect(router.state.location.search).toBe('?userId=7&kind=SubscriptionRequest'));
    expect(await screen.findByText('No entries match your choices.')).toBeInTheDocument();
  });

  it('reads the filters from the URL and ignores an unknown kind', async () => {
    renderApp(<AuditScreen />, {
      path: '/yonetim/kayitlar?kind=Nope&userId=1',
      mocks: [
        { request: { query: AuditEntriesDocument, variables: { ...all, userId: 1 } }, result: page([entry(3, 'confirm', 'SubscriptionRequest', ayse, { recordId: 9, label: 'Ayşe Yılmaz' })]) },
        { request: { query: AuditPeopleDocument }, result: people },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Kayıtlar' });
    expect(await within(table).findByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/yonetim/abonelikler/9');
    expect(table).toHaveTextContent('Onayladı');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kişi' })).toHaveTextContent('Ayşe'));
    expect(screen.getByRole('combobox', { name: 'Kayıt türü' })).toHaveTextContent('Tüm türler');
  });

  it('keeps one filter when the other is chosen (kind first, then person)', async () => {
    const { router } = renderApp(<AuditScreen />, {
      path: '/yonetim/kayitlar',
      mocks: [
        { request: { query: AuditEntriesDocument, variables: all }, result: page([entry(30, 'create', 'Tag', ayse, { recordId: 5, label: 'Şehir' })]) },
        { request: { query: AuditPeopleDocument }, result: people },
        { request: { query: AuditEntriesDocument, variables: { ...all, kind: 'Profile' } }, result: page([entry(31, 'update', 'Profile', ayse, { recordId: 1, label: 'Ayşe' })]) },
        { request: { query: AuditEntriesDocument, variables: { ...all, kind: 'Profile', userId: 1 } }, result: page([entry(31, 'update', 'Profile', ayse, { recordId: 1, label: 'Ayşe' })]) },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Kayıtlar' });
    await within(table).findByText('Şehir');
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('combobox', { name: 'Kayıt türü' }));
    await actor.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Profil' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=Profile'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await actor.click(screen.getByRole('combobox', { name: 'Kişi' }));
    await actor.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ayşe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=Profile&userId=1'));
    expect(screen.getByRole('combobox', { name: 'Kayıt türü' })).toHaveTextContent('Profil');
  });
});
