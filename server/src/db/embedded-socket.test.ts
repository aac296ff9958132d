import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

/**
 * The embedded database is one PGlite session shared by every socket connection. A backup of a
 * running site opens a second connection beside the app's; its queries must never land between the
 * messages of one of the app's extended-protocol batches (Parse … Sync), or they clobber the app's
 * unnamed statement and portal (pglite issue #1046; patches/@electric-sql+pglite-socket+0.2.17.patch).
 * Raw protocol messages make the order exact.
 */

function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const cstring = (text: string) => Buffer.from(`${text}\0`);
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};

/** A raw wire-protocol connection that collects the backend's messages by type. */
class Wire {
  private received = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.waiters.splice(0).forEach((wake) => wake());
    });
  }

  static async open(url: string): Promise<Wire> {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) });
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const wire = new Wire(socket);
    const startup = Buffer.concat([int32(196608), cstring('user'), cstring('postgres'), cstring('database'), cstring('postgres'), Buffer.from([0])]);
    socket.write(Buffer.concat([int32(startup.length + 4), startup]));
    await wire.until('Z');
    wire.take();
    return wire;
  }

  send(...messages: Buffer[]) {
    this.socket.write(Buffer.concat(messages));
  }

  /** Message types received so far, in order. */
  types(): string[] {
    const types: string[] = [];
    for (let at = 0; at + 5 <= this.received.length; at += 1 + this.received.readInt32BE(at + 1)) types.push(String.fromCharCode(this.received[at]!));
    return types;
  }

  async until(type: string): Promise<void> {
    while (!this.types().includes(type)) await new Promise<void>((wake) => this.waiters.push(wake));
  }

  /** The types received (without ParameterStatus and notices, which PGlite sends at will), then forgets them. */
  take(): string[] {
    const types = this.types().filter((type) => type !== 'S' && type !== 'N');
    this.received = Buffer.alloc(0);
    return types;
  }

  close() {
    this.socket.destroy();
  }
}

describe('the embedded database socket shared by the site and a backup', () => {
  let dataDir: string;
  let database: EmbeddedPostgres;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-socket-'));
    database = await startEmbeddedPostgres(dataDir);
  });
  afterAll(async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs another connection's query only after a batch's Sync, so the batch's portal survives", async () => {
    const site = await Wire.open(database.url);
    const backup = await Wire.open(database.url);
    try {
      // The site parses and binds an unnamed statement, and flushes to see both done…
      site.send(message('P', cstring(''), cstring('select 42 as answer'), int16(0)), message('B', cstring(''), cstring(''), int16(0), int16(0), int16(0)), message('H'));
      await site.until('2');
      // …then the backup sends a simple query, which in PostgreSQL destroys the unnamed statement and portal…
      backup.send(message('Q', cstring('select 1')));
      await sleep(50); // let it reach the server first
      // …and only then does the site execute its portal and sync.
      site.send(message('E', cstring(''), int32(0)), message('S'));
      await site.until('Z');
      await backup.until('Z');
      expect(site.take()).toEqual(['1', '2', 'D', 'C', 'Z']);
      expect(backup.take()).toEqual(['T', 'D', 'C', 'Z']);
    } finally {
      site.close();
      backup.close();
    }
  });
});
