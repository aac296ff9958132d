import { explainEmbeddedFailure, isDiskFull, StartupError } from './disk-full.js';

describe('a full disk at start', () => {
  it("is recognised in PGlite's errno 51, Node's ENOSPC and PostgreSQL's disk_full", () => {
    expect(isDiskFull({ name: 'ErrnoError', errno: 51 })).toBe(true);
    expect(isDiskFull(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }))).toBe(true);
    expect(isDiskFull({ name: 'ErrnoError', errno: 44 })).toBe(false);
    expect(isDiskFull(new Error('syntax error'))).toBe(false);
  });

  it('is reported with the folder and the cause; other failures pass unchanged', () => {
    const explained = explainEmbeddedFailure({ name: 'ErrnoError', errno: 51 }, '/srv/dergi/pglite');
    expect(explained).toBeInstanceOf(StartupError);
    expect((explained as Error).message).toBe(
      'The embedded database could not write to /srv/dergi/pglite: the disk is full (ENOSPC). Free some space there, or set DATA_DIR to a folder on a larger disk.',
    );
    const other = new Error('boom');
    expect(explainEmbeddedFailure(other, '/srv/dergi/pglite')).toBe(other);
  });
});
