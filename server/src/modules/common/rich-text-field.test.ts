import { firstMessages } from '../../test/expect.js';
import { paragraph } from './rich-text.js';
import { parseRichTextInput, renderRichTextFields, RichTextContent } from './rich-text-field.js';

class Input {
  @RichTextContent('News.Content')
  content!: unknown;
}
const input = (content: unknown) => Object.assign(new Input(), { content });

describe('RichTextContent', () => {
  it('accepts an allow-listed document with text', async () => {
    expect(await firstMessages(input([paragraph('Merhaba')]))).toEqual({});
  });

  it.each([
    ['missing', undefined],
    ['the blank paragraph', [{ type: 'paragraph', children: [{ text: '' }] }]],
    ['whitespace only', [paragraph('   ')]],
    ['an empty list', []],
  ])('reports %s as required', async (_label, content) => {
    expect(await firstMessages(input(content))).toEqual({ content: 'News.Content.required' });
  });

  it.each([
    ['a script element', [{ type: 'script', children: [{ text: 'alert(1)' }] }]],
    ['a javascript: link', [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }] }]],
    ['a plain string', 'Merhaba'],
  ])('reports %s as invalid', async (_label, content) => {
    expect(await firstMessages(input(content))).toEqual({ content: 'News.Content.invalid' });
  });
});

describe('renderRichTextFields', () => {
  it('renders each field into its Html twin', () => {
    const record = { content: [paragraph('Bir <b>')], masthead: [paragraph('Künye')] } as Record<string, unknown>;
    renderRichTextFields(record, ['content', 'masthead']);
    expect(record.contentHtml).toBe('<p>Bir &lt;b&gt;</p>');
    expect(record.mastheadHtml).toBe('<p>Künye</p>');
  });
});

describe('parseRichTextInput', () => {
  it('parses a JSON string and leaves other values alone', () => {
    expect(parseRichTextInput('[{"type":"paragraph","children":[{"text":"a"}]}]')).toEqual([paragraph('a')]);
    expect(parseRichTextInput('{not json')).toBe('{not json');
    expect(parseRichTextInput([paragraph('a')])).toEqual([paragraph('a')]);
  });
});
