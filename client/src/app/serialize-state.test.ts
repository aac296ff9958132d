import { serializeForScript } from './serialize-state';

describe('the state a page carries', () => {
  it('cannot end its script element', () => {
    expect(serializeForScript({ text: '</script><script>alert(1)</script>\u2028' })).not.toMatch(/<|\u2028/);
  });
});
