/** The worker thread of `pdf-check.ts`: inspects one PDF and answers with the result. */
import { parentPort, workerData } from 'node:worker_threads';
import { inspectPdf, type InflateLimits } from './pdf-inspect.js';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: InflateLimits };
const result = await inspectPdf(bytes, limits);
parentPort!.postMessage(result, result.verdict === 'ok' && result.bytes.buffer instanceof ArrayBuffer ? [result.bytes.buffer] : []);
