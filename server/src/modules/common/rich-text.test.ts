import {
  emptyRichText,
  isRichText,
  isRichTextEmpty,
  renderRichText,
  richTextToPlainText,
  safeLinkUrl,
} from './rich-text.js';
import type { RichText } from './rich-text.types.js';

const p = (...children: RichText): RichText[number] => ({ type: 'paragraph', children });
const link = (url: string, text: string): RichText[number] => ({ type: 'link', url, children: [{ text }] });

describe('renderRichText', () => {
  it('renders paragraphs, headings, quotes and lists', () => {
    const value: RichText = [
      { type: 'heading-two', children: [{ text: 'Başlık' }] },
      { type: 'heading-three', children: [{ text: 'Ara başlık' }] },
      p({ text: 'Bir paragraf.' }),
      { type: 'block-quote', children: [{ text: 'Alıntı' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'bir' }] },
          { type: 'list-item', children: [{ text: 'iki' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'ilk' }] }] },
    ];
    expect(renderRichText(value)).toBe(
      '<h2>Başlık</h2><h3>Ara başlık</h3><p>Bir paragraf.</p><blockquote>Alıntı</blockquote>' +
        '<ul><li>bir</li><li>iki</li></ul><ol><li>ilk</li></ol>',
    );
  });

  it('renders bold, italic and underline marks, alone and combined', () => {
    const value: RichText = [
      p(
        { text: 'a', bold: true },
        { text: 'b', italic: true },
        { text: 'c', underline: true },
        { text: 'd', bold: true, italic: true, underline: true },
        { text: 'e' },
      ),
    ];
    expect(renderRichText(value)).toBe('<p><strong>a</strong><em>b</em><u>c</u><strong><em><u>d</u></em></strong>e</p>');
  });

  it('escapes all text, so markup in content is shown, never run', () => {
    const value: RichText = [p({ text: `<script>alert("x")</script> & 'tırnak'`, bold: true })];
    const html = renderRichText(value);
    expect(html).toBe(
      '<p><strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;tırnak&#39;</strong></p>',
    );
    expect(html).not.toContain('<script');
  });

  it('turns soft line breaks into <br>', () => {
    expect(renderRichText([p({ text: 'bir\niki' })])).toBe('<p>bir<br>iki</p>');
  });

  it('renders http, https and mailto links with rel="noopener noreferrer"', () => {
    const value: RichText = [
      p(
        { text: 'Bkz. ' },
        link('https://example.com/a?b=1&c=2', 'site'),
        link('http://example.com/', 'eski'),
        link('mailto:dergi@example.com', 'posta'),
      ),
    ];
    expect(renderRichText(value)).toBe(
      '<p>Bkz. <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">site</a>' +
        '<a href="http://example.com/" rel="noopener noreferrer">eski</a>' +
        '<a href="mailto:dergi@example.com" rel="noopener noreferrer">posta</a></p>',
    );
  });

  it('escapes quotes in link targets so they cannot break out of the attribute', () => {
    const html = renderRichText([p(link('https://example.com/"onmouseover="alert(1)', 'x'))]);
    expect(html).not.toContain('"onmouseover');
    expect(html).toMatch(/^<p><a href="https:\/\/example\.com\/[^"]*" rel="noopener noreferrer">x<\/a><\/p>$/);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '/haber/yerel-yol',
    '//evil.example/x',
    'https://',
    '',
  ])('keeps the words but drops the link for the unsafe or relative target %j', (url) => {
    const html = renderRichText([p(link(url, 'tıkla'))]);
    expect(html).toBe('<p>tıkla</p>');
  });

  it('drops a link without a url', () => {
    const value = [p({ type: 'link', children: [{ text: 'metin' }] })];
    expect(renderRichText(value)).toBe('<p>metin</p>');
  });

  it('does not render unknown element types as elements, keeping their text escaped', () => {
    const value: RichText = [
      { type: 'script', children: [{ text: 'alert(1)' }] },
      { type: 'image', url: 'https://example.com/x.png', children: [{ text: '<b>' }] },
      p({ text: 'ok' }),
    ];
    expect(renderRichText(value)).toBe('alert(1)&lt;b&gt;<p>ok</p>');
  });

  it('ignores unknown attributes and marks', () => {
    const value = [
      { type: 'paragraph', onclick: 'alert(1)', style: 'color:red', children: [{ text: 'x', code: true, href: 'y' }] },
    ] as unknown as RichText;
    expect(renderRichText(value)).toBe('<p>x</p>');
  });

  it('gives an empty string for missing or malformed values instead of throwing', () => {
    expect(renderRichText(undefined)).toBe('');
    expect(renderRichText(null)).toBe('');
    expect(renderRichText([])).toBe('');
    expect(renderRichText('<p>hi</p>' as unknown as RichText)).toBe('');
    expect(renderRichText([null, 5, 'x', { type: 'paragraph' }, { text: 7 }] as unknown as RichText)).toBe('');
  });

  it('stops at absurd nesting depth instead of overflowing the stack', () => {
    let node: RichText[number] = { text: 'derin' };
    for (let i = 0; i < 10_000; i += 1) node = { type: 'block-quote', children: [node] };
    expect(() => renderRichText([node])).not.toThrow();
    expect(renderRichText([node])).not.toContain('derin');
  });
});

