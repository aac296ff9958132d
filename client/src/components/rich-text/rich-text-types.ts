import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/**
 * The rich-text nodes the server accepts (server `modules/common/rich-text.ts`): these element
 * types, these marks, links only to http, https and mailto targets.
 */
export const RICH_TEXT_ELEMENT_TYPES = [
  'paragraph',
  'heading-two',
  'heading-three',
  'block-quote',
  'bulleted-list',
  'numbered-list',
  'list-item',
  'link',
] as const;

export type RichTextElementType = (typeof RICH_TEXT_ELEMENT_TYPES)[number];
export type RichTextBlockType = Exclude<RichTextElementType, 'link'>;
export type RichTextListType = 'bulleted-list' | 'numbered-list';

export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

export interface RichTextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface RichTextBlockElement {
  type: RichTextBlockType;
  children: (RichTextBlockElement | RichTextLinkElement | RichTextLeaf)[];
}

export interface RichTextLinkElement {
  type: 'link';
  url: string;
  children: RichTextLeaf[];
}

export type RichTextElement = RichTextBlockElement | RichTextLinkElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: RichTextLeaf;
  }
}
