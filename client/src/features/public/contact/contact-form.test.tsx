import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { SendContactMessageDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { ContactForm } from './contact-form';

const input = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 (312) 555-12-12', message: 'Yeni sayı ne zaman çıkacak?' };

function sendMock(result: MockLink.MockedResponse['result'], variables = input): MockLink.MockedResponse {
  return { request: { query: SendContactMessageDocument, variables: { input: variables } }, result };
}

const failed = (extensions: Record<string, unknown>) => ({ errors: [{ message: 'failed', extensions }] });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const LABELS = { name: /^Ad soyad/, email: /^E-posta/, phone: /^Telefon/, message: /^Mesajınız/ };

/** Types into each field by pasting: a keystroke per character outlasts the timeout on a busy machine. */
async function fill(values: typeof input = input) {
  const actor = userEvent.setup();
  for (const name of ['name', 'email', 'phone', 'message'] as const) {
    await actor.click(field(LABELS[name]));
    await actor.paste(values[name]);
  }
  return actor;
}

const submit = (actor: ReturnType<typeof userEvent.setup>) => actor.click(screen.getByRole('button', { name: 'Mesajı gönder' }));

describe('ContactForm', () => {
  it('shows the Contact.* messages of every empty field and of a bad email and phone, and sends nothing', async () => {
    const answer = jest.fn(() => ({ data: { sendContactMessage: true } }));
    renderApp(<ContactForm />, { mocks: [sendMock(answer)] });
    const actor = userEvent.setup();
    await submit(actor);
    expect(await screen.findByText('Adınızı ve soyadınızı yazın.')).toBeInTheDocument();
    expect(screen.getByText('E-posta adresi zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Telefon numarası zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Mesajınızı yazın.')).toBeInTheDocument();

    await actor.type(field(LABELS.email), 'ayse@');
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    await actor.type(field(LABELS.phone), '0312 abc');
    expect(await screen.findByText('Telefon numarası yalnızca rakam, boşluk, +, -, ( ve ) içerebilir.')).toBeInTheDocument();
    expect(field(LABELS.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(answer).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field and announces how many fields are wrong, on each failed submit', async () => {
    renderApp(<ContactForm />);
    const actor = userEvent.setup();
    const announcement = () => document.querySelector('[data-form-errors]');
    await submit(actor);
    await waitFor(() => expect(field(LABELS.name)).toHaveFocus());
    expect(announcement()).toHaveTextContent('4 alan hatalı. İlk hatalı alana geçildi.');
    expect(announcement()).toHaveAttribute('aria-live', 'assertive');

    await actor.paste(input.name);
    await submit(actor);
    await waitFor(() => expect(field(LABELS.email)).toHaveFocus());
    expect(announcement()).toHaveTextContent('3 alan hatalı. İlk hatalı alana geçildi.');
  });

  it('after sending, focus is on the announced outcome, not on <body>', async () => {
    renderApp(<ContactForm />, { mocks: [sendMock({ data: { sendContactMessage: true } })] });
    const actor = await fill();
    await submit(actor);
    const note = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toContainElement(note));
  });

  it('shows the messages in English', async () => {
    renderApp(<ContactForm />, { lang: 'en' });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('The phone number is required.')).toBeInTheDocument();
    await actor.type(screen.getByRole('textbox', { name: /^Phone/ }), '12#4');
    expect(await screen.findByText('The phone number may contain only digits, spaces, +, -, ( and ).')).toBeInTheDocument();
  });

  it('sends the trimmed values, says the message was sent and empties the form', async () => {
    const answer = jest.fn(() => ({ data: { sendContactMessage: true } }));
    renderApp(<ContactForm />, { mocks: [sendMock(answer)] });
    const actor = await fill({ ...input, name: `  ${input.name} ` });
    await submit(actor);

    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Mesajınız başarıyla gönderildi.');
    expect(answer).toHaveBeenCalledTimes(1);
    // The toast says it too.
    expect(screen.getAllByText('Mesajınız başarıyla gönderildi.').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(field(LABELS.name)).toHaveValue(''));
    expect(field(LABELS.email)).toHaveValue('');
    expect(field(LABELS.phone)).toHaveValue('');
    expect(field(LABELS.message)).toHaveValue('');
  });

  it('says too many requests on 429 and keeps everything typed', async () => {
    renderApp(<ContactForm />, { mocks: [sendMock(failed({ code: 'RATE_LIMITED', status: 429, retryAfter: 300 }))] });
    const actor = await fill();
    await submit(actor);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Çok fazla istek gönderdiniz. Lütfen birkaç dakika bekleyip tekrar deneyin.');
    expect(field(LABELS.name)).toHaveValue(input.name);
    expect(field(LABELS.message)).toHaveValue(input.message);
  });

  it("shows the server's field key on its own field and keeps the values", async () => {
    renderApp(<ContactForm />, {
      mocks: [sendMock(failed({ code: 'BAD_USER_INPUT', status: 400, fields: { email: 'Contact.Email.invalid' } }))],
    });
    const actor = await fill();
    await submit(actor);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mesajınız gönderilemedi.');
    const email = field(LABELS.email);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const emailBox = email.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(emailBox).getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(field(LABELS.name)).not.toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(input.email);
  });

  it('says the message could not be sent on a server error', async () => {
    renderApp(<ContactForm />, { mocks: [sendMock(failed({ code: 'INTERNAL_SERVER_ERROR', status: 500 }))] });
    const actor = await fill();
    await submit(actor);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Mesajınız gönderilemedi\.$/);
    expect(field(LABELS.phone)).toHaveValue(input.phone);
  });
});
