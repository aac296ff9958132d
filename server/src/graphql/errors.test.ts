import { jest } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { fieldsFromCoercion, formatError } from './errors.js';

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

describe('formatError', () => {
  it('answers graphql-js’s own refusal of a whole request (no field, no cause) as 400, unlogged', () => {
    const log = jest.fn();
    const refused = new GraphQLError('Schema is not configured to execute subscription operation.');
    const formatted = formatError({ message: refused.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, refused, log);
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400 });
    expect(log).not.toHaveBeenCalled();
  });

  it('still answers an unexpected error of a field as a logged 500', () => {
    const log = jest.fn();
    const failed = new GraphQLError('boom', { path: ['publicAllCategories'], originalError: new Error('boom') });
    const formatted = formatError({ message: 'boom', path: ['publicAllCategories'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }, failed, log);
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
