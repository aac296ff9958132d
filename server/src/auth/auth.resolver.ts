import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { AppError } from '../lib/errors.js';
import { User } from '../modules/user/user.entity.js';
import { ForgotPasswordInput, ResetPasswordInput, SignInInput } from './auth.inputs.js';
import { AccessTokenResult, SignInResult } from './auth.types.js';

async function signedInUser(ctx: Context): Promise<User> {
  const user = await ctx.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

@Resolver()
export class AuthResolver {
  @Query(() => User, { description: 'The signed-in staff user.' })
  me(@Ctx() ctx: Context) {
    return signedInUser(ctx);
  }

  @Mutation(() => SignInResult, {
    description: 'Checks the password and sets the httpOnly refresh cookie. INVALID_CREDENTIALS (422) for an unknown email or a wrong password.',
  })
  signIn(@Arg('input') input: SignInInput, @Ctx() ctx: Context) {
    return ctx.auth.signIn(input, ctx.cookies, ctx.ip);
  }

  @Mutation(() => AccessTokenResult, { description: 'Trades the refresh cookie for a new access token (and rotates the cookie).' })
  async refreshAccessToken(@Ctx() ctx: Context) {
    return { accessToken: await ctx.auth.refresh(ctx.cookies) };
  }

  @Mutation(() => Boolean, { description: 'Revokes the sign-in of the refresh cookie and clears it.' })
  async signOut(@Ctx() ctx: Context) {
    await ctx.auth.signOut(ctx.cookies, ctx.bearer);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Mails a reset link when the email belongs to a staff user; answers the same either way.' })
  async forgotPassword(@Arg('input') input: ForgotPasswordInput, @Ctx() ctx: Context) {
    await ctx.auth.forgotPassword(input);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with a reset token. INVALID_REQUEST for a bad, used or expired token.' })
  async resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: Context) {
    await ctx.auth.resetPassword(input, ctx.ip);
    return true;
  }
}
