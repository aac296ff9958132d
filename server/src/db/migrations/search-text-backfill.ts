import type { Migration } from '@mikro-orm/migrations';

/*
 * Frozen for the migrations that fill folded search columns of existing rows: a copy of foldText
 * (modules/common/slug.ts) as it was when they were written. A later change to the live function
 * must not change what an old migration writes on a fresh database. Never edit this copy.
 */

const TURKISH_FOLDS: Record<string, string> = {
  ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', I: 'i', İ: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u',
};

/** Lower-case ASCII words of a text: Turkish letters folded, accents dropped (foldText of 2026-11-23). */
export function foldText2026(text: string): string {
  return text
    .replace(/['’]/g, '')
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (letter) => TURKISH_FOLDS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Rows per UPDATE: one statement per batch, not one per row. */
export const BACKFILL_BATCH = 500;

type Row = Record<string, unknown> & { id: number };

/**
 * Sets text columns of every row of `table` to what `values` makes of the row's `read` columns,
 * with one `update … from (values …)` per batch of rows.
 */
export async function backfillText<R extends Row>(
  migration: Migration,
  table: string,
  read: string[],
  values: (row: R) => Record<string, string>,
): Promise<void> {
  const rows = (await migration.execute(`select "id", ${read.map((column) => `"${column}"`).join(', ')} from "${table}" order by "id";`)) as R[];
  for (let start = 0; start < rows.length; start += BACKFILL_BATCH) {
    const batch = rows.slice(start, start + BACKFILL_BATCH).map((row) => ({ id: row.id, set: values(row) }));
    const columns = Object.keys(batch[0]!.set);
    const tuple = `(?::int, ${columns.map(() => '?::text').join(', ')})`;
    const params = batch.flatMap(({ id, set }) => [id, ...columns.map((column) => set[column])]);
    await migration.execute(
      `update "${table}" as t set ${columns.map((column) => `"${column}" = v."${column}"`).join(', ')} ` +
        `from (values ${batch.map(() => tuple).join(', ')}) as v("id", ${columns.map((column) => `"${column}"`).join(', ')}) where t."id" = v."id";`,
      params,
    );
  }
}
