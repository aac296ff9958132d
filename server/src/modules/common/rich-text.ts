import { escapeHtml } from '../../lib/html.js';
import type { RichText, RichTextElement, RichTextNode, RichTextText } from './rich-text.types.js';

/** Element types the server accepts and renders. */
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

/** Text marks the server accepts and renders. */
export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline'] as const;

/** Block elements and the HTML tag each one renders to (`link` is handled on its own). */
const BLOCK_TAGS: Record<Exclude<RichTextElementType, 'link'>, string> = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
};

const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Deeper documents are cut off: Slate never nests this far, and it keeps recursion bounded. */
const MAX_DEPTH = 32;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextLeaf(node: unknown): node is RichTextText {
  return isObject(node) && typeof node.text === 'string';
}

function isElement(node: unknown): node is RichTextElement {
  return isObject(node) && typeof node.type === 'string' && Array.isArray(node.children);
}

/** The link target if it is an absolute http, https or mailto URL; otherwise null. */
export function safeLinkUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return SAFE_LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function renderText(leaf: RichTextText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  if (html === '') return '';
  if (leaf.underline === true) html = `<u>${html}</u>`;
  if (leaf.italic === true) html = `<em>${html}</em>`;
  if (leaf.bold === true) html = `<strong>${html}</strong>`;
  return html;
}

function renderNodes(nodes: readonly unknown[], depth: number): string {
  if (depth > MAX_DEPTH) return '';
  return nodes.map((node) => renderNode(node, depth)).join('');
}

function renderNode(node: unknown, depth: number): string {
  if (isTextLeaf(node)) return renderText(node);
  if (!isElement(node)) return '';
  const children = renderNodes(node.children, depth + 1);
  if (node.type === 'link') {
    const url = safeLinkUrl(node.url);
    // An unsafe or missing target keeps the words but loses the link.
    return url === null ? children : `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${children}</a>`;
  }
  const tag = Object.hasOwn(BLOCK_TAGS, node.type) ? BLOCK_TAGS[node.type as keyof typeof BLOCK_TAGS] : undefined;
  // Unknown element types are not rendered as elements; their text stays, escaped.
  return tag === undefined ? children : `<${tag}>${children}</${tag}>`;
}

/**
 * HTML for a stored rich-text value. All text is escaped; only the allow-listed elements and marks
 * become tags, links only for http, https and mailto targets. A missing or malformed value gives ''.
 */
export function renderRichText(value: RichText | null | undefined): string {
  if (!Array.isArray(value)) return '';
  return renderNodes(value, 0);
}

function collectText(nodes: readonly unknown[], depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  for (const node of nodes) {
    if (isTextLeaf(node)) out.push(node.text);
    else if (isElement(node)) {
      collectText(node.children, depth + 1, out);
      // Blocks are separated by a space so that words of adjacent paragraphs do not run together.
      if (node.type !== 'link') out.push(' ');
    }
  }
}

/** The words of a rich-text value without markup, whitespace collapsed (for excerpts, search, meta tags). */
export function richTextToPlainText(value: RichText | null | undefined): string {
  if (!Array.isArray(value)) return '';
  const parts: string[] = [];
  collectText(value, 0, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Whether a rich-text value counts as empty: missing, not an array, `[]`, or nothing but blank text
 * (the editor's blank paragraph `[{ type: 'paragraph', children: [{ text: '' }] }]`, and likewise
 * several blank paragraphs).
 */
export function isRichTextEmpty(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return true;
  return richTextToPlainText(value as RichText) === '';
}

/** The editor's blank value: one empty paragraph. */
export function emptyRichText(): RichText {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

function isValidNode(node: unknown, depth: number, topLevel: boolean): boolean {
  if (depth > MAX_DEPTH) return false;
  if (isTextLeaf(node)) {
    if (topLevel) return false;
    return RICH_TEXT_MARKS.every((mark) => node[mark] === undefined || typeof node[mark] === 'boolean');
  }
  if (!isElement(node)) return false;
  if (!(RICH_TEXT_ELEMENT_TYPES as readonly string[]).includes(node.type)) return false;
  if (node.type === 'link') {
    if (topLevel || safeLinkUrl(node.url) === null) return false;
  }
  return node.children.length > 0 && node.children.every((child) => isValidNode(child, depth + 1, false));
}

/**
 * Whether a value (e.g. parsed request input) is a well-formed rich-text document using only the
 * allow-listed element types and marks, with links to http, https or mailto targets only.
 * Top-level nodes must be block elements.
 */
export function isRichText(value: unknown): value is RichText {
  return Array.isArray(value) && value.every((node) => isValidNode(node, 0, true));
}

/** A paragraph node holding plain text (handy for seeds and tests). */
export function paragraph(...children: (string | RichTextNode)[]): RichTextElement {
  return {
    type: 'paragraph',
    children: children.length === 0 ? [{ text: '' }] : children.map((child) => (typeof child === 'string' ? { text: child } : child)),
  };
}
