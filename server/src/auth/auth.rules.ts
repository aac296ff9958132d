import { allow } from 'graphql-shield';
import type { ResourceRules } from '../graphql/rules.js';
import { FORGOT_PASSWORD_PER_ADDRESS, RESET_PASSWORD_PER_ADDRESS, SIGN_IN_FAILURES_PER_ADDRESS } from './auth.limits.js';
import type { RateLimiter } from './rate-limit.js';

/** The sign-in flow is public, each step limited per client address. */
export const authRules = (limiter: RateLimiter): ResourceRules => ({
  Mutation: {
    signIn: limiter.perAddress(SIGN_IN_FAILURES_PER_ADDRESS, { failuresOnly: true }),
    forgotPassword: limiter.perAddress(FORGOT_PASSWORD_PER_ADDRESS),
    resetPassword: limiter.perAddress(RESET_PASSWORD_PER_ADDRESS),
    refreshAccessToken: allow,
    signOut: allow,
  },
  types: ['User', 'SignInResult', 'AccessTokenResult'],
});
