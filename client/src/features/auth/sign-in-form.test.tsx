import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { SignInDocument } from '../../gql/graphql';
import { renderApp } from '../../test/render-app';
import { SignInForm } from './sign-in-form';

const user = { __typename: 'User' as const, id: 7, name: 'Ayşe Yılmaz', email: 'ayse@example.com', language: 'tr' as const, avatarUrl: null };

function signInMock(input: { email: string; password: string; rememberMe: boolean }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: SignInDocument, variables: { input } }, result };
}

function errorResult(extensions: Record<string, unknown>) {
  return { errors: [{ message: 'failed', extensions }] };
}

async function fillAndSubmit(labels: { email: string; password: string; submit: string }, email: string, password: string) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText(labels.email), email);
  await actor.type(screen.getByLabelText(labels.password), password);
  await actor.click(screen.getByRole('button', { name: labels.submit }));
  return actor;
}

const TR = { email: 'E-posta', password: 'Şifre', submit: 'Giriş yap' };
const EN = { email: 'Email', password: 'Password', submit: 'Sign in' };

describe('SignInForm', () => {
  it('shows the validation messages in Turkish', async () => {
    renderApp(<SignInForm onSignedIn={() => undefined} />);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: TR.submit }));
    expect(await screen.findByText('E-posta adresi zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Şifre zorunludur.')).toBeInTheDocument();

    await actor.type(screen.getByLabelText(TR.email), 'ayse@');
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();

    await actor.clear(screen.getByLabelText(TR.email));
    // One paste instead of 152 keystrokes: typing that long outlasts the test timeout on a busy machine.
    await actor.paste(`${'a'.repeat(140)}@example.com`);
    expect(await screen.findByText('E-posta adresi en fazla 150 karakter olabilir.')).toBeInTheDocument();
  });

  it('shows the validation messages in English', async () => {
    renderApp(<SignInForm onSignedIn={() => undefined} />, { lang: 'en' });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: EN.submit }));
    expect(await screen.findByText('The email address is required.')).toBeInTheDocument();
    expect(screen.getByText('The password is required.')).toBeInTheDocument();
    await actor.type(screen.getByLabelText(EN.email), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('submits the entered credentials and starts the session', async () => {
    const answer = jest.fn(() => ({ data: { signIn: { __typename: 'SignInResult' as const, accessToken: 'access-1', user } } }));
    const onSignedIn = jest.fn();
    const { session } = renderApp(<SignInForm onSignedIn={onSignedIn} />, {
      mocks: [signInMock({ email: 'ayse@example.com', password: 'secret-pass', rememberMe: true }, answer)],
    });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(TR.email), '  ayse@example.com ');
    await actor.type(screen.getByLabelText(TR.password), 'secret-pass');
    await actor.click(screen.getByRole('checkbox', { name: 'Beni hatırla' }));
    await actor.click(screen.getByRole('button', { name: TR.submit }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 7, email: 'ayse@example.com' })));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBe('access-1');
    expect(session.getUser()?.name).toBe('Ayşe Yılmaz');
  });

  it('says the email or password is wrong on 422', async () => {
    const onSignedIn = jest.fn();
    renderApp(<SignInForm onSignedIn={onSignedIn} />, {
      mocks: [signInMock({ email: 'ayse@example.com', password: 'wrong-pass', rememberMe: false }, errorResult({ code: 'INVALID_CREDENTIALS', status: 422 }))],
    });
    await fillAndSubmit(TR, 'ayse@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta adresi veya şifre hatalı.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('tells how many minutes to wait on 429, in both languages', async () => {
    const limited = errorResult({ code: 'RATE_LIMITED', status: 429, retryAfter: 290 });
    const { unmount } = renderApp(<SignInForm onSignedIn={() => undefined} />, {
      mocks: [signInMock({ email: 'ayse@example.com', password: 'secret-pass', rememberMe: false }, limited)],
    });
    await fillAndSubmit(TR, 'ayse@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla giriş denemesi yapıldı. Lütfen 5 dakika sonra tekrar deneyin.');
    unmount();

    renderApp(<SignInForm onSignedIn={() => undefined} />, {
      lang: 'en',
      mocks: [signInMock({ email: 'ayse@example.com', password: 'secret-pass', rememberMe: false }, errorResult({ code: 'RATE_LIMITED', status: 429, retryAfter: 60 }))],
    });
    await fillAndSubmit(EN, 'ayse@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 1 minute.');
  });
});
