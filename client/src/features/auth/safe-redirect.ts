/** Only same-site paths: must start with `/`, never `//` or `/\` (protocol-relative). */
export function safeRedirect(value: string | null | undefined, fallback = '/yonetim'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
