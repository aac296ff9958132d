import { allow, or, rule } from 'graphql-shield';
import { isStaff, type ResourceRules } from '../graphql/rules.js';
import { FORGOT_PASSWORD_PER_ADDRESS, RESET_PASSWORD_PER_ADDRESS } from './auth.limits.js';
import type { RateLimiter } from '../lib/rate-limit.js';

/** The account in the answer of `signIn`: the caller holds no access token yet, but it is their own. */
const ownSignIn = rule({ cache: 'no_cache' })(async (_parent, _args, _ctx, info) => info.path.prev?.typename === 'SignInResult');

/**
 * A user's personal fields: for staff and for the account signing in. Anyone may read the rest (id,
 * name, avatarUrl, deleted), which public content shows as its author.
 */
const personal = or(isStaff, ownSignIn);

/** The sign-in flow is public, each step limited per client address. */
export const authRules = (limiter: RateLimiter): ResourceRules => ({
  Mutation: {
    // Limited in AuthService.signIn: attempts are reserved there before the password is checked.
    signIn: allow,
    forgotPassword: limiter.perAddress(FORGOT_PASSWORD_PER_ADDRESS),
    resetPassword: limiter.perAddress(RESET_PASSWORD_PER_ADDRESS),
    refreshAccessToken: allow,
    signOut: allow,
  },
  types: ['User', 'SignInResult', 'AccessTokenResult'],
  fields: { User: { email: personal, language: personal, createdAt: personal, updatedAt: personal } },
});
