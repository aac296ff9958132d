import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { foldText } from '../../modules/common/slug.js';
import { freshDatabase, type TestDatabase } from '../../test/test-app.js';
import { ormOptions } from '../database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded-postgres.js';
import { BACKFILL_BATCH, foldText2026 } from './search-text-backfill.js';

/*
 * The migrations that fill folded search columns of existing rows do it with a frozen fold and one
 * UPDATE per batch: a database that had rows before them ends with what the entity hooks write.
 */

const EVENTS = 2 * BACKFILL_BATCH + 1;
let database: TestDatabase;
let embedded: EmbeddedPostgres | undefined;
let client: pg.Client;
let orm: MikroORM;

beforeAll(async () => {
  database = await freshDatabase({ empty: true });
  embedded = database.databaseUrl ? undefined : await startEmbeddedPostgres(database.dataDir);
  const url = database.databaseUrl ?? embedded!.url;
  orm = await MikroORM.init(ormOptions(url, Boolean(embedded)));
  await orm.migrator.up({ to: 'Migration20261122054543_Initial' });
  client = new pg.Client({ connectionString: url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await orm?.close(true);
  await embedded?.stop();
  await database?.drop();
});

it('gives rows that were there before the search migrations the folded text, over several batches', async () => {
  await client.query(`insert into tags (name, slug, description) values ('Şiir', 'siir', 'Çağdaş Türk şiiri'), ('İnceleme', 'inceleme', 'Ankara''nın kitapları')`);
  await client.query(
    `insert into events (title, date, location) select 'Çarşı Şenliği ' || n, now(), 'İzmir, Işıklar' from generate_series(1, ${EVENTS}) as n`,
  );
  await orm.migrator.up();

  const tags = (await client.query('select name, description, name_key, search_text from tags order by id')).rows;
  expect(tags.map((tag) => [tag.name_key, tag.search_text])).toEqual([
    ['siir', 'siir cagdas turk siiri'],
    ['inceleme', 'inceleme ankaranin kitaplari'],
  ]);
  const events = (await client.query('select title, location, search_text from events order by id')).rows;
  expect(events).toHaveLength(EVENTS);
  expect(events[EVENTS - 1].search_text).toBe(`carsi senligi ${EVENTS} izmir isiklar`);
  // Every row as the entity hook writes it today (the live fold) and as the frozen copy does.
  for (const event of events) {
    expect(event.search_text).toBe(foldText(`${event.title} ${event.location}`));
    expect(event.search_text).toBe(foldText2026(`${event.title} ${event.location}`));
  }
});
