import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { RequestCompanySubscriptionDocument, RequestPersonalSubscriptionDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { CompanySubscriptionForm, PersonalSubscriptionForm } from './subscription-forms';
import type { SubscriptionOffer } from './subscription-offer';

const offer: SubscriptionOffer = {
  __typename: 'SubscriptionOffer',
  personalPrice: 1500,
  corporatePrice: 2000,
  currency: 'TRY',
  months: 12,
  freeShipping: true,
  iban: 'TR330006100519786457841326',
  accountHolder: 'Dergi Ankara Yayıncılık A.Ş.',
  bankName: 'Ziraat Bankası',
};

const company = {
  name: 'Mehmet Demir',
  companyName: 'Çankaya Kütüphanesi',
  email: 'kutuphane@example.com',
  phone: '0312 444 00 00',
  address: 'Atatürk Bulvarı No: 1, Çankaya / Ankara',
};

const LABELS = {
  name: /^Yetkili kişinin adı soyadı/,
  companyName: /^Kurum adı/,
  email: /^E-posta/,
  phone: /^Telefon/,
  address: /^Teslimat adresi/,
  taxNumber: /^Vergi numarası/,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(values: Partial<Record<keyof typeof LABELS, string>>) {
  const actor = userEvent.setup();
  for (const [name, value] of Object.entries(values) as [keyof typeof LABELS, string][]) {
    await actor.click(field(LABELS[name]));
    await actor.paste(value);
  }
  return actor;
}

const submit = (actor: ReturnType<typeof userEvent.setup>) => actor.click(screen.getByRole('button', { name: 'Abonelik talebini gönder' }));

function companyMock(input: Record<string, unknown>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: RequestCompanySubscriptionDocument, variables: { input } }, result };
}

describe('CompanySubscriptionForm', () => {
  it('sends a request without a tax number (null) and explains the payment step', async () => {
    const answer = jest.fn(() => ({ data: { requestCompanySubscription: true } }));
    renderApp(<CompanySubscriptionForm offer={offer} />, { mocks: [companyMock({ ...company, taxNumber: null }, answer)] });
    const actor = await fill(company);
    await submit(actor);

    const note = await screen.findByRole('status');
    expect(answer).toHaveBeenCalledTimes(1);
    expect(note).toHaveTextContent('Abonelik talebiniz alındı.');
    expect(note).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(note).toHaveTextContent('Dergi Ankara Yayıncılık A.Ş.');
    expect(note).toHaveTextContent(/2\.000,00/);
    expect(note).toHaveTextContent('ödemeniz bize ulaştığında başlar');
    await waitFor(() => expect(field(LABELS.companyName)).toHaveValue(''));
  });

  it('sends the tax number when one is given', async () => {
    const answer = jest.fn(() => ({ data: { requestCompanySubscription: true } }));
    renderApp(<CompanySubscriptionForm offer={offer} />, { mocks: [companyMock({ ...company, taxNumber: '1234567890' }, answer)] });
    const actor = await fill({ ...company, taxNumber: ' 1234567890 ' });
    await submit(actor);
    await screen.findByRole('status');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('rejects a phone with letters and a tax number that is not digits, sending nothing', async () => {
    const answer = jest.fn(() => ({ data: { requestCompanySubscription: true } }));
    renderApp(<CompanySubscriptionForm offer={offer} />, { mocks: [companyMock({ ...company, phone: '0312 ABC', taxNumber: null }, answer)] });
    const actor = await fill({ ...company, phone: '0312 ABC', taxNumber: '12-34' });
    await submit(actor);

    const phone = field(LABELS.phone);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(within(phone.closest('.MuiFormControl-root') as HTMLElement).getByText('Telefon numarası yalnızca rakam, boşluk, +, -, ( ve ) içerebilir.')).toBeInTheDocument();
    expect(screen.getByText('Vergi numarası yalnızca rakamlardan oluşmalıdır.')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
    expect(phone).toHaveValue('0312 ABC');
  });

  it('requires the company name, in English too', async () => {
    renderApp(<CompanySubscriptionForm offer={offer} />, { lang: 'en' });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Send subscription request' }));
    expect(await screen.findByText('The organisation name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter the address the issues should be shipped to.')).toBeInTheDocument();
    expect(screen.queryByText('The tax number must contain digits only.')).not.toBeInTheDocument();
  });

  it("says too many requests on 429 and shows a server key on its field", async () => {
    const { unmount } = renderApp(<CompanySubscriptionForm offer={offer} />, {
      mocks: [companyMock({ ...company, taxNumber: null }, { errors: [{ message: 'limited', extensions: { code: 'RATE_LIMITED', status: 429 } }] })],
    });
    let actor = await fill(company);
    await submit(actor);
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla istek gönderdiniz. Lütfen birkaç dakika bekleyip tekrar deneyin.');
    expect(field(LABELS.address)).toHaveValue(company.address);
    unmount();

    renderApp(<CompanySubscriptionForm offer={offer} />, {
      mocks: [
        companyMock(
          { ...company, taxNumber: null },
          { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { companyName: 'Subscription.CompanyName.max' } } }] },
        ),
      ],
    });
    actor = await fill(company);
    await submit(actor);
    expect(await screen.findByRole('alert')).toHaveTextContent('Abonelik talebiniz gönderilemedi.');
    expect(await screen.findByText('Kurum adı en fazla 150 karakter olabilir.')).toBeInTheDocument();
  });
});

describe('PersonalSubscriptionForm', () => {
  it('sends name, email, phone and address', async () => {
    const input = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00', address: 'Kızılay, Ankara' };
    const answer = jest.fn(() => ({ data: { requestPersonalSubscription: true } }));
    renderApp(<PersonalSubscriptionForm offer={offer} />, {
      mocks: [{ request: { query: RequestPersonalSubscriptionDocument, variables: { input } }, result: answer }],
    });
    const actor = userEvent.setup();
    for (const [label, value] of [[/^Ad soyad/, input.name], [/^E-posta/, input.email], [/^Telefon/, input.phone], [/^Teslimat adresi/, input.address]] as const) {
      await actor.click(field(label));
      await actor.paste(value);
    }
    await submit(actor);
    expect(await screen.findByRole('status')).toHaveTextContent(/1\.500,00/);
    expect(answer).toHaveBeenCalledTimes(1);
  });
});
