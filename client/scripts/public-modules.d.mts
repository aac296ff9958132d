export const ENTRY: string;
export const STAFF_ROOTS: string[];
/** Paths relative to the client package (`src/...`), sorted. */
export function publicModules(root?: string): string[];
