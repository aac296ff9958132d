// The client's modules a reader's page can load: every module reachable from the browser entry
// through static and dynamic imports, except through the staff's routes (the admin under /yonetim
// and the sign-in pages). lingui.config.ts puts the messages of these modules in the public catalog
// and the others in the staff catalog, so a public page never downloads the admin's messages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));

export const ENTRY = 'src/boot.ts';

/** Where the staff's part begins: nothing past these is public. */
// The admin features' list (features/admin/index.ts) is imported by the router only on the way into
// the admin (app/routes.tsx); its descriptors' labels only show in the admin: staff catalog.
export const STAFF_ROOTS = ['src/routes/admin/', 'src/routes/auth/', 'src/features/admin/', 'src/app/admin-guard.tsx', 'src/app/layouts/admin-layout.tsx'];

const SPECIFIER = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '/index.tsx', '/index.ts'];

function resolveModule(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const isStaff = (relative) => STAFF_ROOTS.some((root) => (root.endsWith('/') ? relative.startsWith(root) : relative === root));

/** Paths relative to the client package (`src/...`), sorted; only source modules (.ts, .tsx). */
export function publicModules(root = clientRoot) {
  const seen = new Set();
  const pending = [path.join(root, ENTRY)];
  while (pending.length) {
    const file = pending.pop();
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (seen.has(relative) || isStaff(relative)) continue;
    seen.add(relative);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (/^(import|export)\s+type\s/.test(match[0])) continue; // erased at build time
      const target = resolveModule(file, match[1] ?? match[2] ?? match[3]);
      if (target) pending.push(target);
    }
  }
  return [...seen, ...messageModules(root, seen)].filter((relative) => /\.tsx?$/.test(relative)).sort();
}

/**
 * The texts of a feature's validation keys live in `<feature>-validation.ts` beside its form, which
 * nothing imports (the catalog carries them; `translateValidationKey` looks a key up): when a
 * feature's module is public, so are its key texts, or a reader's form would show a generic error.
 */
function messageModules(root, modules) {
  const directories = new Set([...modules].map((relative) => path.posix.dirname(relative)));
  return [...directories].flatMap((directory) => {
    const absolute = path.join(root, directory);
    return readdirSync(absolute)
      .filter((name) => name.endsWith('-validation.ts'))
      .map((name) => `${directory}/${name}`)
      .filter((relative) => !modules.has(relative) && !isStaff(relative));
  });
}
