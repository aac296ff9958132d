import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { paragraph } from '../../modules/common/rich-text.js';
import { insertNews } from '../factories.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { answerProblems, leakPatterns } from './checks.js';
import { objectStreamBombPdf } from '../pdf-fixtures.js';
import { BOUNDARY, formParts, multipartBody, multipartType, type Part } from './payloads.js';
import { loopbackAddress, send, type Answer, type RawRequest } from './send.js';
import { Progress, catchingProcessErrors, startWatchdog } from './watchdog.js';

/*
 * Issue 12 §1 "Proof": the hostile requests of the reviews, each measured with the event-loop delay
 * histogram while it is served by the app in this process. No anonymous request may hold the loop
 * for more than 100 ms; neither may a staff PDF bomb (its check belongs off the loop). A request
 * over the limit is measured again (at most three times, the least counts), so a pause of the
 * shared machine is not taken for a blocking request; a request that really blocks does so every time.
 */
const LIMIT_MS = 100;
const RESOLUTION_MS = 10;
const PROGRESS_FILE = process.env.HOSTILE_PROGRESS_FILE ?? path.join(tmpdir(), 'hostile-event-loop-progress.txt');

let t: TestApp;
let port: number;
let watchdog: { stop(): Promise<void> };
let addresses = 5_000_000 + Math.floor(Math.random() * 1_000_000);
const progress = new Progress(PROGRESS_FILE);

interface Credentials {
  csrf: string;
  cookie: string;
  bearer?: string;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function credentials(staff: boolean): Promise<Credentials> {
  const issued = await send(port, { method: 'GET', path: '/api/app/get-csrf-token', headers: {} }, { localAddress: loopbackAddress((addresses += 1)) });
  if ('error' in issued) throw new Error(issued.error);
  const cookie = ([issued.headers['set-cookie'] ?? []].flat() as string[]).map((line) => line.split(';')[0]).join('; ');
  const result: Credentials = { csrf: JSON.parse(issued.body).token, cookie };
  if (staff) {
    const client = await t.staff();
    result.bearer = `Bearer ${client.accessToken}`;
  }
  return result;
}

/** The longest event-loop delay, in ms, while `request` is sent and answered. */
async function blockedWhile(request: RawRequest): Promise<{ ms: number; answer: Answer }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const answer = await send(port, request, { localAddress: loopbackAddress((addresses += 1)), timeoutMs: 60_000 });
  // One more tick of the monitor, so a block that ended with the answer is counted.
  await new Promise((resolve) => setTimeout(resolve, RESOLUTION_MS * 2));
  histogram.disable();
  return { ms: histogram.max / 1e6, answer };
}

/** The least of up to three measurements (each over the limit triggers the next). */
async function measure(name: string, request: () => RawRequest): Promise<{ ms: number; answer: Answer }> {
  let best: { ms: number; answer: Answer } | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    progress.note(`${name} (attempt ${attempt})`);
    const result = await blockedWhile(request());
    if (!best || result.ms < best.ms) best = result;
    if (best.ms <= LIMIT_MS) break;
  }
  return best!;
}

/** `{ publicAllCategories { ...F<levels> } }` where each fragment spreads the one below twice. */
function fragmentDoubling(levels: number): string {
  const fragments = Array.from({ length: levels }, (_v, i) => `fragment F${i + 1} on Category { ...F${i} ...F${i} }`);
  return `{ publicAllCategories { ...F${levels} } }\nfragment F0 on Category { id }\n${fragments.join('\n')}`;
}

/** The review's T3-H2 query: three aliases of news → tags → news → tags → news, each page 10. */
const COST_QUERY = (() => {
  const q = 'publicNewsList(pageSize: 10) { items { tags { news(pageSize: 10) { items { tags { news(pageSize: 10) { items { id title } } } } } } } }';
  return `{ a: ${q} b: ${q} c: ${q} }`;
})();

beforeAll(async () => {
  watchdog = startWatchdog(PROGRESS_FILE, 60);
  t = await startTestApp();
  port = Number(new URL(t.baseUrl).port);
  // T3-H2's content: 8 tags, and 10 news items carrying all of them.
  const staff = await t.staff();
  const tagIds: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const response = await staff.post('/api/tags', { name: `Yoğun etiket ${i + 1}`, description: 'Maliyet sınaması' });
    tagIds.push(response.body.id);
  }
  await insertNews(t, undefined, 10, { tagIds, titlePrefix: 'Maliyet haberi' });
}, 120_000);

afterAll(async () => {
  await watchdog?.stop();
  await t?.close();
});

