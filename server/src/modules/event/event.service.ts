import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchPageArgs } from '../common/paging.js';
import { findOr404, findPage, listRows } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { Event } from './event.entity.js';
import type { CreateEventInput, UpdateEventInput } from './event.inputs.js';

const NOT_FOUND = 'Event not found.';

/** Latest date first (upcoming events, then past ones), the id breaking ties so paging is stable. */
export const LATEST_DATE_FIRST = { date: 'desc', id: 'desc' } as const;

/** List, detail, create, edit and (hard) delete of events. */
export class EventService {
  constructor(private readonly em: EntityManager) {}

  /** Latest date first, optionally filtered by the words of title and location, in any order. */
  list(args: SearchPageArgs) {
    return findPage(this.em, Event, { where: searchWhere(args.query), orderBy: LATEST_DATE_FIRST, ...args });
  }

  /** Events from `now` on, soonest first (the home page). */
  upcoming(limit: number, now: Date = new Date()): Promise<Event[]> {
    return listRows(this.em, Event, { where: { date: { $gte: now } }, orderBy: { date: 'asc', id: 'asc' }, limit });
  }

  get(id: number): Promise<Event> {
    return findOr404(this.em, Event, { id }, NOT_FOUND);
  }

  async create(input: CreateEventInput): Promise<Event> {
    const event = this.em.create(Event, { title: input.title.trim(), date: input.date, location: input.location.trim() });
    await this.em.flush();
    return event;
  }

  async update(input: UpdateEventInput): Promise<Event> {
    const event = await this.get(input.id);
    event.title = input.title?.trim() ?? event.title;
    event.date = input.date ?? event.date;
    event.location = input.location?.trim() ?? event.location;
    await this.em.flush();
    return event;
  }

  /** Removes the row: nothing refers to an event, and the admin warns that this cannot be undone. */
  async delete(id: number): Promise<void> {
    await this.em.remove(await this.get(id)).flush();
  }
}
