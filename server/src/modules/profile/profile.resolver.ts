import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { User } from '../user/user.entity.js';
import { AvatarInput, ChangeLanguageInput, ChangePasswordInput, UpdateProfileInput } from './profile.inputs.js';

async function signedInUser(ctx: Context): Promise<User> {
  const user = await ctx.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user's own account (spec §7 `/profile/*`): every mutation answers the updated user. */
@Resolver()
export class ProfileResolver {
  @Mutation(() => User, { description: 'Name (2-15) and email (at most 150, unique: CONFLICT `Profile.Email.taken`).' })
  async updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() ctx: Context) {
    return ctx.profile.update(await signedInUser(ctx), input);
  }

  @Mutation(() => User, { description: "Stores the signed-in user's interface language (the admin follows it)." })
  async changeLanguage(@Arg('input') input: ChangeLanguageInput, @Ctx() ctx: Context) {
    return ctx.users.changeLanguage(await signedInUser(ctx), input.language);
  }

  @Mutation(() => User, {
    description:
      'Checks the current password (INVALID_CREDENTIALS 422, `Profile.OldPassword.incorrect`), stores the new one and ends every other sign-in of the user; this one goes on.',
  })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: Context) {
    return ctx.profile.changePassword(await signedInUser(ctx), input, ctx.bearer?.sessionId);
  }

  @Mutation(() => User, { description: 'Stores an avatar image (through the media pipeline), replacing any earlier one.' })
  async uploadAvatar(@Arg('input') input: AvatarInput, @Ctx() ctx: Context) {
    return ctx.profile.setAvatar(await signedInUser(ctx), input.avatar);
  }

  @Mutation(() => User, { description: 'Replaces the avatar; the old image files are removed.' })
  async changeAvatar(@Arg('input') input: AvatarInput, @Ctx() ctx: Context) {
    return ctx.profile.setAvatar(await signedInUser(ctx), input.avatar);
  }

  @Mutation(() => User, { description: 'Removes the avatar and its files (harmless when there is none).' })
  async removeAvatar(@Ctx() ctx: Context) {
    return ctx.profile.removeAvatar(await signedInUser(ctx));
  }
}
