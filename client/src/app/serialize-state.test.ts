import { inKeyOrder, serializeForScript } from './serialize-state';

describe('the state a page carries', () => {
  it('is the same text for the same records, whatever order the loaders wrote them in', () => {
    const oneOrder = { ROOT_QUERY: { latest: [{ __ref: 'News:2' }, { __ref: 'News:1' }], top: [{ __ref: 'News:1' }] }, 'News:1': { title: 'A', hit: 3 }, 'News:2': { hit: 1, title: 'B' } };
    const another = { 'News:2': { title: 'B', hit: 1 }, 'News:1': { hit: 3, title: 'A' }, ROOT_QUERY: { top: [{ __ref: 'News:1' }], latest: [{ __ref: 'News:2' }, { __ref: 'News:1' }] } };
    expect(serializeForScript(inKeyOrder(oneOrder))).toBe(serializeForScript(inKeyOrder(another)));
    // Lists keep their order: it is the data's.
    expect(inKeyOrder(oneOrder).ROOT_QUERY.latest.map((item) => item.__ref)).toEqual(['News:2', 'News:1']);
  });

  it('cannot end its script element', () => {
    expect(serializeForScript({ text: '</script><script>alert(1)</script>\u2028' })).not.toMatch(/<|\u2028/);
  });
});
