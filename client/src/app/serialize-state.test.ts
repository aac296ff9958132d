import { serializeForScript } from './serialize-state';

describe('the state a page carries', () => {
  it('cannot end its script element', () => {
    expect(serializeForScript({ text: '</script><script>alert(1)</script>\u2028' })).not.toMatch(/<|\u2028/);
  });

  it('reads back as it was', () => {
    const value = { text: 'a < b \u2028 c \u2029 <<', list: [1, '<!--', null] };
    const serialized = serializeForScript(value);
    expect(serialized).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});
