import { createDeflate } from 'node:zlib';

/** Hand-written PDFs for the media tests: small documents, bombs and documents with active content. */

/** The page tree of a one-page document (objects 2 and 3), for `rawPdf` after a catalog at 1. */
export const PAGE_OBJECTS = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];

/** A PDF of these objects (numbered from 1, the first being the catalog) with a correct cross-reference table. */
export function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.isBuffer(object) ? object : Buffer.from(object), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `)];
  parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A one-page PDF whose catalog carries `catalog` entries, with `extra` objects from number 4 on. */
export const onePagePdf = (catalog = '', extra: (string | Buffer)[] = []): Buffer =>
  rawPdf([`<< /Type /Catalog /Pages 2 0 R ${catalog} >>`, ...PAGE_OBJECTS, ...extra]);

/** A stream object: `dictionary` plus `/Length`, around `data`. */
export const streamObject = (dictionary: string, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** zlib data that inflates to `megabytes` MB of spaces (about 1000:1), made a megabyte at a time. */
export async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i += 1) if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** The security review's pdfBomb(N): one object stream that inflates to N MB. */
export async function objectStreamBombPdf(megabytes: number): Promise<Buffer> {
  return onePagePdf('', [streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', await deflatedSpaces(megabytes))]);
}
