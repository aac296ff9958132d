import type { Descendant } from 'slate';
import { mixed } from 'yup';
import { RICH_TEXT_ELEMENT_TYPES, RICH_TEXT_MARKS } from './rich-text-types';

/*
 * Pure helpers for rich-text values (Slate's JSON). They mirror the server's
 * `modules/common/rich-text.ts` so that what the client calls empty or valid, the server does too.
 */

const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const MAX_DEPTH = 32;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextLeaf(node: unknown): node is { text: string } & Json {
  return isObject(node) && typeof node.text === 'string';
}

function isElement(node: unknown): node is { type: string; children: unknown[] } & Json {
  return isObject(node) && typeof node.type === 'string' && Array.isArray(node.children);
}

/** The editor's blank value: one empty paragraph. */
export function emptyRichText(): Descendant[] {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

/** The link target if it is an absolute http, https or mailto URL; otherwise null (as on the server). */
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

function collectText(nodes: readonly unknown[], depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  for (const node of nodes) {
    if (isTextLeaf(node)) out.push(node.text);
    else if (isElement(node)) {
      collectText(node.children, depth + 1, out);
      if (node.type !== 'link') out.push(' ');
    }
  }
}

/** The words of a value without markup, whitespace collapsed. */
export function richTextToPlainText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const parts: string[] = [];
  collectText(value, 0, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Whether a value counts as empty: missing, not an array, `[]`, or nothing but blank text
 * (the blank paragraph, whitespace, empty lists). Same rule as the server's `isRichTextEmpty`.
 */
export function isRichTextEmpty(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return true;
  return richTextToPlainText(value) === '';
}

function isValidNode(node: unknown, depth: number, topLevel: boolean): boolean {
  if (depth > MAX_DEPTH) return false;
  if (isTextLeaf(node)) {
    if (topLevel) return false;
    return RICH_TEXT_MARKS.every((mark) => node[mark] === undefined || typeof node[mark] === 'boolean');
  }
  if (!isElement(node)) return false;
  if (!(RICH_TEXT_ELEMENT_TYPES as readonly string[]).includes(node.type)) return false;
  if (node.type === 'link' && (topLevel || safeLinkUrl(node.url) === null)) return false;
  return node.children.length > 0 && node.children.every((child) => isValidNode(child, depth + 1, false));
}

/** Whether a value is a document the server accepts (allow-listed types and marks, safe links). */
export function isRichText(value: unknown): value is Descendant[] {
  return Array.isArray(value) && value.every((node) => isValidNode(node, 0, true));
}

/**
 * A stored value (a JSON string, or already-parsed JSON) as editor content. Anything missing,
 * malformed or outside the allow-list gives the blank paragraph; `[]` too (Slate needs a block).
 */
export function parseRichText(json: unknown): Descendant[] {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return emptyRichText();
    }
  }
  return isRichText(value) && value.length > 0 ? value : emptyRichText();
}

/** A yup schema for a required rich-text field: fails with `key` (e.g. `News.Content.required`) when empty. */
export function richTextRequired(key: string) {
  return mixed<Descendant[]>().test('rich-text-required', key, (value) => !isRichTextEmpty(value));
}
