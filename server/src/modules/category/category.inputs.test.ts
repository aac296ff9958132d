import { firstMessages } from '../../test/expect.js';
import { CreateCategoryInput, UpdateCategoryInput } from './category.inputs.js';

const create = (values: Partial<CreateCategoryInput>) => Object.assign(new CreateCategoryInput(), { name: 'Kültür', description: 'Kültür haberleri', ...values });
const update = (values: Partial<UpdateCategoryInput>) => Object.assign(new UpdateCategoryInput(), { id: 1, name: 'Kültür', description: 'Kültür haberleri', ...values });

describe('CreateCategoryInput', () => {
  it('accepts a valid category, including the exact limits', async () => {
    expect(await firstMessages(create({}))).toEqual({});
    expect(await firstMessages(create({ name: 'Ab', description: 'Cd' }))).toEqual({});
    expect(await firstMessages(create({ name: 'ş'.repeat(50), description: 'ğ'.repeat(150) }))).toEqual({});
  });

  it.each([
    ['empty', 'Category.Name.required', ''],
    ['spaces only', 'Category.Name.required', '    '],
    ['tabs and new lines', 'Category.Name.required', '\t\n '],
    ['missing', 'Category.Name.required', undefined],
    ['not text', 'Category.Name.required', 42],
    ['one letter', 'Category.Name.min', 'Ş'],
    ['one letter padded with spaces', 'Category.Name.min', '  Ş  '],
    ['51 letters', 'Category.Name.max', 'a'.repeat(51)],
  ])('reports a name that is %s as %s', async (_label, key, name) => {
    expect(await firstMessages(create({ name: name as string }))).toEqual({ name: key });
  });

  it('measures the name without surrounding spaces', async () => {
    expect(await firstMessages(create({ name: `  ${'a'.repeat(50)}  ` }))).toEqual({});
  });

  it.each([
    ['empty', 'Category.Description.required', ''],
    ['spaces only', 'Category.Description.required', '   '],
    ['missing', 'Category.Description.required', undefined],
    ['one letter', 'Category.Description.min', 'x'],
    ['151 letters', 'Category.Description.max', 'a'.repeat(151)],
  ])('reports a description that is %s as %s', async (_label, key, description) => {
    expect(await firstMessages(create({ description: description as string }))).toEqual({ description: key });
  });

  it('reports both fields at once', async () => {
    expect(await firstMessages(create({ name: '', description: 'a'.repeat(151) }))).toEqual({
      name: 'Category.Name.required',
      description: 'Category.Description.max',
    });
  });
});

describe('UpdateCategoryInput', () => {
  it('has the same name and description rules', async () => {
    expect(await firstMessages(update({}))).toEqual({});
    expect(await firstMessages(update({ name: ' ', description: 'a' }))).toEqual({
      name: 'Category.Name.required',
      description: 'Category.Description.min',
    });
    expect(await firstMessages(update({ name: 'a'.repeat(51) }))).toEqual({ name: 'Category.Name.max' });
  });

  it.each([0, -1, 1.5])('refuses the id %p', async (id) => {
    expect(await firstMessages(update({ id }))).toEqual({ id: 'Common.Id.invalid' });
  });
});
