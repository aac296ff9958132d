/** A file value in an operation's variables (a `File` from an input, or any `Blob`). */
export const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** Whether a value holds a file anywhere (checked on every operation, so it only looks, never copies). */
function containsFile(value: unknown): boolean {
  if (isFile(value)) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).some(containsFile);
  return false;
}

export const hasFiles = (variables: Record<string, unknown> | undefined) => containsFile(variables);
