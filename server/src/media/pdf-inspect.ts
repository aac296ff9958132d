/**
 * The PDF check proper: it runs inside the worker of `pdf-check.ts`, never on the server's event
 * loop. It bounds what the document's compressed streams inflate to before pdf-lib may parse it
 * (pdf-lib inflates object streams while it loads), counts the pages, and removes active content
 * (actions that run script, launch programs, submit forms or open other files) from the copy that
 * is stored.
 */
import { createInflate } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

export interface InflateLimits {
  /** What every Flate stream of the document may inflate to, together. */
  maxInflatedBytes: number;
  /** What the object streams (`/Type /ObjStm`, which pdf-lib inflates in memory while it loads) may inflate to, together. */
  maxObjectStreamBytes: number;
}

export const DEFAULT_INFLATE_LIMITS: InflateLimits = { maxInflatedBytes: 256 * 1024 * 1024, maxObjectStreamBytes: 32 * 1024 * 1024 };

export type PdfInspection =
  /** `bytes` is the document to store: the upload itself, or a re-saved copy when active content was removed. */
  | { verdict: 'ok'; pages: number; bytes: Uint8Array; removed: string[]; inflatedBytes: number }
  | { verdict: 'unreadable'; inflatedBytes: number }
  | { verdict: 'tooComplex'; inflatedBytes: number; reason: string };

const STREAM = Buffer.from('stream');
const LATIN1 = 'latin1';
/** How far back from `stream` its dictionary is looked for. */
const DICT_WINDOW = 4096;

/** The latin1 text of a stream's dictionary, with `#xx` name escapes decoded (`/Obj#53tm` is `/ObjStm`). */
function dictionaryBefore(bytes: Uint8Array, streamAt: number): string {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + Math.max(0, streamAt - DICT_WINDOW), Math.min(streamAt, DICT_WINDOW)).toString(LATIN1);
  const start = text.lastIndexOf(' obj');
  return (start < 0 ? text : text.slice(start)).replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Inflates `data` as far as zlib reads it (its end marker ends it, whatever follows), counting
 * the output and stopping once it passes `cap`. Bytes that are not a zlib stream count 0.
 */
function inflatedSize(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: 2 /* Z_SYNC_FLUSH: a cut stream counts what it gives */ });
    let size = 0;
    const done = () => resolve(size);
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflate.removeAllListeners('data');
        inflate.destroy();
        done();
      }
    });
    inflate.once('end', done);
    inflate.once('error', done);
    inflate.end(data);
  });
}

/**
 * Counts what every stream of the raw document inflates to, stopping at the limits. Each stream is
 * inflated from its first byte to the end of the file, so a stream's real end (by `/Length` or by
 * `endstream`, which pdf-lib may find differently) can only make it smaller than what is counted.
 */
export async function scanInflation(bytes: Uint8Array, limits: InflateLimits): Promise<{ inflatedBytes: number; refusal?: string }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let objectStreams = 0;
  for (let at = buffer.indexOf(STREAM); at >= 0; at = buffer.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buffer.toString(LATIN1, at - 3, at) === 'end') continue;
    const dictionary = dictionaryBefore(bytes, at);
    const isObjectStream = /\/Type\s*\/ObjStm\b/.test(dictionary);
    if (isObjectStream && /\/(LZWDecode|LZW|ASCII85Decode|A85|ASCIIHexDecode|AHx|RunLengthDecode|RL)\b/.test(dictionary)) {
      return { inflatedBytes: total, refusal: 'an object stream with a filter other than FlateDecode' };
    }
    const objectStreamsBound = isObjectStream && limits.maxObjectStreamBytes - objectStreams < limits.maxInflatedBytes - total;
    const cap = objectStreamsBound ? limits.maxObjectStreamBytes - objectStreams : limits.maxInflatedBytes - total;
    const size = await streamSize(buffer, at + STREAM.length, cap);
    total += size;
    if (isObjectStream) objectStreams += size;
    if (size > cap) {
      return { inflatedBytes: total, refusal: `${objectStreamsBound ? 'object streams' : 'streams'} inflating past their bound` };
    }
  }
  return { inflatedBytes: total };
}

/** Whether zlib data may start at `at` (its two header bytes check out); zlib would refuse anything else at once. */
const zlibHeaderAt = (buffer: Buffer, at: number) =>
  at + 1 < buffer.length && (buffer[at]! & 0x0f) === 8 && ((buffer[at]! << 8) | buffer[at + 1]!) % 31 === 0;

