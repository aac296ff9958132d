import type { Request, Response } from 'express';
import { SingleFlight } from '../lib/single-flight.js';
import { negotiateEncoding } from '../site/compression.js';
import { gzipFormOf, JSON_TYPE, keptBody, keptPage, MemoryPageStore, type KeptPage } from './page-cache.js';

/** How long a kept staff answer may serve while the database is unchanged (time alone moves a dashboard's "today"). */
const STAFF_READ_FRESH_MS = 10_000;
/** What the kept staff answers may hold in this process, in compressed bytes. */
const STAFF_READS_BYTES = 8 * 1024 * 1024;

/** What a render of a staff read gives: its status and JSON body; only a 200 is kept. */
export interface StaffAnswer {
  status: number;
  json?: unknown;
}

/**
 * Staff reads kept while the database is unchanged (decision 0019). A staff list costs a GraphQL
 * run, its ORM hydration and the answer's compression, 5–7 ms of CPU at 100,000 news, and an
 * editor's screen asks for the same ones again and again. A kept answer is keyed by the user, the
 * read (a route with the variables it read, a query with its variables) and the database's
 * snapshot read before it ran, by the sign-in check every signed-in request makes
 * (`AuthService.signInOf`): PostgreSQL's `pg_current_snapshot()`, which any transaction that
 * writes and ends changes, whoever wrote (this process, another instance, a script, a test's
 * direct insert), while reads leave it alone. So a kept answer is served only while nothing was
 * written since, and at most `STAFF_READ_FRESH_MS` after it was made. Kept in this process: every
 * instance asks the database itself, so nothing needs sharing.
 */
export class StaffReads {
  private readonly store: MemoryPageStore;
  private readonly rendering = new SingleFlight<KeptPage | StaffAnswer>();

  constructor(
    maxBytes = STAFF_READS_BYTES,
    private readonly freshMs = STAFF_READ_FRESH_MS,
    now: () => number = Date.now,
  ) {
    this.store = new MemoryPageStore(maxBytes, now);
  }

  /** The answer kept for `key` (the user and the read) at `snapshot`, and the key to keep one under (`keep`). */
  lookup(snapshot: string, key: string): { kept?: KeptPage; snapshotKey: string } {
    const snapshotKey = `${snapshot} ${key}`;
    return { kept: this.store.readFresh(snapshotKey), snapshotKey };
  }

  /** Keeps a 200's JSON body under the key `lookup` gave before it was made. */
  async keep(snapshotKey: string, json: unknown): Promise<KeptPage> {
    const page = await keptPage({ status: 200, body: JSON.stringify(json), type: JSON_TYPE });
    await this.store.put(snapshotKey, page, this.store.currentGeneration, this.freshMs, 0);
    return page;
  }

  /**
   * The answer to `key` as kept at `snapshot`, or rendered now by `render` and kept when it is a
   * 200. Concurrent asks of one key at one snapshot share a render.
   */
  async answer<A extends StaffAnswer>(snapshot: string, key: string, render: () => Promise<A>): Promise<{ kept: KeptPage; hit: boolean } | { answer: A }> {
    const { kept, snapshotKey } = this.lookup(snapshot, key);
    if (kept) return { kept, hit: true };
    const made = await this.renderOnce(snapshotKey, render);
    return 'encoded' in made ? { kept: made, hit: false } : { answer: made as A };
  }

  private renderOnce(snapshotKey: string, render: () => Promise<StaffAnswer>): Promise<KeptPage | StaffAnswer> {
    return this.rendering.run(snapshotKey, async () => {
      const answer = await render();
      return answer.status === 200 && answer.json !== undefined ? this.keep(snapshotKey, answer.json) : answer;
    });
  }

  /**
   * Sends a kept answer in the form the client accepts, never to be stored by a browser or a proxy
   * (it holds the staff's data: security review T3-L9). `X-Staff-Read` tells a hit from a render.
   */
  send(req: Request, res: Response, kept: KeptPage, hit: boolean): void {
    const headers = { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', Vary: 'Accept-Encoding', 'X-Staff-Read': hit ? 'hit' : 'miss' };
    if (req.method === 'HEAD') return void res.writeHead(kept.status, { ...headers, 'Content-Length': kept.size }).end();
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const [body, coding] =
      encoding === 'br' ? [kept.encoded.br, 'br'] : encoding === 'gzip' ? [gzipFormOf(kept, (page) => void this.store.keepGzipForm(page)), 'gzip'] : [keptBody(kept)];
    res.writeHead(kept.status, { ...headers, ...(coding ? { 'Content-Encoding': coding } : {}), 'Content-Length': body.byteLength }).end(body);
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.store.size;
  }
}
