import { Field, ObjectType } from 'type-graphql';

/** UTF-8 byte order mark: spreadsheet programs then read the Turkish letters right. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection): it starts with `=`, `+`, `-`
 * or `@` (also their full-width forms, and after leading spaces), or with a TAB or CR. Such a cell
 * is written with a leading `'`, which makes it text. Phone numbers such as `+90 312 …` get it too.
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A reader's text as a cell that no spreadsheet runs: `'` before what could start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field of RFC 4180: quoted when it holds a comma, a quote, a line break or edge spaces; quotes
 * doubled. Text that could start a formula is neutralised first; dates are ISO instants.
 */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : neutraliseFormula(String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document (RFC 4180): a BOM, the header row, then one row per record, every line ending in
 * CRLF. `columns` are `[header, value of a row]` pairs.
 */
export function toCsv<T>(columns: readonly (readonly [string, (row: T) => unknown])[], rows: readonly T[]): string {
  const lines = [columns.map(([header]) => csvField(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => csvField(value(row))).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** The day of `now` in the magazine's time zone (Europe/Istanbul), as YYYY-MM-DD, for file names. */
export function istanbulDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A downloadable file made on the server (CSV exports); the REST adapter sends it as an attachment. */
@ObjectType({ description: 'A file to download, e.g. a CSV export: its name, media type and text.' })
export class DownloadFile {
  @Field({ description: 'A file name with the day it was made, e.g. newsletter-subscribers-2026-11-23.csv.' })
  filename!: string;

  @Field({ description: 'e.g. text/csv; charset=utf-8' })
  contentType!: string;

  @Field({ description: 'The whole text; a CSV starts with the UTF-8 byte order mark.' })
  content!: string;
}

/** A CSV download named `<base>-<YYYY-MM-DD>.csv` (Istanbul date). */
export function csvFile<T>(base: string, columns: readonly (readonly [string, (row: T) => unknown])[], rows: readonly T[], now = new Date()): DownloadFile {
  return { filename: `${base}-${istanbulDate(now)}.csv`, contentType: 'text/csv; charset=utf-8', content: toCsv(columns, rows) };
}
