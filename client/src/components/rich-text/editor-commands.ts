import { Editor, Element, Node, Range, Transforms, type Path } from 'slate';
import { safeLinkUrl } from './rich-text-value';
import {
  RICH_TEXT_ELEMENT_TYPES,
  type RichTextBlockType,
  type RichTextListType,
  type RichTextMark,
} from './rich-text-types';

/* Editor commands behind the toolbar and the shortcuts; plain functions of a Slate editor. */

const LIST_TYPES: readonly RichTextBlockType[] = ['bulleted-list', 'numbered-list'];

function isList(type: string): type is RichTextListType {
  return (LIST_TYPES as readonly string[]).includes(type);
}

export function isMarkActive(editor: Editor, mark: RichTextMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: RichTextMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: Editor, type: RichTextBlockType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === type,
  });
  return Boolean(match);
}

/** Turns the selected blocks into `type` (or back into paragraphs); lists wrap list items. */
export function toggleBlock(editor: Editor, type: RichTextBlockType): void {
  if (!editor.selection) return;
  const active = isBlockActive(editor, type);
  const list = isList(type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, {
      match: (node) => !Editor.isEditor(node) && Element.isElement(node) && isList(node.type),
      split: true,
    });
    const next: RichTextBlockType = active ? 'paragraph' : list ? 'list-item' : type;
    Transforms.setNodes(editor, { type: next }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
    if (!active && list) Transforms.wrapNodes(editor, { type, children: [] });
  });
}

export function isLinkActive(editor: Editor): boolean {
  return activeLink(editor) !== undefined;
}

/** The link around the selection, if any. */
export function activeLink(editor: Editor): { url: string; path: Path } | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === 'link',
  });
  if (!entry) return undefined;
  const [node, path] = entry;
  return { url: Element.isElement(node) && node.type === 'link' ? node.url : '', path };
}

export function unwrapLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === 'link',
  });
}

/**
 * Links the selection to `url` (the URL itself becomes the text when nothing is selected); editing
 * inside a link changes its target. Refuses (returns false) anything but http, https and mailto.
 */
export function insertLink(editor: Editor, rawUrl: string): boolean {
  const url = safeLinkUrl(rawUrl);
  if (url === null) return false;
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const current = activeLink(editor);
  const selection = editor.selection;
  if (current && selection && Range.isCollapsed(selection)) {
    Transforms.setNodes(editor, { url }, { at: current.path });
    return true;
  }
  if (current) unwrapLink(editor);
  const collapsed = editor.selection !== null && Range.isCollapsed(editor.selection);
  if (collapsed) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: rawUrl.trim() }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

const KNOWN_TYPES: readonly string[] = RICH_TEXT_ELEMENT_TYPES;

/**
 * Links are inline; pasted or foreign nodes are normalized into what the server accepts
 * (unknown element types become paragraphs, unsafe links lose the link but keep the words).
 * Enter at the end of a heading starts a paragraph; Enter on an empty list item ends the list.
 */
export function withRichText(editor: Editor): Editor {
  const { isInline, normalizeNode, insertBreak } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Element.isElement(node) && !KNOWN_TYPES.includes(node.type)) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      return;
    }
    if (Element.isElement(node) && node.type === 'link' && safeLinkUrl(node.url) === null) {
      Transforms.unwrapNodes(editor, { at: path });
      return;
    }
    normalizeNode(entry, options);
  };

  editor.insertBreak = () => {
    const entry = Editor.above(editor, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
    const block = entry && Element.isElement(entry[0]) ? entry[0] : undefined;
    // An Enter on an empty list item ends the list.
    if (block?.type === 'list-item' && Node.string(block) === '') {
      toggleBlock(editor, 'paragraph');
      return;
    }
    const atEnd = entry !== undefined && editor.selection !== null && Editor.isEnd(editor, editor.selection.anchor, entry[1]);
    insertBreak();
    if (atEnd && (block?.type === 'heading-two' || block?.type === 'heading-three')) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
    }
  };

  return editor;
}
