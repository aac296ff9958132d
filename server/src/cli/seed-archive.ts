import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config.js';
import { openDatabase } from '../db/database.js';
import { archiveSizeFor, growArchive, type ArchiveSize } from '../db/seeders/archive/grow-archive.js';
import { storageSettings } from './backup-settings.js';
import { fromInvocationFolder } from './invocation-folder.js';

const USAGE = `Grows the site's database to the size of a real archive by bulk SQL (issue 14 §1).

  npm run seed:archive -- --news 100000

Adds that many news (with categories, tags, galleries and the demo's posters) and, in proportion,
columns (5,000 per 100,000 news), archive issues (150), events (2,000), newsletter subscribers
(20,000) and subscription requests (3,000); each can be given on its own: --columns N, --archive N,
--events N, --subscribers N, --requests N. Runs again to grow further. Uses the same DATABASE_URL /
DATA_DIR as the server; with the embedded database, stop the server first.`;

const COUNT_FLAGS = { columns: 'columns', archive: 'archiveIssues', events: 'events', subscribers: 'subscribers', requests: 'subscriptionRequests' } as const;

function sizeFromArguments(): ArchiveSize | undefined {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      news: { type: 'string' },
      ...Object.fromEntries(Object.keys(COUNT_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
    },
  });
  if (values.help) return undefined;
  const count = (flag: string, text: unknown) => {
    const number = Number(text);
    if (!Number.isInteger(number) || number < 0) throw new ConfigError(`--${flag} must be a whole number, not "${String(text)}".`);
    return number;
  };
  const size = archiveSizeFor(count('news', values.news ?? 100_000));
  for (const [flag, key] of Object.entries(COUNT_FLAGS)) {
    const given = (values as Record<string, unknown>)[flag];
    if (given !== undefined) size[key] = count(flag, given);
  }
  return size;
}

async function main() {
  fromInvocationFolder();
  const size = sizeFromArguments();
  if (!size) return console.log(USAGE);
  const settings = storageSettings();
  const db = await openDatabase(settings);
  const started = performance.now();
  try {
    await growArchive(db.orm.em.fork(), size, (message) => console.log(message), { publicUrl: settings.publicUrl });
  } finally {
    await db.close();
  }
  console.log(`archive grown in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
