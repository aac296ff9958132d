import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A column that holds a stored media path is a string property named `path` or `…Path`
 * (`posterPath`, `previewPath`, `imagePath`, `avatarPath`, a gallery photo's `path`).
 */
const MEDIA_PATH_PROPERTY = /^(path|[a-z][a-zA-Z0-9]*Path)$/;

/** Every table and column whose values are media paths, by the naming rule above. */
export function mediaPathColumns(em: EntityManager): { table: string; column: string }[] {
  const columns: { table: string; column: string }[] = [];
  for (const meta of em.getMetadata().getAll().values()) {
    if (meta.embeddable || meta.virtual || !meta.tableName) continue;
    for (const prop of Object.values(meta.properties)) {
      if (prop.kind !== ReferenceKind.SCALAR || prop.persist === false || !MEDIA_PATH_PROPERTY.test(prop.name)) continue;
      if (prop.runtimeType !== 'string' || prop.fieldNames?.length !== 1) continue;
      columns.push({ table: meta.tableName, column: prop.fieldNames[0]! });
    }
  }
  return columns;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Every media path a record holds, soft-deleted records included (a raw query: no entity filter
 * hides a row whose files must stay).
 */
export async function referencedMediaPaths(em: EntityManager): Promise<string[]> {
  const paths: string[] = [];
  for (const { table, column } of mediaPathColumns(em)) {
    const rows = await em.getConnection().execute<{ path: string }[]>(`select distinct ${quote(column)} as path from ${quote(table)} where ${quote(column)} is not null`);
    for (const row of rows) paths.push(row.path);
  }
  return paths;
}