describe('isRichTextEmpty', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty array', []],
    ['not an array', 'metin'],
    ["the editor's blank paragraph", emptyRichText()],
    ['a paragraph of spaces', [p({ text: '   ' })]],
    ['a paragraph of whitespace in several leaves', [p({ text: ' ', bold: true }, { text: '\n\t' })]],
    ['several blank paragraphs', [p({ text: '' }), p({ text: ' ' })]],
  ])('is empty for %s', (_label, value) => {
    expect(isRichTextEmpty(value)).toBe(true);
  });

  it.each([
    ['a paragraph with text', [p({ text: 'a' })]],
    ['text after a blank paragraph', [p({ text: '' }), p({ text: 'b' })]],
    ['text only inside a link', [p({ text: '' }, link('https://example.com', 'site'), { text: '' })]],
    ['a heading with text', [{ type: 'heading-two', children: [{ text: 'Başlık' }] }]],
  ])('is not empty for %s', (_label, value) => {
    expect(isRichTextEmpty(value)).toBe(false);
  });
});

describe('richTextToPlainText', () => {
  it('joins the words of blocks with spaces and drops markup', () => {
    const value: RichText = [
      { type: 'heading-two', children: [{ text: 'Başlık' }] },
      p({ text: 'Bir ' }, link('https://example.com', 'bağlantı'), { text: '.', bold: true }),
    ];
    expect(richTextToPlainText(value)).toBe('Başlık Bir bağlantı.');
  });
});

describe('isRichText', () => {
  it('accepts allow-listed documents', () => {
    expect(isRichText(emptyRichText())).toBe(true);
    expect(
      isRichText([
        p({ text: 'a', bold: true }, link('mailto:a@example.com', 'b')),
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'c' }] }] },
      ]),
    ).toBe(true);
  });

  it.each([
    ['not an array', { type: 'paragraph', children: [] }],
    ['an unknown element type', [{ type: 'script', children: [{ text: 'x' }] }]],
    ['a javascript: link', [p(link('javascript:alert(1)', 'x'))]],
    ['a text leaf at the top level', [{ text: 'x' }]],
    ['a link at the top level', [link('https://example.com', 'x')]],
    ['a mark that is not boolean', [p({ text: 'x', bold: 'yes' } as unknown as RichText[number])]],
    ['an element without children', [{ type: 'paragraph', children: [] }]],
    ['a node that is not an object', [p('x' as unknown as RichText[number])]],
  ])('rejects %s', (_label, value) => {
    expect(isRichText(value)).toBe(false);
  });
});

describe('safeLinkUrl', () => {
  it('normalises safe absolute URLs and refuses others', () => {
    expect(safeLinkUrl('  https://example.com  ')).toBe('https://example.com/');
    expect(safeLinkUrl('HTTPS://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeLinkUrl('ftp://example.com')).toBeNull();
    expect(safeLinkUrl(42)).toBeNull();
  });
});
