import { ADMIN_BASE } from '../../lib/admin-paths';

/** Only same-site paths: must start with `/`, never `//` or `/\` (protocol-relative). */
export function safeRedirect(value: string | null | undefined, fallback = ADMIN_BASE): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
