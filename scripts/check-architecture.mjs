#!/usr/bin/env node
// Holds the code to docs/architecture.json: walks the relative imports of server/src and client/src
// (`import type` and re-exports included), puts each file in its part by the map's `is` entries, and
// fails on every import that breaks a `never` arrow, printing file:line. Imports between parts that
// the map neither draws nor forbids are listed as undrawn (a hint to update the map, not a failure).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const map = JSON.parse(readFileSync(path.join(root, 'docs/architecture.json'), 'utf8'));
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** Test code may reach anywhere to set a case up; the map is about the code that ships. */
const exempt = (file) => map.exempt.some((pattern) => (pattern.startsWith('*') ? file.includes(pattern.slice(1)) : file.startsWith(pattern)));

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else if (SOURCE.test(name)) files.push(full);
  }
  return files;
}

/** A file's part: a `*suffix` entry wins over a path prefix; of the prefixes, the longest. */
function partOf(file) {
  let best;
  for (const [part, { is }] of Object.entries(map.parts)) {
    for (const entry of is) {
      if (entry.startsWith('*')) {
        if (file.endsWith(entry.slice(1))) return part;
      } else if (file.startsWith(entry) && (!best || entry.length > best.length)) best = { part, length: entry.length };
    }
  }
  return best?.part;
}

/** The source file a relative specifier names (`./x.js` is `./x.ts` in TypeScript). */
function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.d.ts`, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier.startsWith('.')) continue;
    const line = text.slice(0, match.index + match[0].length).split('\n').length;
    found.push({ specifier, line });
  }
  return found;
}

const key = (from, to) => `${from} → ${to}`;
const drawn = new Set(map.arrows.map(([from, to]) => key(from, to)));
const never = new Map(map.never.map(([from, to, why]) => [key(from, to), why]));

const breaks = [];
const undrawn = new Map();
let checked = 0;
for (const absolute of [...walk(path.join(root, 'server/src')), ...walk(path.join(root, 'client/src'))]) {
  const file = path.relative(root, absolute);
  if (exempt(file)) continue;
  const from = partOf(file);
  if (!from) continue;
  for (const { specifier, line } of importsOf(absolute)) {
    const target = resolve(absolute, specifier);
    const to = target && partOf(path.relative(root, target));
    if (!to || to === from) continue;
    checked += 1;
    const arrow = key(from, to);
    if (never.has(arrow)) breaks.push(`${file}:${line}  ${arrow} (never: ${never.get(arrow)}) — imports ${specifier}`);
    else if (!drawn.has(arrow)) undrawn.set(arrow, [...(undrawn.get(arrow) ?? []), `${file}:${line}`]);
  }
}

console.log(`check-architecture: ${checked} imports between parts checked against docs/architecture.json`);
for (const [arrow, places] of undrawn) console.log(`  undrawn ${arrow}: ${places.length} import(s), e.g. ${places[0]}`);
if (breaks.length) {
  console.error(`\n${breaks.length} import(s) break a "never" arrow:`);
  for (const line of breaks) console.error(`  ${line}`);
  process.exit(1);
}
console.log('  no "never" arrow is broken');
