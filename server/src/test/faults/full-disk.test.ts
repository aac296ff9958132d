import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeWhere } from './private-services.js';

/**
 * Issue 12 §5 (reliability review §6 A): the embedded database on a disk too small for it names
 * the cause at start. The disk is a 20 MB tmpfs in a private mount namespace (`unshare`), where
 * the machine allows one; elsewhere the test is skipped.
 */
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

function canMountTmpfs(): boolean {
  try {
    execFileSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs /mnt'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describeWhere(canMountTmpfs(), 'a tmpfs mount in a user namespace (unshare -rm)')('the embedded database on a full disk', () => {
  it('stops at start with a message naming the folder and the full disk, and leaves no half-made database', () => {
    const script = [
      'mount -t tmpfs -o size=20m tmpfs /mnt',
      `"${process.execPath}" --import @swc-node/register/esm-register src/index.ts`,
      'echo "exit=$?"',
      'ls /mnt/data',
    ].join('\n');
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const result = spawnSync('unshare', ['-rm', 'sh', '-c', script], {
      cwd: SERVER_DIR,
      env: { ...env, PORT: '0', DATA_DIR: '/mnt/data', SEED_DEMO: 'false', CLIENT_DIST: '/nonexistent' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = result.stdout + result.stderr;
    expect(output).toContain('The embedded database could not write to /mnt/data/pglite: the disk is full (ENOSPC).');
    expect(output).not.toContain('ErrnoError');
    expect(output).toContain('exit=1');
    expect(result.stdout.split('exit=1')[1]).not.toContain('pglite');
  }, 150_000);
});
