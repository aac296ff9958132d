import { Editor, Transforms, type Descendant } from 'slate';
import { HistoryEditor } from 'slate-history';
import { createRichTextEditor } from './create-rich-text-editor';
import { activeLink, insertLink, isBlockActive, isLinkActive, isMarkActive, toggleBlock, toggleMark, unwrapLink } from './editor-commands';
import { isRichText } from './rich-text-value';

function editorWith(children: Descendant[]): Editor {
  const editor = createRichTextEditor();
  editor.children = children;
  Editor.normalize(editor, { force: true });
  return editor;
}

const paragraph = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });

/** Selects `from`..`to` in the first text of the first block. */
function select(editor: Editor, from: number, to = from, path = [0, 0]) {
  Transforms.select(editor, { anchor: { path, offset: from }, focus: { path, offset: to } });
}

describe('editor commands', () => {
  it('toggles marks on the selection', () => {
    const editor = editorWith([paragraph('Merhaba dünya')]);
    select(editor, 0, 7);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Merhaba', bold: true }, { text: ' dünya' }] }]);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(false);
    expect(editor.children).toEqual([paragraph('Merhaba dünya')]);
  });

  it('turns blocks into headings and quotes and back', () => {
    const editor = editorWith([paragraph('Başlık')]);
    select(editor, 0);
    toggleBlock(editor, 'heading-two');
    expect(editor.children).toEqual([{ type: 'heading-two', children: [{ text: 'Başlık' }] }]);
    expect(isBlockActive(editor, 'heading-two')).toBe(true);
    toggleBlock(editor, 'block-quote');
    expect(editor.children).toEqual([{ type: 'block-quote', children: [{ text: 'Başlık' }] }]);
    toggleBlock(editor, 'block-quote');
    expect(editor.children).toEqual([paragraph('Başlık')]);
  });

  it('wraps list items in lists and switches list kinds', () => {
    const editor = editorWith([paragraph('bir'), paragraph('iki')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 3 } });
    toggleBlock(editor, 'bulleted-list');
    expect(editor.children).toEqual([
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'bir' }] }, { type: 'list-item', children: [{ text: 'iki' }] }] },
    ]);
    expect(isBlockActive(editor, 'bulleted-list')).toBe(true);
    toggleBlock(editor, 'numbered-list');
    expect(editor.children).toEqual([
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'bir' }] }, { type: 'list-item', children: [{ text: 'iki' }] }] },
    ]);
    toggleBlock(editor, 'numbered-list');
    expect(editor.children).toEqual([paragraph('bir'), paragraph('iki')]);
  });

  it('ends a list on Enter in an empty item, and starts a paragraph after a heading', () => {
    const editor = editorWith([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'bir' }] }] }]);
    select(editor, 3, 3, [0, 0, 0]);
    editor.insertBreak();
    editor.insertBreak();
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'bir' }] }] }, paragraph('')]);

    const heading = editorWith([{ type: 'heading-three', children: [{ text: 'Ara başlık' }] }]);
    select(heading, 10);
    heading.insertBreak();
    expect(heading.children).toEqual([{ type: 'heading-three', children: [{ text: 'Ara başlık' }] }, paragraph('')]);
  });

  it('links the selected words to safe URLs only, edits and removes links', () => {
    const editor = editorWith([paragraph('Dergi sitesi')]);
    select(editor, 0, 5);
    expect(insertLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(editor.children).toEqual([paragraph('Dergi sitesi')]);

    expect(insertLink(editor, 'https://example.com')).toBe(true);
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'https://example.com/', children: [{ text: 'Dergi' }] }, { text: ' sitesi' }] },
    ]);
    expect(isRichText(editor.children)).toBe(true);

    select(editor, 2, 2, [0, 1, 0]);
    expect(isLinkActive(editor)).toBe(true);
    expect(activeLink(editor)?.url).toBe('https://example.com/');
    insertLink(editor, 'mailto:info@example.com');
    expect(activeLink(editor)?.url).toBe('mailto:info@example.com');

    unwrapLink(editor);
    expect(editor.children).toEqual([paragraph('Dergi sitesi')]);
  });

  it('inserts the URL as text when nothing is selected', () => {
    const editor = editorWith([paragraph('')]);
    insertLink(editor, 'https://example.com');
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'https://example.com/', children: [{ text: 'https://example.com' }] }, { text: '' }] },
    ]);
  });

  it('normalizes foreign nodes into the allow-list', () => {
    const editor = editorWith([
      { type: 'iframe', children: [{ text: 'x' }] } as unknown as Descendant,
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'tıkla' }] }] },
    ]);
    expect(editor.children).toEqual([paragraph('x'), paragraph('tıkla')]);
    expect(isRichText(editor.children)).toBe(true);
  });

  it('undoes and redoes', () => {
    const editor = editorWith([paragraph('a')]);
    select(editor, 1);
    editor.insertText('b');
    expect(editor.children).toEqual([paragraph('ab')]);
    HistoryEditor.undo(editor);
    expect(editor.children).toEqual([paragraph('a')]);
    HistoryEditor.redo(editor);
    expect(editor.children).toEqual([paragraph('ab')]);
  });
});
