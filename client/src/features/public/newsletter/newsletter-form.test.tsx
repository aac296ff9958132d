import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { SubscribeToNewsletterDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { NewsletterForm } from './newsletter-form';

function subscribeMock(email: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: SubscribeToNewsletterDocument, variables: { input: { email } } }, result };
}

const errorResult = (extensions: Record<string, unknown>) => ({ errors: [{ message: 'failed', extensions }] });

async function submit(email: string, labels = { email: 'E-posta adresiniz', submit: 'Abone ol' }) {
  const actor = userEvent.setup();
  const field = screen.getByLabelText(labels.email);
  if (email) await actor.type(field, email);
  await actor.click(screen.getByRole('button', { name: labels.submit }));
  return { actor, field };
}

/** The inline result under the form (the toast repeats it elsewhere on the page). */
const inline = async (text: string) => within(await screen.findByRole('form')).findByText(text);

describe('NewsletterForm', () => {
  it('subscribes the trimmed address, says so under the form and in a toast, and empties the field', async () => {
    const answer = jest.fn(() => ({ data: { subscribeToNewsletter: true } }));
    renderApp(<NewsletterForm />, { mocks: [subscribeMock('okur@example.com', answer)] });
    const { field } = await submit('  okur@example.com ');

    expect(await inline('Bültenimize başarıyla abone oldunuz.')).toBeInTheDocument();
    // The same message as a toast (outside the form).
    await waitFor(() => expect(screen.getAllByText('Bültenimize başarıyla abone oldunuz.')).toHaveLength(2));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('');
  });

  it('says the address is already subscribed on 409, in both languages', async () => {
    const taken = errorResult({ code: 'CONFLICT', status: 409, fields: { email: 'Newsletter.Email.taken' } });
    const { unmount } = renderApp(<NewsletterForm />, { mocks: [subscribeMock('okur@example.com', taken)] });
    const { field } = await submit('okur@example.com');
    expect(await inline('Bu e-posta adresi bültenimize zaten kayıtlı.')).toBeInTheDocument();
    expect(field).toHaveValue('okur@example.com');
    unmount();

    renderApp(<NewsletterForm />, { lang: 'en', mocks: [subscribeMock('reader@example.com', taken)] });
    await submit('reader@example.com', { email: 'Your email address', submit: 'Subscribe' });
    expect(await inline('This email address is already subscribed to the newsletter.')).toBeInTheDocument();
  });

  it('asks to wait on 429, with the minutes from the server', async () => {
    const limited = errorResult({ code: 'RATE_LIMITED', status: 429, retryAfter: 170 });
    const { unmount } = renderApp(<NewsletterForm />, { mocks: [subscribeMock('okur@example.com', limited)] });
    await submit('okur@example.com');
    expect(await inline('Çok fazla istek gönderildi. Lütfen 3 dakika sonra tekrar deneyin.')).toBeInTheDocument();
    unmount();

    renderApp(<NewsletterForm />, { lang: 'en', mocks: [subscribeMock('reader@example.com', errorResult({ code: 'RATE_LIMITED', status: 429, retryAfter: 30 }))] });
    await submit('reader@example.com', { email: 'Your email address', submit: 'Subscribe' });
    expect(await inline('Too many requests. Please try again in 1 minute.')).toBeInTheDocument();
  });

  it('reports any other failure as an error', async () => {
    renderApp(<NewsletterForm />, { mocks: [subscribeMock('okur@example.com', errorResult({ code: 'INTERNAL_SERVER_ERROR', status: 500 }))] });
    await submit('okur@example.com');
    expect(await inline('Bülten aboneliğiniz kaydedilemedi. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
  });

  it('shows the server field key of a refused address under the field', async () => {
    renderApp(<NewsletterForm />, {
      mocks: [subscribeMock('okur@example.com', errorResult({ code: 'BAD_USER_INPUT', status: 400, fields: { email: 'Newsletter.Email.invalid' } }))],
    });
    await submit('okur@example.com');
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
  });

  it('validates before sending: required, valid, at most 150 characters (Turkish and English)', async () => {
    const answer = jest.fn(() => ({ data: { subscribeToNewsletter: true } }));
    const { unmount } = renderApp(<NewsletterForm />, { mocks: [subscribeMock('x@example.com', answer)] });
    const { actor, field } = await submit('');
    expect(await screen.findByText('E-posta adresi zorunludur.')).toBeInTheDocument();

    await actor.type(field, 'okur@');
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();

    await actor.clear(field);
    await actor.click(field);
    await actor.paste(`${'a'.repeat(140)}@example.com`);
    expect(await screen.findByText('E-posta adresi en fazla 150 karakter olabilir.')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
    unmount();

    renderApp(<NewsletterForm />, { lang: 'en' });
    await submit('', { email: 'Your email address', submit: 'Subscribe' });
    expect(await screen.findByText('The email address is required.')).toBeInTheDocument();
  });
});
