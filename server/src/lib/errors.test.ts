import { AppError, notFound } from './errors.js';

describe('AppError', () => {
  it("keeps no stack for a caller's error (4xx), and a fault's (5xx) for the logs", () => {
    const before = Error.stackTraceLimit;
    expect(notFound().stack).toBe('AppError: Not found.');
    expect(new AppError('BAD_USER_INPUT').stack?.split('\n')).toHaveLength(1);
    expect(new AppError('INTERNAL_SERVER_ERROR').stack).toContain('errors.test');
    expect(new Error('other').stack).toContain('errors.test');
    expect(Error.stackTraceLimit).toBe(before);
  });
});
