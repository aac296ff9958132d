import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../user/email.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { MediaService } from '../../media/media.service.js';
import type { UploadInput } from '../../media/upload.scalar.js';
import { AppError, badInput, conflict, rateLimited } from '../../lib/errors.js';
import { uniqueIndex } from '../common/unique.js';
import { User } from '../user/user.entity.js';
import { CHANGE_PASSWORD_ATTEMPTS_PER_USER } from './profile.limits.js';

const EMAIL_TAKEN = { field: 'email', key: 'Profile.Email.taken', message: 'This email belongs to another user.' } as const;

/** The unique constraint of the initial migration: two users saving one email at once answer 409. */
uniqueIndex('users_email_unique', EMAIL_TAKEN.field, EMAIL_TAKEN.key, EMAIL_TAKEN.message);

/** Where avatars are stored: `/media/avatars/<id>-<ext>/…`. */
const MEDIA = { folder: 'avatars', field: 'avatar' } as const;

export interface ProfileFields {
  name: string;
  email: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * The signed-in staff user's own account: name and email, password, avatar. Every method takes
 * the user of the request (the resolver passes `ctx.currentUser()`), so nobody edits another.
 */
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
    private readonly limiter: RateLimiter,
    /** Ends the user's sign-ins but the family given (the sign-in records are auth's). */
    private readonly endOtherSignIns: (userId: number, keepFamily: string | undefined) => Promise<void>,
  ) {}

  /** Name and email; the email must not belong to any other user (deleted ones included: it is the sign-in key). */
  async update(user: User, input: ProfileFields): Promise<User> {
    const email = normalizeEmail(input.email);
    if (email !== user.email) {
      const owner = await this.em.findOne(User, { email, id: { $ne: user.id } });
      if (owner) throw conflict(EMAIL_TAKEN.field, EMAIL_TAKEN.key, EMAIL_TAKEN.message);
    }
    user.name = input.name.trim();
    user.email = email;
    await this.em.flush();
    return user;
  }

  /**
   * Checks the current password, stores the new one and revokes every other sign-in of the user;
   * `keepSession` (the request's refresh-token family) goes on working. Attempts are limited per
   * user (`CHANGE_PASSWORD_ATTEMPTS_PER_USER`); a success clears the count.
   */
  async changePassword(user: User, input: PasswordChange, keepSession: string | undefined): Promise<User> {
    const attempts = `change-password:${user.id}`;
    const wait = await this.limiter.take(attempts, CHANGE_PASSWORD_ATTEMPTS_PER_USER);
    if (wait !== undefined) throw rateLimited(wait);
    const stored = await this.em.findOne(User, { id: user.id }, { populate: ['passwordHash'], refresh: true });
    if (!stored || !(await verifyPassword(stored.passwordHash, input.oldPassword))) {
      throw new AppError('INVALID_CREDENTIALS', 'The current password is incorrect.', { fields: { oldPassword: 'Profile.OldPassword.incorrect' } });
    }
    stored.passwordHash = await hashPassword(input.newPassword);
    await this.em.flush();
    await this.endOtherSignIns(user.id, keepSession);
    await this.limiter.reset(attempts);
    return stored;
  }

  /** Stores a new avatar through the media pipeline; the previous one's files are removed once the user is saved. */
  async setAvatar(user: User, upload: UploadInput | null | undefined): Promise<User> {
    if (!upload) throw badInput({ avatar: 'Profile.Avatar.required' });
    const image = await this.media.storeImage(upload, MEDIA);
    const previous = user.avatarPath;
    return this.media.withStoredFiles(
      [image],
      async () => {
        user.avatarPath = image.path;
        await this.em.flush();
        return user;
      },
      { replaces: [previous] },
    );
  }

  /** Removes the avatar and its files; harmless when there is none. */
  async removeAvatar(user: User): Promise<User> {
    const previous = user.avatarPath;
    if (!previous) return user;
    user.avatarPath = null;
    await this.em.flush();
    await this.media.remove(previous);
    return user;
  }
}
