import { createHmac, timingSafeEqual } from 'node:crypto';
import { EditorialKind } from '../publishing/publication.js';

/** How long a staff member's own preview address works (stateless: it cannot be revoked, so it is short). */
export const STAFF_PREVIEW_SECONDS = 60 * 60;

/** How long a shared preview link works unless revoked. */
export const PREVIEW_LINK_DAYS = 7;

/** The item a preview token shows. */
export interface PreviewTarget {
  kind: EditorialKind;
  id: number;
}

/**
 * What a token says before the database is asked: a staff preview (item and expiry signed in the
 * token), or a shared link (the row it names holds the item, expiry and revocation).
 */
export type ParsedPreviewToken = ({ type: 'staff'; expiresAt: Date } & PreviewTarget) | { type: 'link'; linkId: number; signature: string };

const KINDS = new Set<string>(Object.values(EditorialKind));
const ID = /^[1-9]\d{0,9}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** HMAC-SHA256 with the app secret, each use named so a signature of one kind never passes for another. */
function sign(secret: string, purpose: string, ...parts: (string | number)[]): string {
  return createHmac('sha256', secret).update(`preview-${purpose}:${parts.join(':')}`).digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `s.<kind>.<id>.<expires, unix seconds>.<signature>`: valid for STAFF_PREVIEW_SECONDS from `now`. */
export function staffPreviewToken(secret: string, target: PreviewTarget, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + STAFF_PREVIEW_SECONDS;
  return `s.${target.kind}.${target.id}.${expires}.${sign(secret, 'staff', target.kind, target.id, expires)}`;
}

/** `l.<link id>.<signature>`: the row named by the id holds the rest (item, expiry, revocation). */
export function previewLinkToken(secret: string, linkId: number, target: PreviewTarget): string {
  return `l.${linkId}.${sign(secret, 'link', linkId, target.kind, target.id)}`;
}

/** Whether a shared link's token carries the signature of its row (checked once the row is read). */
export function linkSignatureMatches(secret: string, token: Extract<ParsedPreviewToken, { type: 'link' }>, target: PreviewTarget): boolean {
  return sameSignature(sign(secret, 'link', token.linkId, target.kind, target.id), token.signature);
}

/**
 * The token's claims when it is well formed and (for a staff token) signed by this app; undefined
 * for anything else. A staff token past its time comes back with its `expiresAt`, so the caller can
 * tell an expired preview (410) from a made-up one (404).
 */
export function parsePreviewToken(secret: string, token: string): ParsedPreviewToken | undefined {
  const parts = token.split('.');
  if (parts[0] === 'l' && parts.length === 3) {
    const [, id, signature] = parts;
    if (!ID.test(id) || !SIGNATURE.test(signature) || Number(id) > 2_147_483_647) return undefined;
    return { type: 'link', linkId: Number(id), signature };
  }
  if (parts[0] === 's' && parts.length === 5) {
    const [, kind, id, expires, signature] = parts;
    if (!KINDS.has(kind) || !ID.test(id) || !/^\d{1,12}$/.test(expires) || !SIGNATURE.test(signature)) return undefined;
    if (!sameSignature(sign(secret, 'staff', kind, id, expires), signature) || Number(id) > 2_147_483_647) return undefined;
    return { type: 'staff', kind: kind as EditorialKind, id: Number(id), expiresAt: new Date(Number(expires) * 1000) };
  }
  return undefined;
}
