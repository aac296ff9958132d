import { validate } from 'class-validator';
import type { TestResponse } from './test-client.js';

/** A REST error envelope with this status and code (and exactly these field keys, or none). */
export function expectError(response: TestResponse, status: number, code: string, fields?: Record<string, string>) {
  expect({ status: response.status, code: response.body?.error?.code, errorStatus: response.body?.error?.status }).toEqual({
    status,
    code,
    errorStatus: status,
  });
  if (fields) expect(response.body.error.fields).toEqual(fields);
  else expect(response.body.error.fields).toBeUndefined();
}

/** A GraphQL answer with no data and this error's code, status (and field keys). */
export function expectGraphQLError(response: TestResponse, code: string, status: number, fields?: Record<string, string>) {
  expect(response.body.data ?? null).toBeNull();
  expect(response.body.errors?.[0]?.extensions).toEqual({ code, status, ...(fields ? { fields } : {}) });
}

/** The same options the schema validates with (graphql/schema.ts). */
const VALIDATION = { forbidUnknownValues: false, stopAtFirstError: false };

/** Field → the first message of its first failing rule, as the API reports it. */
export async function firstMessages(input: object): Promise<Record<string, string>> {
  const errors = await validate(input, VALIDATION);
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})[0]!]));
}

/** A 429 envelope with a `Retry-After` of whole seconds in (0, maxSeconds]; returns the seconds. */
export function expectRateLimited(response: TestResponse, maxSeconds: number): number {
  expect({ status: response.status, error: response.body?.error }).toEqual({
    status: 429,
    error: { status: 429, code: 'RATE_LIMITED', message: expect.any(String) },
  });
  const header = response.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}
