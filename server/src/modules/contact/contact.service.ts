import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffNotifier } from '../../mail/staff-notifications.js';
import { findOr404, findPage, NEWEST_FIRST } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactMessageListArgs } from './contact.types.js';

const NOT_FOUND = 'Contact message not found.';

export interface ContactMessageFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Contact messages: readers send them (public; the staff address is told); staff list, read and delete them. */
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifier?: StaffNotifier,
  ) {}

  /** Stores a reader's message; resolves only once it is committed (a database failure rejects), then tells the staff address. */
  async send(input: ContactMessageFields): Promise<ContactMessage> {
    const message = this.em.create(ContactMessage, {
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      message: input.message.trim(),
    });
    await this.em.flush();
    this.notifier?.contactMessage(message);
    return message;
  }

  /** Newest first, optionally filtered by the words of name, email and message (in any order) and by read or unread. */
  list(args: ContactMessageListArgs) {
    const read = args.read == null ? {} : { readAt: args.read ? { $ne: null } : null };
    const where = { ...searchWhere(args.query), ...read };
    return findPage(this.em, ContactMessage, { where: where as never, orderBy: NEWEST_FIRST, page: args.page, pageSize: args.pageSize });
  }

  /** How many messages no staff member has opened yet. */
  unreadCount(): Promise<number> {
    return this.em.count(ContactMessage, { readAt: null });
  }

  get(id: number): Promise<ContactMessage> {
    return findOr404(this.em, ContactMessage, { id }, NOT_FOUND);
  }

  /** Marks it read when it is not yet (the first reading's time is kept); NOT_FOUND when missing. */
  async markRead(id: number): Promise<ContactMessage> {
    const message = await this.get(id);
    if (!message.readAt) {
      message.readAt = new Date();
      await this.em.flush();
    }
    return message;
  }

  /** Removes the row: nothing refers to a message, and the admin warns that this cannot be undone. */
  async delete(id: number): Promise<void> {
    await this.em.remove(await this.get(id)).flush();
  }
}
