/**
 * Rich text as stored: Slate's JSON value. Only the node types and marks in the allow-list of
 * `rich-text.ts` are rendered; anything else is dropped or shown as plain text.
 */

/** A text leaf, optionally with marks. */
export interface RichTextText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** An element node: a block (paragraph, heading, list, …) or an inline link. */
export interface RichTextElement {
  type: string;
  children: RichTextNode[];
  /** Only for `link`. */
  url?: string;
}

export type RichTextNode = RichTextElement | RichTextText;

/** A whole document: the top-level blocks. */
export type RichText = RichTextNode[];
