/**
 * The query string of a page's canonical URL from the parameters its content depends on, in a
 * fixed order, leaving out empty values and defaults: `?page=2&sortBy=hit` or ''. Anything else
 * in the address (`utm_*`, …) never reaches the HTML.
 */
export function canonicalSearch(values: Record<string, string | number | null | undefined>, defaults: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || String(value) === String(defaults[name] ?? '')) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
