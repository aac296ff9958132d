import { ERROR_STATUS } from '../../lib/errors.js';
import type { Answer } from './send.js';

export type Expectation = 'refused' | 'no-5xx';

/** What no answer may hold: a stack frame, SQL text, a driver's message, a server path. */
export function leakPatterns(serverPaths: string[]): { name: string; pattern: RegExp }[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...serverPaths.filter(Boolean).map((serverPath) => ({ name: `server path ${serverPath}`, pattern: new RegExp(escape(serverPath)) })),
    { name: 'node_modules path', pattern: /\/node_modules\// },
    { name: 'stack frame', pattern: /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)|\bat (?:file:\/\/|\/|node:)\S+:\d+:\d+/ },
    { name: 'SQL', pattern: /\b(?:select\s+[\w"*.,\s]+\s+from|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\s/i },
    { name: 'driver error', pattern: /DriverException|MikroORM|invalid message format|pq_getmsg|violates (?:not-null|unique|foreign key)|ErrnoError/ },
  ];
}

const CODES = new Set(Object.keys(ERROR_STATUS));

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The REST envelope: `{ error: { status, code, message } }` with the answer's own status. */
function restEnvelopeProblem(status: number, body: any): string | undefined {
  const error = body?.error;
  if (!error || typeof error !== 'object') return `${status} without the error envelope`;
  if (error.status !== status) return `${status} envelope says status ${error.status}`;
  if (typeof error.code !== 'string' || !CODES.has(error.code)) return `${status} envelope has code ${JSON.stringify(error.code)}`;
  if (typeof error.message !== 'string') return `${status} envelope has no message`;
  return undefined;
}

/** GraphQL errors: each has `extensions.code` and a 4xx `extensions.status`. */
function graphqlErrorsProblem(status: number, body: any): string | undefined {
  const errors = body?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return `${status} without errors[]`;
  for (const error of errors) {
    const extensions = error?.extensions;
    if (typeof error?.message !== 'string' || typeof extensions?.code !== 'string' || typeof extensions?.status !== 'number') {
      return `${status} error without message/extensions.code/extensions.status: ${JSON.stringify(error).slice(0, 200)}`;
    }
    if (extensions.status >= 500) return `GraphQL error with status ${extensions.status} (${extensions.code}) in HTTP ${status}`;
    if (status !== 200 && extensions.status !== status) return `HTTP ${status} but extensions.status ${extensions.status}`;
  }
  return undefined;
}

/** Every way an answer breaks the sweep's rules (empty when it is fine). */
export function answerProblems(
  target: { graphql: boolean; head?: boolean },
  expect: Expectation,
  answer: Answer,
  leaks: ReturnType<typeof leakPatterns>,
): string[] {
  if ('error' in answer) return [`no answer (${answer.error})`];
  const problems: string[] = [];
  const { status, body: text } = answer;
  const body = parseJson(text);
  for (const leak of leaks) {
    const match = text.match(leak.pattern);
    if (match) problems.push(`leaks ${leak.name}: …${text.slice(Math.max(0, match.index! - 40), match.index! + 80)}…`);
  }
  if (status >= 500) return [...problems, `HTTP ${status}: ${text.slice(0, 200)}`];
  const graphqlRefused = target.graphql && status === 200 && Array.isArray(body?.errors) && body.errors.length > 0;
  if (target.head) {
    // A HEAD answer has no body to hold an envelope.
  } else if (status >= 400 || graphqlRefused) {
    // Node refuses an over-long request line or header before any route is known: either envelope will do.
    const problem =
      status === 431 && target.graphql && !restEnvelopeProblem(status, body) ? undefined : target.graphql ? graphqlErrorsProblem(status, body) : restEnvelopeProblem(status, body);
    if (problem) problems.push(`${problem}: ${JSON.stringify(text.slice(0, 120))}`);
    if (target.graphql && graphqlRefused && body?.data && Object.values(body.data).some((value) => value !== null)) {
      problems.push(`GraphQL errors with data: ${JSON.stringify(body.data).slice(0, 200)}`);
    }
  } else if (expect === 'refused') {
    problems.push(`accepted: HTTP ${status} ${text.slice(0, 160)}`);
  }
  return problems;
}
