import { crc32, deflateSync } from 'node:zlib';

/** Raw bodies: multipart built by hand (so it can be broken), bad files, a PDF bomb. */

export const BOUNDARY = 'hostileBoundary7MA4YWxk';

export type Part = { name: string; value: string | Buffer } | { name: string; filename: string | Buffer; type: string; bytes: Buffer };

const CRLF = '\r\n';

function partHead(part: Part): Buffer {
  if (!('filename' in part)) return Buffer.from(`Content-Disposition: form-data; name="${part.name}"${CRLF}${CRLF}`);
  return Buffer.concat([
    Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="`),
    Buffer.isBuffer(part.filename) ? part.filename : Buffer.from(part.filename),
    Buffer.from(`"${CRLF}Content-Type: ${part.type}${CRLF}${CRLF}`),
  ]);
}

/** A `multipart/form-data` body; with `truncated` it stops inside its last part (no closing boundary). */
export function multipartBody(parts: Part[], { truncated = false, boundary = BOUNDARY } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}`), partHead(part));
    chunks.push('filename' in part ? part.bytes : Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from(CRLF));
  }
  if (truncated) {
    const whole = Buffer.concat(chunks);
    return whole.subarray(0, whole.length - 3);
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** A body value as a form field: arrays repeat, objects travel as JSON text. */
export function formParts(values: Record<string, unknown>): Part[] {
  return Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) && value.every((item) => typeof item !== 'object') ? value : [value]).map((item) => ({
      name,
      value: typeof item === 'string' ? item : JSON.stringify(item),
    })),
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims `width`×`height` (the pixels are not there). */
export function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(16))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Files that no upload field may take. */
export const BAD_FILES: { name: string; filename: string; type: string; bytes: () => Buffer }[] = [
  { name: 'text-as-png', filename: 'a.png', type: 'image/png', bytes: () => Buffer.from('this is not an image') },
  { name: 'truncated-png', filename: 'b.png', type: 'image/png', bytes: () => pngHeader(64, 64).subarray(0, 40) },
  { name: '60000x60000-png', filename: 'c.png', type: 'image/png', bytes: () => pngHeader(60_000, 60_000) },
  { name: 'html-as-jpeg', filename: 'd.jpg', type: 'image/jpeg', bytes: () => Buffer.from('<html><script>alert(1)</script></html>') },
  { name: 'svg-script', filename: 'e.svg', type: 'image/svg+xml', bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { name: 'empty', filename: 'f.png', type: 'image/png', bytes: () => Buffer.alloc(0) },
  { name: 'pdf-as-image', filename: 'g.png', type: 'image/png', bytes: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') },
];

