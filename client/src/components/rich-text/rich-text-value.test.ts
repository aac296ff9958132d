import { emptyRichText, isRichText, isRichTextEmpty, parseRichText, richTextRequired, safeLinkUrl } from './rich-text-value';

const p = (...texts: string[]) => ({ type: 'paragraph', children: texts.map((text) => ({ text })) });

describe('emptyRichText', () => {
  it('is the blank paragraph, a new array each time', () => {
    expect(emptyRichText()).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(emptyRichText()).not.toBe(emptyRichText());
  });
});

describe('isRichTextEmpty', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', '[]'],
    ['[]', []],
    ['the blank paragraph', emptyRichText()],
    ['several blank paragraphs', [p(''), p('')]],
    ['whitespace only', [p('  \n\t ')]],
    ['an empty bulleted list', [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '' }] }] }]],
    ['an empty heading and quote', [{ type: 'heading-two', children: [{ text: ' ' }] }, { type: 'block-quote', children: [{ text: '' }] }]],
  ])('is true for %s', (_name, value) => {
    expect(isRichTextEmpty(value)).toBe(true);
  });

  it.each([
    ['a word', [p('Merhaba')]],
    ['a word after a blank paragraph', [p(''), p('x')]],
    ['a list item', [{ type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'bir' }] }] }]],
    ['link text', [{ type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'https://a.b', children: [{ text: 'a' }] }, { text: '' }] }]],
  ])('is false for %s', (_name, value) => {
    expect(isRichTextEmpty(value)).toBe(false);
  });
});

describe('safeLinkUrl', () => {
  it('keeps http, https and mailto', () => {
    expect(safeLinkUrl(' https://example.com ')).toBe('https://example.com/');
    expect(safeLinkUrl('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(safeLinkUrl('mailto:info@example.com')).toBe('mailto:info@example.com');
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://example.com', 'example.com', '//example.com', '', 'https://'])(
    'refuses %p',
    (url) => {
      expect(safeLinkUrl(url)).toBeNull();
    },
  );
});

describe('isRichText', () => {
  it('accepts the allow-listed types, marks and safe links', () => {
    expect(
      isRichText([
        { type: 'heading-two', children: [{ text: 'Başlık', bold: true }] },
        { type: 'paragraph', children: [{ text: 'a', italic: true, underline: false }, { type: 'link', url: 'mailto:a@b.c', children: [{ text: 'b' }] }, { text: '' }] },
      ]),
    ).toBe(true);
  });

  it.each([
    ['an unknown type', [{ type: 'script', children: [{ text: 'x' }] }]],
    ['a top-level text', [{ text: 'x' }]],
    ['a top-level link', [{ type: 'link', url: 'https://a.b', children: [{ text: 'x' }] }]],
    ['an unsafe link', [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }] }]],
    ['a non-boolean mark', [{ type: 'paragraph', children: [{ text: 'x', bold: 'yes' }] }]],
    ['an element without children', [{ type: 'paragraph', children: [] }]],
  ])('refuses %s', (_name, value) => {
    expect(isRichText(value)).toBe(false);
  });
});

describe('parseRichText', () => {
  const doc = [p('Merhaba')];

  it('parses a JSON string or takes parsed JSON', () => {
    expect(parseRichText(JSON.stringify(doc))).toEqual(doc);
    expect(parseRichText(doc)).toEqual(doc);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['broken JSON', '[{'],
    ['[]', '[]'],
    ['an object', '{"type":"paragraph"}'],
    ['a disallowed node', '[{"type":"iframe","children":[{"text":"x"}]}]'],
  ])('gives the blank paragraph for %s', (_name, value) => {
    expect(parseRichText(value)).toEqual(emptyRichText());
  });
});

describe('richTextRequired', () => {
  const schema = richTextRequired('News.Content.required');

  it('fails with the key when empty', async () => {
    await expect(schema.validate(emptyRichText())).rejects.toThrow('News.Content.required');
    await expect(schema.validate(undefined)).rejects.toThrow('News.Content.required');
    await expect(schema.validate([p('   ')])).rejects.toThrow('News.Content.required');
  });

  it('passes with some text', async () => {
    await expect(schema.isValid([p('Merhaba')])).resolves.toBe(true);
  });
});
