import { firstMessages } from '../../test/expect.js';
import { ContactMessageInput } from '../contact/contact.inputs.js';
import { NewsletterInput } from '../newsletter/newsletter.inputs.js';
import { CompanySubscriptionInput, PersonalSubscriptionInput } from '../subscription/subscription.inputs.js';
import { isPhoneNumber } from './validation.js';

/* The reader's forms' rules as pure functions: the phone rule (spec §5), email, and the optional tax number. */

describe('isPhoneNumber', () => {
  it.each(['05325551234', '+90 532 555 12 34', '(0312) 555-12-34', '+1 (212) 555-0100', ' 0312 555 12 34 ', '1'])('accepts %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ['letters', '0532 ABC 12 34'],
    ['an extension word', '0312 555 12 34 dahili 5'],
    ['a slash', '0312/5551234'],
    ['dots', '0312.555.12.34'],
    ['a hash', '#5551234'],
    ['an empty string', ''],
    ['spaces only', '   '],
    ['signs without a digit', '+ ( ) -'],
    ['a newline inside', '0312\n555'],
    ['a number, not text', 5551234],
    ['null', null],
  ])('refuses %s', (_label, phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

const contact = (values: Partial<Record<keyof ContactMessageInput, unknown>>) =>
  Object.assign(new ContactMessageInput(), { name: 'Ayşe', email: 'ayse@dergi.test', phone: '0312 555 12 34', message: 'Merhaba', ...values });

describe('ContactMessageInput', () => {
  it('accepts a valid message', async () => {
    expect(await firstMessages(contact({}))).toEqual({});
  });

  it.each([
    ['', 'Contact.Phone.required'],
    [undefined, 'Contact.Phone.required'],
    ['0312 555 ABC', 'Contact.Phone.invalid'],
    ['()-+', 'Contact.Phone.invalid'],
    ['1'.repeat(31), 'Contact.Phone.max'],
    ['1'.repeat(30), undefined],
  ])('phone %j → %s', async (phone, key) => {
    expect(await firstMessages(contact({ phone }))).toEqual(key ? { phone: key } : {});
  });

  it('reports the other fields with their keys', async () => {
    expect(await firstMessages(contact({ name: ' ', email: 'x@', message: 'm'.repeat(5001) }))).toEqual({
      name: 'Contact.Name.required',
      email: 'Contact.Email.invalid',
      message: 'Contact.Message.max',
    });
  });
});

describe('the subscription inputs', () => {
  const base = { name: 'Mehmet', email: 'mehmet@dergi.test', phone: '+90 312 555 12 34', address: 'Ankara' };

  it('apply the phone rule with Subscription keys', async () => {
    expect(await firstMessages(Object.assign(new PersonalSubscriptionInput(), { ...base, phone: 'tel: 5551234' }))).toEqual({ phone: 'Subscription.Phone.invalid' });
  });

  it.each([
    [undefined, {}],
    [null, {}],
    ['', {}],
    ['1234567890', {}],
    ['1'.repeat(20), {}],
    ['1'.repeat(21), { taxNumber: 'Subscription.TaxNumber.max' }],
    ['12 34', { taxNumber: 'Subscription.TaxNumber.invalid' }],
    ['TR123', { taxNumber: 'Subscription.TaxNumber.invalid' }],
  ])('take an optional tax number of digits only, at most 20 (%j)', async (taxNumber, expected) => {
    expect(await firstMessages(Object.assign(new CompanySubscriptionInput(), { ...base, companyName: 'Örnek A.Ş.', taxNumber }))).toEqual(expected);
  });

  it('require the company name on a corporate request', async () => {
    expect(await firstMessages(Object.assign(new CompanySubscriptionInput(), { ...base, companyName: '' }))).toEqual({ companyName: 'Subscription.CompanyName.required' });
  });
});

describe('NewsletterInput', () => {
  it.each([
    ['okur@dergi.test', {}],
    ['', { email: 'Newsletter.Email.required' }],
    ['okur', { email: 'Newsletter.Email.invalid' }],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(22)}`, { email: 'Newsletter.Email.max' }],
  ])('%j', async (email, expected) => {
    expect(await firstMessages(Object.assign(new NewsletterInput(), { email }))).toEqual(expected);
  });
});
