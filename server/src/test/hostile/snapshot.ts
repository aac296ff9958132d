import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../test-app.js';

/**
 * What a refused request must not change: every table's row count and a hash of its content, and
 * the files under DATA_DIR's `uploads` (media) and `outbox` (mails sent without SMTP).
 *
 * Left out, because a refused request may write them by design:
 * - sign-in bookkeeping (`refresh_tokens`, and any table of attempts, lock-outs, rate counters or
 *   sessions): a wrong password is a refused request that is rightly counted against its address;
 *   the sweep's own staff sign-in writes a refresh token too.
 * Kept on purpose: `audit_entries` (only a successful mutation is audited), `password_resets`
 * (only a valid forgot-password request writes one, and every sweep request is invalid).
 */
export const UNTRACKED_TABLE = /refresh_token|attempt|lock|throttl|rate_limit|session/i;

export interface Snapshot {
  tables: Record<string, { rows: number; hash: string }>;
  files: Record<string, number>;
}

export async function tableNames(t: TestApp): Promise<string[]> {
  const rows: { table_name: string }[] = await t.app.db.orm.em
    .fork()
    .getConnection()
    .execute(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((row) => row.table_name).filter((name) => !UNTRACKED_TABLE.test(name));
}

function listFiles(root: string, under = ''): Record<string, number> {
  let entries;
  try {
    entries = readdirSync(path.join(root, under), { withFileTypes: true });
  } catch {
    return {};
  }
  const files: Record<string, number> = {};
  for (const entry of entries) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) Object.assign(files, listFiles(root, relative));
    else files[relative] = statSync(path.join(root, relative)).size;
  }
  return files;
}

export async function snapshot(t: TestApp, tables: string[]): Promise<Snapshot> {
  const sql = tables
    .map((name) => `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as hash from "${name}" x`)
    .join(' union all ');
  const rows: { name: string; rows: number; hash: string }[] = await t.app.db.orm.em.fork().getConnection().execute(sql);
  const files = { ...prefixed('uploads', listFiles(path.join(t.config.dataDir, 'uploads'))), ...prefixed('outbox', listFiles(path.join(t.config.dataDir, 'outbox'))) };
  return { tables: Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }])), files };
}

const prefixed = (prefix: string, files: Record<string, number>) => Object.fromEntries(Object.entries(files).map(([name, size]) => [`${prefix}/${name}`, size]));

/** What changed between two snapshots, one line per table or file. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [name, now] of Object.entries(after.tables)) {
    const then = before.tables[name];
    if (!then) changes.push(`table ${name} appeared`);
    else if (then.rows !== now.rows) changes.push(`table ${name}: ${then.rows} → ${now.rows} rows`);
    else if (then.hash !== now.hash) changes.push(`table ${name}: content changed (${then.rows} rows)`);
  }
  for (const name of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
    if (!(name in before.files)) changes.push(`file ${name} added`);
    else if (!(name in after.files)) changes.push(`file ${name} removed`);
    else if (before.files[name] !== after.files[name]) changes.push(`file ${name} changed size`);
  }
  return changes;
}
