import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FileUpload } from '../../media/upload.scalar.js';
import { escapeHtml } from '../../lib/html.js';

/** Warm, magazine-like colour pairs for generated demo artwork. */
const PALETTES = [
  ['#1f2a44', '#c8553d'],
  ['#2e4057', '#f2a65a'],
  ['#3d2c2e', '#d8a47f'],
  ['#243b4a', '#9bc1bc'],
  ['#4a1942', '#e4b363'],
  ['#1b3a2f', '#c9d7a4'],
] as const;


function poster(label: string, caption: string, index: number, width = 1200, height = 800): string {
  const [ink, accent] = PALETTES[index % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(caption)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="#fff" fill-opacity="0.08"/>
  <rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.12}" height="6" fill="#fff" fill-opacity="0.8"/>
  <text x="${width * 0.08}" y="${height * 0.56}" font-family="Georgia, 'Times New Roman', serif" font-size="${height * 0.09}" fill="#fff">${escapeHtml(label)}</text>
  <text x="${width * 0.08}" y="${height * 0.74}" font-family="Georgia, serif" font-size="${height * 0.045}" fill="#fff" fill-opacity="0.85">${escapeHtml(caption)}</text>
</svg>
`;
}

/** A one-page PDF saying this is a sample preview (valid enough for browsers' viewers). */
function samplePdf(): Buffer {
  const text = 'Dergi - ornek sayi onizlemesi';
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An upload of bytes, as the services receive files from GraphQL or the REST adapter. */
function upload(filename: string, mimetype: string, bytes: Buffer): FileUpload {
  return { filename, mimetype, encoding: '7bit', fieldName: 'demo', createReadStream: () => Readable.from([bytes]) as never } as FileUpload;
}

/**
 * Generated demo artwork as a JPEG upload (the SVG drawn by sharp), so demo records get their
 * images through the media pipeline like an editor's uploads: variants, no orphans.
 */
export async function demoImage(label: string, caption: string, index: number, width = 1200, height = 800): Promise<FileUpload> {
  const bytes = await sharp(Buffer.from(poster(label, caption, index, width, height))).jpeg({ quality: 82 }).toBuffer();
  return upload(`${label.toLowerCase()}-${index + 1}.jpg`, 'image/jpeg', bytes);
}

/** The sample issue preview as a PDF upload. */
export function demoPdf(): FileUpload {
  return upload('ornek-sayi.pdf', 'application/pdf', samplePdf());
}
