/**
 * A strict RFC 4180 reader for tests: CRLF line ends, quoted fields with doubled quotes; throws on
 * anything else (a bare quote, a field running past the end), so a test of an export proves it is
 * valid CSV, not only that it contains some text.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let fieldStart = true;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      } else {
        field += char;
        i += 1;
      }
      continue;
    }
    if (char === '"') {
      if (!fieldStart) throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
      fieldStart = false;
      i += 1;
    } else if (char === ',') {
      row.push(field);
      field = '';
      fieldStart = true;
      i += 1;
    } else if (char === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`a CR without LF at ${i}`);
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStart = true;
      i += 2;
    } else if (char === '\n') {
      throw new Error(`a bare LF outside quotes at ${i}`);
    } else {
      field += char;
      fieldStart = false;
      i += 1;
    }
  }
  if (quoted) throw new Error('a quoted field runs past the end');
  if (field !== '' || row.length) throw new Error('the last line does not end in CRLF');
  return rows;
}

/** A CSV download: its bytes start with the UTF-8 BOM; answers the rows after it. */
export async function readCsvDownload(response: Response): Promise<{ rows: string[][]; bytes: Buffer }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { rows: parseCsv(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)), bytes };
}
