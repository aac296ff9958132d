import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { PasswordForm } from './password-form';

const user = { __typename: 'User' as const, id: 1, name: 'Editör', email: 'editor@dergi.test', language: 'tr' as const, avatarUrl: null };

const TEXTS = {
  tr: {
    old: 'Mevcut şifre',
    next: 'Yeni şifre',
    confirm: 'Yeni şifre (tekrar)',
    submit: 'Şifreyi değiştir',
    oldRequired: 'Mevcut şifre zorunludur.',
    min: 'Yeni şifre en az 8 karakter olmalıdır.',
    max: 'Yeni şifre en fazla 25 karakter olabilir.',
    mismatch: 'Şifreler eşleşmiyor.',
    incorrect: 'Mevcut şifre yanlış.',
    failed: 'Şifre değiştirilemedi.',
    changed: 'Şifre başarıyla değiştirildi.',
    otherSessions: /başka tarayıcı ve cihazlardaki oturumlarınız kapatılır/,
  },
  en: {
    old: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    oldRequired: 'The current password is required.',
    min: 'The new password must be at least 8 characters.',
    max: 'The new password can be at most 25 characters.',
    mismatch: 'The passwords do not match.',
    incorrect: 'The current password is incorrect.',
    failed: 'The password could not be changed.',
    changed: 'Password changed successfully.',
    otherSessions: /sign-ins in other browsers and devices are ended/,
  },
};

describe.each(Object.entries(TEXTS))('PasswordForm in %s', (key, text) => {
  const lang = key as 'tr' | 'en';

  it('says that other sign-ins end, and checks the lengths and the confirmation (mismatch key) before sending', async () => {
    const sent = jest.fn(() => true);
    renderApp(<PasswordForm />, { lang, mocks: [{ request: { query: ChangePasswordDocument, variables: sent }, result: { data: { changePassword: user } } }] });
    expect(screen.getByText(text.otherSessions)).toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(text.next), 'kisa');
    await actor.type(screen.getByLabelText(text.confirm), 'kisa');
    await actor.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.oldRequired)).toBeInTheDocument();
    expect(screen.getByText(text.min)).toBeInTheDocument();

    await actor.type(screen.getByLabelText(text.next), 'x'.repeat(30));
    expect(await screen.findByText(text.max)).toBeInTheDocument();

    await actor.clear(screen.getByLabelText(text.next));
    await actor.type(screen.getByLabelText(text.old), 'Eski-Sifre-1');
    await actor.type(screen.getByLabelText(text.next), 'Yeni-Sifre-2');
    await actor.clear(screen.getByLabelText(text.confirm));
    await actor.type(screen.getByLabelText(text.confirm), 'Yeni-Sifre-3');
    await actor.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText(text.confirm)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a wrong current password (422) on its field', async () => {
    renderApp(<PasswordForm />, {
      lang,
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: { input: { oldPassword: 'Yanlis-Sifre-1', newPassword: 'Yeni-Sifre-2', passwordConfirm: 'Yeni-Sifre-2' } } },
          result: { errors: [{ message: 'The current password is incorrect.', extensions: { code: 'INVALID_CREDENTIALS', status: 422, fields: { oldPassword: 'Profile.OldPassword.incorrect' } } }] },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(text.old), 'Yanlis-Sifre-1');
    await actor.type(screen.getByLabelText(text.next), 'Yeni-Sifre-2');
    await actor.type(screen.getByLabelText(text.confirm), 'Yeni-Sifre-2');
    await actor.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.incorrect)).toBeInTheDocument();
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(screen.getByLabelText(text.old)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('PasswordForm saving', () => {
  it('sends the three fields, toasts and empties the form', async () => {
    const { session } = renderApp(<PasswordForm />, {
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: { input: { oldPassword: 'Eski-Sifre-1', newPassword: 'Yeni-Sifre-2', passwordConfirm: 'Yeni-Sifre-2' } } },
          result: { data: { changePassword: user } },
        },
      ],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Mevcut şifre'), 'Eski-Sifre-1');
    await actor.type(screen.getByLabelText('Yeni şifre'), 'Yeni-Sifre-2');
    await actor.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni-Sifre-2');
    await actor.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await screen.findByText('Şifre başarıyla değiştirildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Mevcut şifre')).toHaveValue(''));
    expect(screen.getByLabelText('Yeni şifre')).toHaveValue('');
    expect(session.getUser()).toEqual(expect.objectContaining({ id: 1 }));
  });
});
