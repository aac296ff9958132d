import { firstMessages } from '../test/expect.js';
import { Language } from '../modules/user/user.entity.js';
import { ChangeLanguageInput } from '../modules/profile/profile.inputs.js';
import { EMAIL_MAX, ForgotPasswordInput, PASSWORD_MAX, PASSWORD_MIN, ResetPasswordInput, SignInInput } from './auth.inputs.js';

/** A valid email of exactly `length` characters (local part ≤ 64, domain labels ≤ 63). */
function emailOfLength(length: number): string {
  const local = 'a'.repeat(64);
  let domain = '';
  while (local.length + 1 + domain.length + 4 < length) domain += domain.length % 50 === 49 ? '.' : 'b';
  const email = `${local}@${domain.replace(/\.$/, 'b')}.com`;
  return email.length === length ? email : email.slice(0, 65) + 'c' + email.slice(65);
}

const signIn = (values: Partial<SignInInput>) =>
  Object.assign(new SignInInput(), { email: 'editor@dergi.test', password: 'x', rememberMe: false, ...values });
const forgot = (values: Partial<ForgotPasswordInput>) => Object.assign(new ForgotPasswordInput(), { email: 'editor@dergi.test', ...values });
const reset = (values: Partial<ResetPasswordInput>) =>
  Object.assign(new ResetPasswordInput(), { token: 'tok', password: 'Yeni-Sifre-1', passwordConfirm: 'Yeni-Sifre-1', ...values });

describe('the limits of spec §9', () => {
  it('are email ≤ 150 and password 8-25', () => {
    expect([EMAIL_MAX, PASSWORD_MIN, PASSWORD_MAX]).toEqual([150, 8, 25]);
  });

  it('test helper builds valid emails of an exact length', () => {
    expect(emailOfLength(150)).toHaveLength(150);
    expect(emailOfLength(151)).toHaveLength(151);
  });
});

describe.each([
  ['SignInInput', signIn],
  ['ForgotPasswordInput', forgot],
])('%s email', (_name, build) => {
  it('accepts a valid email, up to 150 characters', async () => {
    expect(await firstMessages(build({}))).toEqual({});
    expect(await firstMessages(build({ email: emailOfLength(150) }))).toEqual({});
  });

  it.each([
    ['empty', 'Auth.Email.required', ''],
    ['missing', 'Auth.Email.required', undefined],
    ['not an email', 'Auth.Email.invalid', 'editor'],
    ['without a domain', 'Auth.Email.invalid', 'editor@'],
    ['with a space', 'Auth.Email.invalid', 'edi tor@dergi.test'],
    ['151 characters', 'Auth.Email.max', emailOfLength(151)],
  ])('reports an email that is %s as %s', async (_label, key, email) => {
    expect(await firstMessages(build({ email: email as string }))).toEqual({ email: key });
  });
});

describe('SignInInput', () => {
  it('requires a password (any length: the stored hash decides)', async () => {
    expect(await firstMessages(signIn({ password: '' }))).toEqual({ password: 'Auth.Password.required' });
    expect(await firstMessages(signIn({ password: undefined }))).toEqual({ password: 'Auth.Password.required' });
    expect(await firstMessages(signIn({ password: 'x'.repeat(200) }))).toEqual({});
  });

  it('takes rememberMe as a boolean', async () => {
    expect(await firstMessages(signIn({ rememberMe: true }))).toEqual({});
    expect(await firstMessages(signIn({ rememberMe: 'yes' as unknown as boolean }))).toEqual({ rememberMe: 'Auth.RememberMe.invalid' });
  });

  it('reports every field at once', async () => {
    expect(await firstMessages(signIn({ email: '', password: '' }))).toEqual({
      email: 'Auth.Email.required',
      password: 'Auth.Password.required',
    });
  });
});

describe('ResetPasswordInput', () => {
  it('accepts 8 to 25 characters with a matching confirmation', async () => {
    expect(await firstMessages(reset({}))).toEqual({});
    for (const password of ['x'.repeat(8), 'x'.repeat(25)]) {
      expect(await firstMessages(reset({ password, passwordConfirm: password }))).toEqual({});
    }
  });

  it.each([
    ['empty', 'Auth.Password.required', ''],
    ['7 characters', 'Auth.Password.min', 'x'.repeat(7)],
    ['26 characters', 'Auth.Password.max', 'x'.repeat(26)],
  ])('reports a password that is %s as %s', async (_label, key, password) => {
    expect((await firstMessages(reset({ password, passwordConfirm: password }))).password).toBe(key);
  });

  it('reports a confirmation that differs on the confirmation, as PasswordConfirm.match', async () => {
    expect(await firstMessages(reset({ passwordConfirm: 'Baska-Sifre-1' }))).toEqual({ passwordConfirm: 'Auth.PasswordConfirm.match' });
    expect(await firstMessages(reset({ passwordConfirm: 'yeni-sifre-1' }))).toEqual({ passwordConfirm: 'Auth.PasswordConfirm.match' });
  });

  it('reports a missing confirmation as required, not as a mismatch', async () => {
    expect(await firstMessages(reset({ passwordConfirm: '' }))).toEqual({ passwordConfirm: 'Auth.PasswordConfirm.required' });
  });

  it('requires the token', async () => {
    expect(await firstMessages(reset({ token: '' }))).toEqual({ token: 'Auth.Token.required' });
  });

  it('reports a short password and a mismatch together', async () => {
    expect(await firstMessages(reset({ password: 'kisa', passwordConfirm: 'baska' }))).toEqual({
      password: 'Auth.Password.min',
      passwordConfirm: 'Auth.PasswordConfirm.match',
    });
  });
});

describe('ChangeLanguageInput', () => {
  it('is limited to tr and en by its GraphQL enum', () => {
    expect(Object.values(Language)).toEqual(['tr', 'en']);
    expect(Object.assign(new ChangeLanguageInput(), { language: Language.en }).language).toBe('en');
  });
});
