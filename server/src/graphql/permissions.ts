import { allow, deny, rule, shield } from 'graphql-shield';
import {
  FORGOT_PASSWORD_PER_ADDRESS,
  RESET_PASSWORD_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '../auth/auth.limits.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { Context } from './context.js';
import { AppError } from '../modules/common/errors.js';

/** A signed-in staff user: a live account with an email. */
const isStaff = rule({ cache: 'contextual' })(async (_parent, _args, ctx: Context) => {
  const user = await ctx.currentUser();
  return user?.email ? true : new AppError('UNAUTHENTICATED');
});

/**
 * Who may run what, in one place. Anything not listed is denied. The fields of an object type are
 * open once listed here, because reaching the object already passed its query's rule.
 */
export function permissions(limiter: RateLimiter) {
  return shield(
    {
      Query: {
        '*': isStaff,
        publicCategories: allow,
      },
      Mutation: {
        '*': isStaff,
        signIn: limiter.perAddress(SIGN_IN_FAILURES_PER_ADDRESS, { failuresOnly: true }),
        forgotPassword: limiter.perAddress(FORGOT_PASSWORD_PER_ADDRESS),
        resetPassword: limiter.perAddress(RESET_PASSWORD_PER_ADDRESS),
        refreshAccessToken: allow,
        signOut: allow,
      },
      User: allow,
      SignInResult: allow,
      AccessTokenResult: allow,
      Category: allow,
      CategoryPage: allow,
      News: allow,
      NewsPage: allow,
    },
    {
      fallbackRule: deny,
      fallbackError: () => new AppError('FORBIDDEN', 'Not allowed.'),
      allowExternalErrors: true,
      debug: false,
    },
  );
}
