import { firstMessages } from '../../test/expect.js';
import { CreateEventInput, EVENT_LOCATION, EVENT_TITLE, UpdateEventInput } from './event.inputs.js';

const DATE = new Date('2026-12-01T16:00:00.000Z');
const create = (values: Record<string, unknown>) =>
  Object.assign(new CreateEventInput(), { title: 'Kültür söyleşisi', date: DATE, location: 'Kızılay, Ankara', ...values });
const update = (values: Record<string, unknown>) => Object.assign(new UpdateEventInput(), { id: 1, ...values });

describe('CreateEventInput', () => {
  it('takes its limits from one constant per field (spec: 2-150)', () => {
    expect(EVENT_TITLE).toEqual({ min: 2, max: 150 });
    expect(EVENT_LOCATION).toEqual({ min: 2, max: 150 });
  });

  it('accepts a valid event, including the exact limits', async () => {
    expect(await firstMessages(create({}))).toEqual({});
    expect(await firstMessages(create({ title: 'Ab', location: 'Cd' }))).toEqual({});
    expect(await firstMessages(create({ title: 'ş'.repeat(150), location: 'ğ'.repeat(150) }))).toEqual({});
    expect(await firstMessages(create({ title: `  ${'a'.repeat(150)}  ` }))).toEqual({});
  });

  it.each([
    ['empty', 'Event.Title.required', ''],
    ['spaces only', 'Event.Title.required', '   '],
    ['missing', 'Event.Title.required', undefined],
    ['not text', 'Event.Title.required', 42],
    ['one letter', 'Event.Title.min', 'Ş'],
    ['one letter padded with spaces', 'Event.Title.min', '  Ş  '],
    ['151 letters', 'Event.Title.max', 'a'.repeat(151)],
  ])('reports a title that is %s as %s', async (_label, key, title) => {
    expect(await firstMessages(create({ title }))).toEqual({ title: key });
  });

  it.each([
    ['empty', 'Event.Location.required', ''],
    ['spaces only', 'Event.Location.required', ' \t '],
    ['missing', 'Event.Location.required', undefined],
    ['one letter', 'Event.Location.min', 'x'],
    ['151 letters', 'Event.Location.max', 'ü'.repeat(151)],
  ])('reports a location that is %s as %s', async (_label, key, location) => {
    expect(await firstMessages(create({ location }))).toEqual({ location: key });
  });

  it.each([
    ['missing', 'Event.Date.required', undefined],
    ['null', 'Event.Date.required', null],
    ['an invalid Date', 'Event.Date.invalid', new Date('not-a-date')],
    ['text', 'Event.Date.invalid', '2026-12-01T16:00:00.000Z'],
  ])('reports a date that is %s as %s', async (_label, key, date) => {
    expect(await firstMessages(create({ date }))).toEqual({ date: key });
  });

  it('reports every field at once', async () => {
    expect(await firstMessages(create({ title: '', date: undefined, location: 'a'.repeat(151) }))).toEqual({
      title: 'Event.Title.required',
      date: 'Event.Date.required',
      location: 'Event.Location.max',
    });
  });
});

describe('UpdateEventInput', () => {
  it('lets every field out (or null): it keeps its value', async () => {
    expect(await firstMessages(update({}))).toEqual({});
    expect(await firstMessages(update({ title: null, date: null, location: null }))).toEqual({});
  });

  it('holds the fields it sends to the same rules', async () => {
    expect(await firstMessages(update({ title: ' ', date: new Date('x'), location: 'a' }))).toEqual({
      title: 'Event.Title.required',
      date: 'Event.Date.invalid',
      location: 'Event.Location.min',
    });
    expect(await firstMessages(update({ title: 'a'.repeat(151) }))).toEqual({ title: 'Event.Title.max' });
  });

  it.each([0, -1, 1.5])('refuses the id %p', async (id) => {
    expect(await firstMessages(update({ id }))).toEqual({ id: 'Common.Id.invalid' });
  });
});
