import { isDatabaseUnavailable } from './database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('knows the driver socket errors, PostgreSQL connection and shutdown states, and the pool messages', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '53300']) expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { name: 'ConnectionException' }))).toBe(true);
  });

  it('looks through the wrappers of GraphQL and MikroORM', () => {
    expect(isDatabaseUnavailable({ originalError: { thrownValue: withCode('ECONNREFUSED') } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves a wrong query, a constraint and a plain bug alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
