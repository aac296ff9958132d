import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeLanguageDocument } from '../../gql/graphql';
import { Component as ProfileScreen } from './profile';
import { renderApp, type RenderAppOptions } from '../../test/render-app';

const user = { __typename: 'User' as const, id: 1, name: 'Editör', email: 'editor@dergi.test', language: 'tr' as const, avatarUrl: null };

/** The profile screen of a signed-in user (the admin guard has put them in the session). */
function renderProfile(mocks: RenderAppOptions['mocks']) {
  const rendered = renderApp(<ProfileScreen />, { path: '/yonetim/profil', mocks });
  act(() => rendered.session.setUser(user));
  return rendered;
}

describe('the interface language on the profile screen', () => {
  it('calls changeLanguage with the chosen language and makes the answer the session user', async () => {
    const sent = jest.fn((variables: unknown) => Boolean(variables));
    const { session } = renderProfile([
      { request: { query: ChangeLanguageDocument, variables: (variables) => sent(variables) }, result: { data: { changeLanguage: { ...user, language: 'en' } } } },
    ]);
    const turkish = await screen.findByRole('radio', { name: 'Türkçe' });
    const english = screen.getByRole('radio', { name: 'English' });
    expect(turkish).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Arayüz dili' })).toBeInTheDocument();

    await userEvent.setup().click(english);
    await waitFor(() => expect(session.getUser()?.language).toBe('en'));
    expect(sent).toHaveBeenCalledWith({ input: { language: 'en' } });
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
  });

  it('keeps the language and says so when the change is refused', async () => {
    const { session } = renderProfile([
      { request: { query: ChangeLanguageDocument, variables: { input: { language: 'en' } } }, result: { errors: [{ message: 'Server error', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }] } },
    ]);
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Dil değiştirilemedi. Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(session.getUser()?.language).toBe('tr');
    expect(screen.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
  });

  it('shows the four sections of the screen with the session user in them', async () => {
    renderProfile([]);
    expect(await screen.findByRole('form', { name: 'Profil bilgileri formu' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Şifre değiştirme formu' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profil görseli formu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ad')).toHaveValue('Editör');
    expect(screen.getByRole('heading', { name: 'Arayüz dili' })).toBeInTheDocument();
  });
});
