import { createI18n } from './create-i18n';
import { translateValidationKey } from './validation-validation';

describe('translateValidationKey', () => {
  it('finds the texts that features declare, in both languages', () => {
    expect(translateValidationKey(createI18n('tr'), 'Tag.Name.min')).toBe('Etiket adı en az 2 karakter olmalıdır.');
    expect(translateValidationKey(createI18n('en'), 'Category.Name.taken')).toBe('A category with this name already exists.');
    expect(translateValidationKey(createI18n('en'), 'Auth.Email.invalid')).toBe('Enter a valid email address.');
  });

  it('answers an unknown key with the generic message', () => {
    expect(translateValidationKey(createI18n('tr'), 'Nope.Field.min')).toBe('Bu alanın değeri geçersiz.');
    expect(translateValidationKey(createI18n('tr'), undefined)).toBeUndefined();
  });
});
