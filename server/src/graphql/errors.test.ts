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

  it.each([
    ['Variable "$input" got invalid value "not-a-date" at "input.date"; Expected type "DateTimeISO". DateTime cannot represent an invalid date-time-string not-a-date.', { date: 'Event.Date.invalid' }],
    ['Variable "$input" got invalid value "" at "input.date"; Expected type "DateTimeISO". DateTime cannot represent an invalid date-time-string .', { date: 'Event.Date.required' }],
    ['Variable "$input" got invalid value null at "input.date"; Expected non-nullable type "DateTimeISO!" not to be null.', { date: 'Event.Date.required' }],
    ['Variable "$input" got invalid value { title: "x" }; Field "date" of required type "DateTimeISO!" was not provided.', { date: 'Event.Date.required' }],
  ])('in the area of its input type: %s', (message, fields) => {
    expect(fieldsFromCoercion(message, 'Event')).toEqual(fields);
  });

  it('gives nothing for a message it does not know', () => {
    expect(fieldsFromCoercion('Something else went wrong')).toBeUndefined();
  });
});
