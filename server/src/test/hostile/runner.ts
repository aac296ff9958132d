import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, type TestApp } from '../test-app.js';
import type { HostileCase, Identity } from './cases.js';
import { answerProblems, leakPatterns } from './checks.js';
import { loopbackAddress, send, type Answer } from './send.js';
import { differences, snapshot, tableNames } from './snapshot.js';
import { Progress, catchingProcessErrors } from './watchdog.js';

export interface Failure {
  id: string;
  family: string;
  problems: string[];
  /** How to send it again (method, path, headers without credentials, the first bytes of the body). */
  request?: string;
}

interface Session {
  csrf: string;
  cookie: string;
  bearer?: string;
  signedInAt: number;
}

const cookiesOf = (answer: Answer): string[] =>
  'error' in answer ? [] : ([answer.headers['set-cookie'] ?? []].flat() as string[]).map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('='));

function describe(item: HostileCase, built: ReturnType<HostileCase['build']>): string {
  const body = built.body ? ` body(${built.body.length} B)=${JSON.stringify(built.body.subarray(0, 160).toString('latin1'))}` : '';
  const headers = Object.entries(built.headers).map(([name, value]) => `${name}: ${value.length > 60 ? `${value.slice(0, 60)}…(${value.length})` : value}`);
  const path = built.path.length > 200 ? `${built.path.slice(0, 200)}…(${built.path.length})` : built.path;
  return `${built.method} ${path} [${headers.join('; ')}]${built.credentials ? ` credentials=${JSON.stringify(built.credentials).slice(0, 120)}` : ''}${body}`;
}

/**
 * Sends hostile cases to a running test app and checks every answer, the process and the data:
 * each case from its own loopback address; after each batch `/healthz` must answer and no table or
 * file may have changed.
 */
export class SweepRunner {
  readonly failures: Failure[] = [];
  readonly statuses = new Map<number | string, number>();
  sent = 0;
  private readonly progress: Progress;
  private readonly leaks: ReturnType<typeof leakPatterns>;
  private readonly port: number;
  private addresses = 0;
  private current = '(none)';
  private sessions = new Map<Identity, Session>();

  constructor(
    private readonly t: TestApp,
    readonly options: { progressFile: string; reportFile: string; answersFile?: string; batchSize?: number; addressOffset?: number },
  ) {
    this.progress = new Progress(options.progressFile);
    this.port = Number(new URL(t.baseUrl).port);
    const repoRoot = path.resolve(process.cwd(), '..');
    this.leaks = leakPatterns([t.config.dataDir, repoRoot, process.cwd()]);
    this.addresses = options.addressOffset ?? 0;
  }

  private nextAddress() {
    this.addresses += 1;
    return loopbackAddress(this.addresses);
  }

