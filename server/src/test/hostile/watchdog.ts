import { readFileSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * The case being sent, in a file: if the process dies (a crash the app did not catch, or a kill),
 * the file names the request that did it.
 */
export class Progress {
  constructor(readonly file: string) {}

  note(text: string): void {
    writeFileSync(this.file, `${new Date().toISOString()} ${text}\n`);
  }

  last(): string {
    try {
      return readFileSync(this.file, 'utf8').trim();
    } catch {
      return '(none)';
    }
  }
}

/**
 * The app runs in the test's own process, so a request that freezes the event loop freezes the test
 * too, and no timer of it can fire. A worker thread watches a heartbeat of the main loop; when it
 * stops for `limitSeconds`, the worker prints the case in flight (from the progress file) and ends
 * the process, instead of letting the run hang for hours.
 */
export function startWatchdog(progressFile: string, limitSeconds = 30): { stop(): Promise<void> } {
  const beat = new Int32Array(new SharedArrayBuffer(8));
  const now = () => Math.floor(Date.now() / 100) & 0x7fffffff;
  Atomics.store(beat, 0, now());
  const timer = setInterval(() => Atomics.store(beat, 0, now()), 200);
  timer.unref();
  const code = `
    const { workerData } = require('node:worker_threads');
    const fs = require('node:fs');
    const beat = workerData.beat;
    const sleeper = new Int32Array(new SharedArrayBuffer(4));
    for (;;) {
      if (Atomics.load(beat, 1) === 1) break;
      Atomics.wait(sleeper, 0, 0, 1000);
      const stale = ((Math.floor(Date.now() / 100) & 0x7fffffff) - Atomics.load(beat, 0)) / 10;
      if (stale > workerData.limitSeconds) {
        let last = '(none)';
        try { last = fs.readFileSync(workerData.progressFile, 'utf8').trim(); } catch {}
        fs.writeSync(2, '\\n[hostile watchdog] the event loop has been blocked for ' + stale + ' s; ending the process.\\n[hostile watchdog] case in flight: ' + last + '\\n');
        process.kill(process.pid, 'SIGKILL');
      }
    }
  `;
  const worker = new Worker(code, { eval: true, workerData: { beat, progressFile, limitSeconds } });
  worker.unref();
  return {
    async stop() {
      clearInterval(timer);
      Atomics.store(beat, 1, 1);
      await worker.terminate();
    },
  };
}

/**
 * The process itself. Jest gives each test file a copy of `process` whose listeners never hear the
 * real process's events; a function made by a core module's realm runs in the outer context, where
 * `process` is the real one.
 */
export function realProcess(): NodeJS.Process {
  return (EventEmitter as unknown as { constructor: FunctionConstructor }).constructor('return process')() as NodeJS.Process;
}

/**
 * While `run` runs, an uncaught error or unhandled rejection of the process goes to `onError` alone
 * (Jest's own listeners are set aside, so the error is charged to the case in flight, not to the file).
 */
export async function catchingProcessErrors<T>(onError: (error: unknown) => void, run: () => Promise<T>): Promise<T> {
  const real = realProcess();
  const events = ['uncaughtException', 'unhandledRejection'] as const;
  const saved = events.map((event) => [event, real.listeners(event)] as const);
  for (const event of events) {
    real.removeAllListeners(event);
    real.on(event, onError);
  }
  try {
    return await run();
  } finally {
    for (const [event, listeners] of saved) {
      real.off(event, onError);
      for (const listener of listeners) real.on(event, listener as (...args: unknown[]) => void);
    }
  }
}
