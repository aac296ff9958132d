/**
 * Runs `inspectPdf` in a worker thread with a memory and a time cap, so a hostile PDF (a stream
 * that inflates a thousandfold, a page tree that never ends) costs a worker, never the event loop.
 * A worker that runs out of time or memory is ended and its document refused as too complex.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEFAULT_INFLATE_LIMITS, type InflateLimits, type PdfInspection } from './pdf-inspect.js';

export interface PdfCheckLimits extends InflateLimits {
  /** The worker's JavaScript heap (V8's old generation), in MB. */
  maxHeapMb: number;
  /** After this the worker is ended. */
  timeoutMs: number;
}

export const DEFAULT_PDF_CHECK_LIMITS: PdfCheckLimits = { ...DEFAULT_INFLATE_LIMITS, maxHeapMb: 256, timeoutMs: 10_000 };

/** PDFs checked at once; the others wait, so parallel uploads cannot multiply the workers' memory. */
const PARALLEL_CHECKS = 2;

/**
 * The worker's script: the compiled `.js` beside this file in a build; in the sources (tests,
 * `npm run dev`) the `.ts` file, through the same swc hook `npm run dev` uses.
 */
function workerScript(): { url: URL; execArgv: string[] } {
  const compiled = new URL('./pdf-inspect.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return { url: compiled, execArgv: [] };
  return { url: new URL('./pdf-inspect.worker.ts', import.meta.url), execArgv: ['--import', '@swc-node/register/esm-register'] };
}

function runWorker(bytes: Uint8Array, limits: PdfCheckLimits): Promise<PdfInspection> {
  const { url, execArgv } = workerScript();
  const copy = new Uint8Array(bytes);
  const worker = new Worker(url, {
    execArgv,
    workerData: { bytes: copy, limits: { maxInflatedBytes: limits.maxInflatedBytes, maxObjectStreamBytes: limits.maxObjectStreamBytes } },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => resolve({ verdict: 'tooComplex', inflatedBytes: 0, reason: 'out of time' })), limits.timeoutMs);
    worker.once('message', (result: PdfInspection) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ verdict: 'tooComplex', inflatedBytes: 0, reason: 'out of memory' }) : reject(error),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`The PDF check worker ended with code ${code} before it answered.`))));
  });
}

let running = 0;
const waiting: (() => void)[] = [];

/** Checks one PDF in a worker of its own (at most `PARALLEL_CHECKS` at a time; a finished check hands its slot on). */
export async function checkPdf(bytes: Uint8Array, limits: PdfCheckLimits = DEFAULT_PDF_CHECK_LIMITS): Promise<PdfInspection> {
  if (running >= PARALLEL_CHECKS) await new Promise<void>((takeSlot) => waiting.push(takeSlot));
  else running += 1;
  try {
    return await runWorker(bytes, limits);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