  private async session(as: Identity): Promise<Session> {
    const known = this.sessions.get(as);
    if (known && (as === 'anonymous' || Date.now() - known.signedInAt < 5 * 60_000)) return known;
    const issued = await send(this.port, { method: 'GET', path: '/api/app/get-csrf-token', headers: {} }, { localAddress: this.nextAddress() });
    if ('error' in issued || issued.status !== 200) throw new Error(`no CSRF token: ${JSON.stringify(issued).slice(0, 300)}`);
    const session: Session = { csrf: JSON.parse(issued.body).token, cookie: cookiesOf(issued).join('; '), signedInAt: Date.now() };
    if (as === 'staff') {
      const signIn = await send(
        this.port,
        {
          method: 'POST',
          path: '/api/auth/signin',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf, cookie: session.cookie },
          body: Buffer.from(JSON.stringify({ email: ADMIN.email, password: ADMIN.password })),
        },
        { localAddress: this.nextAddress() },
      );
      if ('error' in signIn || signIn.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(signIn).slice(0, 300)}`);
      session.bearer = `Bearer ${JSON.parse(signIn.body).accessToken}`;
      session.cookie = [session.cookie, ...cookiesOf(signIn)].join('; ');
    }
    this.sessions.set(as, session);
    return session;
  }

  private headersFor(session: Session, built: ReturnType<HostileCase['build']>): Record<string, string> {
    const headers = { ...built.headers };
    const credentials = { csrf: 'identity', bearer: 'identity', ...built.credentials } as const;
    if (credentials.csrf === 'identity') headers['x-csrf-token'] = session.csrf;
    else if (credentials.csrf !== 'none') headers['x-csrf-token'] = credentials.csrf.header;
    if (credentials.bearer === 'identity' && session.bearer) headers.authorization = session.bearer;
    else if (typeof credentials.bearer === 'object') headers.authorization = credentials.bearer.header;
    const cookie = built.credentials?.cookie ?? session.cookie;
    if (cookie) headers.cookie = cookie;
    return headers;
  }

  private fail(failure: Failure) {
    this.failures.push(failure);
    appendFileSync(this.options.reportFile, `${JSON.stringify(failure)}\n`);
  }

  private readonly onProcessError = (error: unknown) => {
    const text = error instanceof Error ? `${error.name}: ${error.message} ${error.stack?.split('\n').slice(1, 4).join(' | ')}` : String(error);
    this.fail({ id: this.current, family: 'process', problems: [`uncaught error in the process: ${text}`] });
  };

  async healthy(): Promise<boolean> {
    const answer = await send(this.port, { method: 'GET', path: '/healthz', headers: {} }, { timeoutMs: 10_000 });
    return !('error' in answer) && answer.status === 200;
  }

  /** Sends every case of one identity in batches; stops early only if the app no longer answers. */
  async run(cases: HostileCase[], as: Identity): Promise<void> {
    await catchingProcessErrors(this.onProcessError, () => this.runBatches(cases, as));
  }

  private async runBatches(cases: HostileCase[], as: Identity): Promise<void> {
    const tables = await tableNames(this.t);
    const size = this.options.batchSize ?? 40;
    for (let start = 0; start < cases.length; start += size) {
      const batch = cases.slice(start, start + size);
      const session = await this.session(as);
      const before = await snapshot(this.t, tables);
      const accepted: string[] = [];
      for (const item of batch) {
        const built = item.build();
        const request = describe(item, built);
        this.current = item.id;
        this.progress.note(`${item.id} :: ${request}`);
        const answer = await send(this.port, { method: built.method, path: built.path, headers: this.headersFor(session, built), body: built.body }, { localAddress: this.nextAddress() });
        this.sent += 1;
        const status = 'error' in answer ? answer.error : answer.status;
        this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
        const problems = answerProblems({ graphql: item.graphql, head: built.method === 'HEAD' }, item.expect, answer, this.leaks);
        if (!('error' in answer) && answer.status < 400 && !(item.graphql && answer.body.includes('"errors"'))) accepted.push(item.id);
        if (problems.length) this.fail({ id: item.id, family: item.family, problems, request });
        if (this.options.answersFile) appendFileSync(this.options.answersFile, `${JSON.stringify({ id: item.id, status, body: 'error' in answer ? '' : answer.body.slice(0, 200) })}\n`);
      }
      this.current = `(after the batch ending with ${batch.at(-1)!.id})`;
      if (!(await this.healthy())) {
        this.fail({ id: batch.at(-1)!.id, family: 'process', problems: ['/healthz does not answer after this batch: the sweep stops'] });
        return;
      }
      const changes = differences(before, await snapshot(this.t, tables));
      if (changes.length) {
        this.fail({
          id: `batch ${batch[0]!.id} … ${batch.at(-1)!.id}`,
          family: 'writes',
          problems: [`refused requests changed data: ${changes.join('; ')} (answered below 400 in this batch: ${accepted.join(', ') || 'none'})`],
        });
      }
    }
  }

  /** The failures grouped by family and problem, each with its count and one case to reproduce. */
  summary(): string[] {
    const groups = new Map<string, { count: number; example: Failure }>();
    for (const failure of this.failures) {
      for (const problem of failure.problems) {
        const kind = problem
          .replace(/….*$/s, '')
          .replace(/: .*$/s, '')
          .replace(/\d{3,}/g, 'N')
          .slice(0, 80);
        const key = `${failure.family} | ${kind}`;
        const group = groups.get(key);
        if (group) group.count += 1;
        else groups.set(key, { count: 1, example: failure });
      }
    }
    return [...groups].map(([key, { count, example }]) => `${key} ×${count} — e.g. ${example.id}: ${example.problems.join(' / ').slice(0, 300)}`);
  }
}
