import { BatchLoader } from '../../lib/batch-loader.js';
import { anyByIds } from '../common/resource-queries.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../lib/password.js';
import { normalizeEmail } from './email.js';
import { Language, User } from './user.entity.js';

export interface NewStaffUser {
  email: string;
  password: string;
  name?: string;
  language?: Language;
}

/** A display name from the part of the email before `@` ("editor.in.chief" → "Editor In Chief"). */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._-]+/).filter(Boolean);
  const name = words.map((w) => w.charAt(0).toLocaleUpperCase('tr') + w.slice(1)).join(' ');
  return (name || 'Editör').slice(0, 15);
}

export class UserService {
  /** Users by id, deleted ones included (content shows them as labelled placeholders); batched per request. */
  private readonly byId = new BatchLoader<number, User | null>((ids) => anyByIds(this.em, User, ids), null, { keep: true });

  constructor(private readonly em: EntityManager) {}

  byIdIncludingDeleted(id: number): Promise<User | null> {
    return this.byId.load(id);
  }

  /** Creates the staff account, or sets the password (and restores the account) when it exists. */
  async upsertStaff(input: NewStaffUser): Promise<{ user: User; created: boolean }> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const existing = await this.em.findOne(User, { email });
    if (existing) {
      existing.passwordHash = passwordHash;
      existing.deletedAt = undefined;
      if (input.name) existing.name = input.name;
      await this.em.flush();
      return { user: existing, created: false };
    }
    const user = this.em.create(User, {
      email,
      passwordHash,
      name: input.name ?? nameFromEmail(email),
      language: input.language ?? Language.tr,
    });
    await this.em.flush();
    return { user, created: true };
  }

  async countStaff(): Promise<number> {
    return this.em.count(User, { deletedAt: null });
  }

  async changeLanguage(user: User, language: Language): Promise<User> {
    user.language = language;
    await this.em.flush();
    return user;
  }
}
