import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../modules/common/base.entity.js';
import { User } from '../modules/user/user.entity.js';

/**
 * One refresh token of a sign-in. Tokens of one sign-in share a family; each use rotates the
 * token (the old one is marked used), and presenting a used token revokes the whole family.
 */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** SHA-256 of the token; the token itself is only ever in the cookie. */
  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @Property({ length: 36 })
  family!: string;

  @Property({ type: 'boolean' })
  rememberMe: Opt<boolean> = false;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;
}
