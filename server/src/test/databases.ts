/** Test databases: PostgreSQL when TEST_DATABASE_URL is set, embedded PGlite otherwise. */
export const TEMPLATE_DATABASE = 'dergi_test_template';

// Tests may read the environment directly: they configure the app, they are not the app.
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The same server, connected to its maintenance database to create and drop others. */
export function adminUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
}
