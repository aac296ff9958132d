import { rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup.mjs';

export default async function globalTeardown() {
  await globalThis.__DERGI_SERVER__?.stop();
  rmSync(STATE_FILE, { force: true });
}
