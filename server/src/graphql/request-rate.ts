import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Limit, RateLimiter } from '../lib/rate-limit.js';
import { rateLimited } from '../lib/errors.js';
import type { Context } from './context.js';
import { measureOperation } from './operation-limits.js';

/**
 * Operations one client address may send to `/graphql` a minute (security review T3-H2): every
 * operation, and, apart, a tenth as many heavy ones (an estimated cost of `heavyCost` or more at
 * the request's own variables). A reader's page view sends a few light operations, an admin
 * screen a handful; a flood is refused once the minute's allowance is spent. With the cost limit
 * of one operation this bounds the work an address can ask for in a minute.
 */
export function graphqlRequestRate(perMinute: number) {
  return {
    perAddress: { max: perMinute, windowMs: 60_000 } satisfies Limit,
    heavyPerAddress: { max: Math.ceil(perMinute / 10), windowMs: 60_000 } satisfies Limit,
    heavyCost: 1_000,
  };
}

/**
 * Counts one operation of `ip` against its minute's allowance: how long to wait when it is spent
 * (never, when `perMinute` is 0).
 */
export function operationCounter(limiter: RateLimiter, perMinute: number): (ip: string) => Promise<number | undefined> {
  const { perAddress } = graphqlRequestRate(perMinute);
  return async (ip) => (perMinute === 0 ? undefined : limiter.take(`graphql:${ip}`, perAddress));
}

function refused(retryAfterSeconds: number): GraphQLError {
  const error = rateLimited(retryAfterSeconds);
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...error.extensions, http: { status: 429, headers: new HeaderMap([['retry-after', String(error.retryAfter)]]) } },
  });
}

/**
 * Counts the operations of HTTP requests to `/graphql` per client address, once the operation is
 * known and valid, and answers 429 with `Retry-After` past an allowance (none when `perMinute` is 0). Operations the server
 * runs itself (rendered pages, the REST adapter's table) come without an HTTP request and are not
 * counted here.
 */
export function requestRate(limiter: RateLimiter, perMinute: number): ApolloServerPlugin<Context> {
  const rate = graphqlRequestRate(perMinute);
  const countOperation = operationCounter(limiter, perMinute);
  return {
    async requestDidStart({ request }) {
      if (!request.http || perMinute === 0) return;
      return {
        async didResolveOperation({ contextValue, schema, document, operationName, request: { variables } }) {
          const wait = await countOperation(contextValue.ip);
          if (wait !== undefined) throw refused(wait);
          const { cost } = measureOperation(schema, document, { operationName, variables });
          if (cost < rate.heavyCost) return;
          const heavyWait = await limiter.take(`graphql-heavy:${contextValue.ip}`, rate.heavyPerAddress);
          if (heavyWait !== undefined) throw refused(heavyWait);
        },
      };
    },
  };
}
