// The measuring loop shared by the bench's modes: `connections` loops sending one line's request for
// a fixed time, each answer read to its end; latencies as percentiles and the server process's CPU
// time per request, read from /proc/<pid>/stat (utime + stime) before and after the line.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import http from 'node:http';

/**
 * The environment of a measured server: production mode (PUBLIC_URL only satisfies its check; no link
 * is followed), and no per-address GraphQL rate, since one address sends every request here.
 */
export function productionEnv(overrides = {}) {
  return {
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    SUBSCRIPTION_IBAN: process.env.SUBSCRIPTION_IBAN ?? 'TR330006100519786457841326',
    SUBSCRIPTION_ACCOUNT_HOLDER: 'Dergi Ankara',
    SUBSCRIPTION_BANK: 'Bank',
    PUBLIC_URL: 'http://localhost',
    GRAPHQL_REQUESTS_PER_MINUTE: '0',
    ...overrides,
  };
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU milliseconds the process has used so far (user + system), or undefined off Linux. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Resident memory of the process in MB (VmRSS), or undefined off Linux. */
export function rssMb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** How long a server rests after the load before its memory is read again (BENCH_SETTLE_SECONDS). */
export const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);

/**
 * A server's memory (RSS, MB) against its targets: at rest, after the load, and SETTLE_SECONDS of
 * rest later, when it must have come back within the after-load target. Prints one line; answers
 * `{ pass, misses }`.
 */
export function judgeMemory({ atRest, afterLoad, afterRest }, targets, label = 'Server memory') {
  const misses = [];
  if (!(atRest <= targets.atRest)) misses.push(`at rest ${atRest?.toFixed(0)} > ${targets.atRest}`);
  if (!(afterLoad <= targets.afterLoad)) misses.push(`after the load ${afterLoad?.toFixed(0)} > ${targets.afterLoad}`);
  if (!(afterRest <= targets.afterLoad)) misses.push(`${SETTLE_SECONDS} s later ${afterRest?.toFixed(0)} > ${targets.afterLoad}`);
  const mb = (value) => `${value?.toFixed(0)} MB`;
  console.log(
    `\n${label} (RSS): ${mb(atRest)} at rest, ${mb(afterLoad)} after the load, ${mb(afterRest)} ${SETTLE_SECONDS} s later; target ≤ ${targets.atRest} at rest, ≤ ${targets.afterLoad} under load: ${misses.length ? `FAIL ${misses.join(', ')}` : 'PASS'}`,
  );
  return { pass: misses.length === 0, misses };
}

/** Connections kept open between a line's requests, as a load generator keeps them. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A request whose answer is read to its end and dropped, not decoded, as wrk does: the lines measure
 * the server, and fetch would also spend this machine's CPU inflating each brotli answer (23 kB for
 * a sitemap file) on the cores the server runs on. Answers `{ status, ok, arrayBuffer() }`.
 */
export function rawFetch(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
    const req = http.request(new URL(url), { method, headers: sent, agent: keepAlive }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode, ok: res.statusCode >= 200 && res.statusCode < 300, arrayBuffer: async () => new ArrayBuffer(0) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Waits (5 s at most) until the server has been all but idle for a quarter of a second: a line's CPU
 * and latency are then its own, not the work the line before left running (the compression of pages
 * it rendered, a collection of what they left).
 */
async function settle(pid) {
  const end = performance.now() + 5_000;
  while (performance.now() < end) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (before === undefined || cpuMs(pid) - before <= 10) return;
  }
}

/**
 * Runs `request` (a function answering a fetch Response, or rawFetch's answer) from `connections` loops for `seconds`;
 * every answer must have the expected status (2xx unless `status` is given).
 */
export async function measure({ request, status }, { connections, seconds, pid }) {
  const latencies = [];
  let failures = 0;
  if (pid) await settle(pid);
  const cpuBefore = pid ? cpuMs(pid) : undefined;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        if (status ? response.status !== status : !response.ok) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const cpuAfter = pid ? cpuMs(pid) : undefined;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    connections,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    cpuMsPerRequest: cpuBefore === undefined || cpuAfter === undefined || !latencies.length ? undefined : (cpuAfter - cpuBefore) / latencies.length,
    failures,
  };
}

/** Whether a result meets a line's target ({ p95, p99, cpuMs } in ms, each optional). */
export function verdict(target, result) {
  if (!target) return undefined;
  const misses = [];
  if (target.p95 !== undefined && !(result.p95 <= target.p95)) misses.push(`p95 ${result.p95.toFixed(1)} > ${target.p95}`);
  if (target.p99 !== undefined && !(result.p99 <= target.p99)) misses.push(`p99 ${result.p99.toFixed(1)} > ${target.p99}`);
  if (target.cpuMs !== undefined && !(result.cpuMsPerRequest <= target.cpuMs)) misses.push(`cpu ${result.cpuMsPerRequest?.toFixed(2)} > ${target.cpuMs}`);
  if (result.failures) misses.push(`${result.failures} failed`);
  return { pass: misses.length === 0, misses };
}

const number = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits));

/** Prints the results as one table: a row per line and connection count. */
export function printTable(rows) {
  const head = ['line', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'cpu ms/req', 'target', 'verdict'];
  const widths = [46, 6, 8, 8, 8, 8, 11, 22, 30];
  const line = (cells) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join(' ');
  console.log(line(head));
  for (const row of rows) {
    const r = row.result;
    const target = row.target ? Object.entries(row.target).map(([key, value]) => `${key}≤${value}`).join(' ') : '(baseline)';
    const verdictText = row.verdict ? (row.verdict.pass ? 'PASS' : `FAIL ${row.verdict.misses.join(', ')}`) : '';
    console.log(line([row.name, r.connections, number(r.rps, 0), number(r.p50), number(r.p95), number(r.p99), number(r.cpuMsPerRequest, 2), target, verdictText]));
  }
}
