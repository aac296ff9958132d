import { fieldsFromCoercion } from './errors.js';

describe('fieldsFromCoercion', () => {
  it.each([
    ['Variable "$input" got invalid value "xx" at "input.language"; Value "xx" does not exist in "Language" enum.', { language: 'Input.Language.invalid' }],
    ['Variable "$input" got invalid value { description: "x" }; Field "name" of required type "String!" was not provided.', { name: 'Input.Name.required' }],
    ['Variable "$input" got invalid value 5 at "input.name"; String cannot represent a non string value: 5', { name: 'Input.Name.invalid' }],
    ['Variable "$page" got invalid value "abc"; Int cannot represent non-integer value: "abc"', { page: 'Input.Page.invalid' }],
    ['Variable "$input" got invalid value "x" at "input.tagIds[1]"; Int cannot represent non-integer value: "x"', { tagIds: 'Input.TagIds.invalid' }],
  ])('%s', (message, fields) => {
    expect(fieldsFromCoercion(message)).toEqual(fields);
  });

  it('gives nothing for a message it does not know', () => {
    expect(fieldsFromCoercion('Something else went wrong')).toBeUndefined();
  });
});
