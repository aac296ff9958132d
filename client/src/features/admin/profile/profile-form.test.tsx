import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateProfileDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { ProfileForm } from './profile-form';

const user = { __typename: 'User' as const, id: 1, name: 'Editör', email: 'editor@dergi.test', language: 'tr' as const, avatarUrl: null };

const TEXTS = {
  tr: {
    name: 'Ad',
    email: 'E-posta',
    save: 'Kaydet',
    nameMin: 'Ad en az 2 karakter olmalıdır.',
    nameMax: 'Ad en fazla 15 karakter olabilir.',
    emailInvalid: 'Geçerli bir e-posta adresi girin.',
    emailRequired: 'E-posta adresi zorunludur.',
    taken: 'Bu e-posta adresi başka bir kullanıcıya ait.',
    failed: 'Profil güncellenemedi.',
    updated: 'Profil başarıyla güncellendi.',
  },
  en: {
    name: 'Name',
    email: 'Email',
    save: 'Save',
    nameMin: 'The name must be at least 2 characters.',
    nameMax: 'The name can be at most 15 characters.',
    emailInvalid: 'Enter a valid email address.',
    emailRequired: 'The email address is required.',
    taken: 'This email address belongs to another user.',
    failed: 'The profile could not be updated.',
    updated: 'Profile updated successfully.',
  },
};

describe.each(Object.entries(TEXTS))('ProfileForm in %s', (key, text) => {
  const lang = key as 'tr' | 'en';

  it('checks the name (2-15) and the email before sending anything', async () => {
    renderApp(<ProfileForm user={user} />, { lang });
    const actor = userEvent.setup();
    const name = screen.getByLabelText(text.name);
    const email = screen.getByLabelText(text.email);
    expect(name).toHaveValue('Editör');
    expect(email).toHaveValue('editor@dergi.test');

    await actor.clear(name);
    await actor.type(name, ' A ');
    await actor.clear(email);
    await actor.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.nameMin)).toBeInTheDocument();
    expect(screen.getByText(text.emailRequired)).toBeInTheDocument();

    await actor.clear(name);
    await actor.type(name, 'Çok uzun bir ad soyad');
    await actor.type(email, 'editor@');
    await actor.tab();
    expect(await screen.findByText(text.nameMax)).toBeInTheDocument();
    expect(await screen.findByText(text.emailInvalid)).toBeInTheDocument();
  });

  it('shows a taken email (409) on the email field and keeps what was typed', async () => {
    const { session } = renderApp(<ProfileForm user={user} />, {
      lang,
      mocks: [
        {
          request: { query: UpdateProfileDocument, variables: { input: { name: 'Editör', email: 'other@dergi.test' } } },
          result: { errors: [{ message: 'This email belongs to another user.', extensions: { code: 'CONFLICT', status: 409, fields: { email: 'Profile.Email.taken' } } }] },
        },
      ],
    });
    const actor = userEvent.setup();
    const email = screen.getByLabelText(text.email);
    await actor.clear(email);
    await actor.type(email, 'other@dergi.test');
    await actor.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(text.taken)).toBeInTheDocument();
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('other@dergi.test');
    expect(session.getUser()).toBeNull();
  });
});

describe('ProfileForm saving', () => {
  it('sends the trimmed name and email and makes the answer the session user', async () => {
    const saved = { ...user, name: 'Ayşe', email: 'ayse@dergi.test' };
    const { session } = renderApp(<ProfileForm user={user} />, {
      mocks: [{ request: { query: UpdateProfileDocument, variables: { input: { name: 'Ayşe', email: 'ayse@dergi.test' } } }, result: { data: { updateProfile: saved } } }],
    });
    const actor = userEvent.setup();
    await actor.clear(screen.getByLabelText('Ad'));
    await actor.type(screen.getByLabelText('Ad'), '  Ayşe ');
    await actor.clear(screen.getByLabelText('E-posta'));
    await actor.type(screen.getByLabelText('E-posta'), ' ayse@dergi.test');
    await actor.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Profil başarıyla güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(session.getUser()).toEqual(expect.objectContaining({ name: 'Ayşe', email: 'ayse@dergi.test' })));
  });
});
