import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../modules/common/base.entity.js';
import { User } from '../modules/user/user.entity.js';

/** A single-use password reset token, stored hashed, valid for one hour. */
@Entity({ tableName: 'password_resets' })
export class PasswordReset extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;
}
