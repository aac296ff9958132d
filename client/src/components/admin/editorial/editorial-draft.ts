import type { FormikValues } from 'formik';
import { parseRichText } from '../../rich-text/rich-text-value';

/** The kinds of editorial items (the server's `EditorialKind`). */
export type EditorialKindName = 'News' | 'Column' | 'ArchiveIssue';

/** One main field of a draft as text (the server's `RevisionField`). */
export interface DraftField {
  name: string;
  value: string;
}

/** The text of a form in the shape of a revision: what autosave sends and a pending draft brings back. */
export interface DraftText {
  title: string;
  summary: string | null;
  content: unknown;
  fields: DraftField[];
}

/** Which form values are the revision's title, summary and rich text; the other values are its fields. */
export interface DraftShape {
  title: string;
  /** The teaser or description; none for a column. */
  summary?: string;
  content: string;
  /** File inputs: a chosen file is not text, so they are never part of a draft. */
  files?: string[];
}

const isFile = (value: unknown): boolean => typeof File !== 'undefined' && value instanceof File;

/** A field's value as text: strings as they are, the rest (ids, lists, rich text) as JSON. */
function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The form's values as a draft text; chosen files are not text and stay out. */
export function toDraftText<Values extends FormikValues>(values: Values, shape: DraftShape): DraftText {
  const left = new Set([shape.title, shape.summary, shape.content, ...(shape.files ?? [])]);
  const fields = Object.entries(values)
    .filter(([name, value]) => !left.has(name) && value !== undefined && !isFile(value))
    .map(([name, value]) => ({ name, value: fieldText(value) }));
  return {
    title: String(values[shape.title] ?? ''),
    summary: shape.summary ? String(values[shape.summary] ?? '') : null,
    content: values[shape.content],
    fields,
  };
}

/** A field's text read back in the type of the form's current value; undefined when it does not fit. */
function fieldValue(text: string, current: unknown): unknown {
  if (typeof current === 'string') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(current)) return Array.isArray(parsed) ? parsed : undefined;
    if (current === null || typeof current === 'number') return parsed === null || typeof parsed === 'number' ? parsed : undefined;
    if (typeof current === 'boolean') return typeof parsed === 'boolean' ? parsed : undefined;
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * A draft text put into the form's values: title, summary, rich text, and (unless `textOnly`) each
 * field the form has whose text reads as the form's type (fields of an older shape, or named
 * otherwise, leave the value as it is).
 */
export function fromDraftText<Values extends FormikValues>(draft: DraftText, values: Values, shape: DraftShape, { textOnly = false } = {}): Values {
  const next: Record<string, unknown> = { ...values, [shape.title]: draft.title, [shape.content]: parseRichText(draft.content) };
  if (shape.summary) next[shape.summary] = draft.summary ?? '';
  for (const { name, value } of textOnly ? [] : draft.fields) {
    if (!(name in values) || name === shape.title || name === shape.summary || name === shape.content || shape.files?.includes(name)) continue;
    const read = fieldValue(value, values[name]);
    if (read !== undefined) next[name] = read;
  }
  return next as Values;
}

/** A copy of the form kept on this device: for a new item, and whenever the server could not take it. */
export interface LocalDraft {
  savedAt: string;
  draft: DraftText;
}

/** One key per kind, item ("new" before it exists) and user: another editor on the device sees none of it. */
export function localDraftKey(kind: EditorialKindName, itemId: number | undefined, userId: number | string | undefined): string {
  return `editorial-draft:${kind}:${itemId ?? 'new'}:${userId ?? 'anonymous'}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage disabled by the browser's settings.
    return undefined;
  }
}

export function readLocalDraft(key: string): LocalDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed.savedAt !== 'string' || !parsed.draft || typeof parsed.draft.title !== 'string' || !Array.isArray(parsed.draft.fields)) return null;
    return parsed as LocalDraft;
  } catch {
    return null;
  }
}

/** Keeps the draft on this device; false when the device refuses (storage full or disabled). */
export function writeLocalDraft(key: string, draft: DraftText, savedAt: Date): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify({ savedAt: savedAt.toISOString(), draft } satisfies LocalDraft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Whether two drafts say the same (a copy equal to the loaded record is not "newer text"). */
export function sameDraft(a: DraftText, b: DraftText): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
