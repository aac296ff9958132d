import type { TestApp } from './test-app.js';

/**
 * A fingerprint of every table's rows (an md5 of the rows as text, in order): any insert, update
 * or delete between two calls changes it. For "nothing was written" checks of refused requests.
 */
export async function tablePrints(t: TestApp): Promise<Record<string, string>> {
  const connection = t.app.db.orm.em.fork().getConnection();
  const tables = await connection.execute<{ name: string }[]>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await connection.execute<{ print: string }[]>(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print from "${name}" x`);
    prints[name] = row!.print;
  }
  return prints;
}
