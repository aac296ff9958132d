import { htmlExcerpt } from './html-excerpt';

describe('htmlExcerpt', () => {
  it('turns the rendered content into plain text', () => {
    expect(htmlExcerpt('<h2>Başlık</h2><p>Bir <strong>kalın</strong> &amp; &#39;tırnak&#39;<br>satır</p><ul><li>bir</li></ul>')).toBe("Başlık Bir kalın & 'tırnak' satır bir");
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const excerpt = htmlExcerpt(`<p>${'kelime '.repeat(40)}</p>`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/kelime…$/);
  });
});