/**
 * What the stream whose keyword ends at `dataFrom` inflates to. Its data starts after the keyword's
 * line end (a space, CR, LF or CRLF, which pdf-lib all accepts): each of those starts is tried.
 */
async function streamSize(buffer: Buffer, dataFrom: number, cap: number): Promise<number> {
  let largest = 0;
  for (let start = dataFrom; start <= dataFrom + 3 && largest <= cap; start += 1) {
    if (zlibHeaderAt(buffer, start)) largest = Math.max(largest, await inflatedSize(buffer.subarray(start), cap));
    if (![0x20, 0x0d, 0x0a].includes(buffer[start]!)) break;
  }
  return largest;
}

/** Actions that run script, start programs, send data or open other documents. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'RichMediaExecute', 'Rendition', 'GoToR', 'GoToE']);
/** Keys whose value runs on its own: open and additional actions, the document's scripts, XFA forms. */
const ACTIVE_KEYS = ['OpenAction', 'AA', 'JavaScript', 'JS', 'XFA'];

const name = (value: string) => PDFName.of(value);

function isActiveAction(context: PDFContext, value: PDFObject | undefined): boolean {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  if (resolved instanceof PDFArray) return resolved.asArray().some((item) => isActiveAction(context, item));
  if (!(resolved instanceof PDFDict)) return false;
  const kind = resolved.get(name('S'));
  return kind instanceof PDFName && ACTIVE_ACTIONS.has(kind.decodeText());
}

/** Every dictionary of the document, those nested in arrays and stream dictionaries included. */
function* dictionaries(root: PDFObject, seen = new Set<PDFObject>()): Generator<PDFDict> {
  if (seen.has(root)) return;
  seen.add(root);
  const dict = root instanceof PDFStream ? root.dict : root;
  if (dict instanceof PDFDict) {
    yield dict;
    for (const [, value] of dict.entries()) yield* dictionaries(value, seen);
  } else if (dict instanceof PDFArray) {
    for (const value of dict.asArray()) yield* dictionaries(value, seen);
  }
}

/**
 * Removes active content in place: the keys that run on their own, links to active actions
 * (`/A`, `/Next`), and the active action dictionaries themselves (emptied, in case something else
 * still points at them). Answers what was removed (`OpenAction`, `Launch`…); empty when nothing was.
 */
export function stripActiveContent(doc: PDFDocument): string[] {
  const { context } = doc;
  const removed = new Set<string>();
  const all = context.enumerateIndirectObjects().flatMap(([, object]) => [...dictionaries(object)]);
  const actions = all.filter((dict) => isActiveAction(context, dict));
  for (const dict of all) {
    for (const key of ACTIVE_KEYS) if (dict.delete(name(key))) removed.add(key);
    for (const key of ['A', 'Next', 'PA']) {
      const value = dict.get(name(key));
      if (value && isActiveAction(context, value) && dict.delete(name(key))) removed.add(key);
    }
  }
  for (const action of actions) {
    removed.add((action.get(name('S')) as PDFName).decodeText());
    for (const [key] of action.entries()) action.delete(key);
  }
  return [...removed].sort();
}

/** The whole check: bounded inflation, then a page count, then active content removed. */
export async function inspectPdf(bytes: Uint8Array, limits: InflateLimits = DEFAULT_INFLATE_LIMITS): Promise<PdfInspection> {
  const { inflatedBytes, refusal } = await scanInflation(bytes, limits);
  if (refusal) return { verdict: 'tooComplex', inflatedBytes, reason: refusal };
  let doc: PDFDocument;
  let pages: number;
  try {
    // pdf-lib loads leniently (garbage after `%PDF-` gives an empty document), so a document
    // counts only when its page tree can be read and has a page.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    pages = doc.getPageCount();
  } catch {
    return { verdict: 'unreadable', inflatedBytes };
  }
  if (pages < 1) return { verdict: 'unreadable', inflatedBytes };
  try {
    const removed = stripActiveContent(doc);
    if (removed.length === 0) return { verdict: 'ok', pages, bytes, removed, inflatedBytes };
    // Without object streams, so that what is stored can be read (and searched) as it is.
    return { verdict: 'ok', pages, bytes: await doc.save({ useObjectStreams: false, updateFieldAppearances: false }), removed, inflatedBytes };
  } catch {
    // A structure pdf-lib loads but cannot walk or write again (a cycle too deep, a broken object).
    return { verdict: 'unreadable', inflatedBytes };
  }
}