describe('no hostile request holds the event loop', () => {
  it(`for more than ${LIMIT_MS} ms (anonymous requests, and a staff PDF bomb)`, async () => {
    const anonymous = await credentials(false);
    const staff = await credentials(true);
    const headers = (who: Credentials, extra: Record<string, string>) => ({
      'x-csrf-token': who.csrf,
      cookie: who.cookie,
      ...(who.bearer ? { authorization: who.bearer } : {}),
      ...extra,
    });
    const graphql = (query: string) => ({ method: 'POST', path: '/graphql', headers: headers(anonymous, { 'content-type': 'application/json' }), body: json({ query }) });
    const poster = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#246' } }).png().toBuffer();
    const rich = JSON.stringify([paragraph('Bomba sınaması')]);
    const archive: Part[] = [
      ...formParts({ title: 'Bomba sayısı', description: 'Sınama', content: rich, masthead: rich, price: '250', link: 'https://example.com/', isFeatured: 'no' }),
      { name: 'poster', filename: 'kapak.png', type: 'image/png', bytes: poster },
      { name: 'preview', filename: 'onizleme.pdf', type: 'application/pdf', bytes: await objectStreamBombPdf(100) },
    ];
    const uploadNul = multipartBody([
      { name: 'operations', value: JSON.stringify({ query: 'mutation($i: AvatarInput!) { uploadAvatar(input: $i) { id } }', variables: { i: { avatar: null } } }) },
      { name: 'map', value: JSON.stringify({ 0: ['variables.i.avatar'] }) },
      { name: '0', filename: Buffer.from('a\u0000b.png'), type: 'image/png', bytes: Buffer.from('xxxx') },
    ]);
    const truncated = multipartBody([{ name: 'f', filename: 'a.png', type: 'image/png', bytes: Buffer.from('abc') }], { truncated: true });

    const requests: [string, () => RawRequest][] = [
      ['T3-H1 fragment doubling, 12 levels', () => graphql(fragmentDoubling(12))],
      ['T3-H1 fragment doubling, 16 levels', () => graphql(fragmentDoubling(16))],
      ['T3-H1 fragment doubling, 20 levels', () => graphql(fragmentDoubling(20))],
      ['T3-H1 fragment doubling, 40 levels', () => graphql(fragmentDoubling(40))],
      ['T3-H2 cost query', () => graphql(COST_QUERY)],
      ['500 aliases', () => graphql(`{ ${Array.from({ length: 500 }, (_v, i) => `a${i}: publicAllCategories { id }`).join(' ')} }`)],
      ['batch of 100 operations', () => ({ ...graphql(''), body: json(Array.from({ length: 100 }, () => ({ query: '{ publicAllCategories { id } }' }))) })],
      ['truncated multipart on /api', () => ({ method: 'GET', path: '/api/categories', headers: { 'content-type': multipartType() }, body: truncated })],
      ['NUL file name on /graphql', () => ({ method: 'POST', path: '/graphql', headers: headers(anonymous, { 'content-type': multipartType(), 'apollo-require-preflight': 'true' }), body: uploadNul })],
      ['2 MB JSON body', () => ({ method: 'POST', path: '/api/public-contact/send-message', headers: headers(anonymous, { 'content-type': 'application/json' }), body: json({ name: 'a'.repeat(2 * 1024 * 1024) }) })],
      ['30 MB of files to a form without files (T3-M2)', () => ({
        method: 'POST',
        path: '/api/public-newsletter-subscription/subscribe',
        headers: headers(anonymous, { 'content-type': multipartType() }),
        body: multipartBody([{ name: 'f', filename: 'z.bin', type: 'application/octet-stream', bytes: Buffer.alloc(30 * 1024 * 1024) }]),
      })],
      ['staff PDF bomb (100 MB inflated, T3-M3)', () => ({ method: 'POST', path: '/api/archives', headers: headers(staff, { 'content-type': multipartType(BOUNDARY) }), body: multipartBody(archive) })],
    ];

    const measured: { name: string; ms: number; status: number | string; problems: string[] }[] = [];
    const crashes: string[] = [];
    const leaks = leakPatterns([t.config.dataDir, path.resolve(process.cwd(), '..')]);
    await catchingProcessErrors(
      (error) => crashes.push(`${progress.last()}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`),
      async () => {
        for (const [name, request] of requests) {
          // Levels past one that blocked would block for hours: the exponential case is shown already.
          if (name.includes('40 levels') && measured.some((m) => m.name.includes('fragment doubling') && m.ms > LIMIT_MS)) {
            measured.push({ name, ms: NaN, status: 'not sent: fewer levels already blocked', problems: [] });
            continue;
          }
          const { ms, answer } = await measure(name, request);
          const status = 'error' in answer ? answer.error : answer.status;
          const expectRefusal = !name.startsWith('T3-H2') && !name.startsWith('500 aliases') && !name.includes('12 levels');
          const problems = answerProblems({ graphql: request().path.startsWith('/graphql') }, expectRefusal ? 'refused' : 'no-5xx', answer, leaks);
          measured.push({ name, ms, status, problems });
        }
      },
    );
    console.info(`event-loop delay per request (max, ms):\n${measured.map((m) => `  ${m.name}: ${Number.isNaN(m.ms) ? '-' : m.ms.toFixed(0)} (${m.status})`).join('\n')}`);

    expect(crashes).toEqual([]);
    expect(measured.filter((m) => m.ms > LIMIT_MS || Number.isNaN(m.ms)).map((m) => `${m.name}: ${Number.isNaN(m.ms) ? m.status : `${m.ms.toFixed(0)} ms`}`)).toEqual([]);
    expect(measured.filter((m) => m.problems.length).map((m) => `${m.name}: ${m.problems.join('; ')}`)).toEqual([]);
    const health = await send(port, { method: 'GET', path: '/healthz', headers: {} });
    expect('error' in health ? health.error : health.status).toBe(200);
  }, 15 * 60_000);
});
