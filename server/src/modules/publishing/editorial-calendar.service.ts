import type { EntityManager } from '@mikro-orm/postgresql';
import { EditorialCalendar, EditorialItem } from './editorial-calendar.types.js';
import { EditorialKind, PublicationStatus } from './publication.js';
import { publishables } from './publishables.js';
import { WITH_UNPUBLISHED, type PublishableEntity } from './publishable.entity.js';

/** How many drafts the calendar lists. */
export const RECENT_DRAFTS = 10;
/** The most scheduled items the calendar lists (a quarterly prepares whole issues ahead, not thousands). */
const MOST_SCHEDULED = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's editorial calendar: scheduled items of the coming days (overdue ones the
 * scheduler has not reached yet too), and the drafts saved most recently, each with who saved it last.
 */
export class EditorialCalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async calendar(days: number): Promise<EditorialCalendar> {
    const until = new Date(this.now().getTime() + days * DAY_MS);
    const [scheduled, drafts] = await Promise.all([
      this.items({ status: PublicationStatus.scheduled, publishAt: { $lte: until } }, { publishAt: 'asc', id: 'asc' }, MOST_SCHEDULED),
      this.items({ status: PublicationStatus.draft }, { updatedAt: 'desc', id: 'desc' }, RECENT_DRAFTS),
    ]);
    scheduled.sort((a, b) => a.publishAt!.getTime() - b.publishAt!.getTime());
    drafts.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    const calendar = { scheduled: scheduled.slice(0, MOST_SCHEDULED), recentDrafts: drafts.slice(0, RECENT_DRAFTS) };
    await this.fillAuthors([...calendar.scheduled, ...calendar.recentDrafts]);
    return Object.assign(new EditorialCalendar(), calendar);
  }

  /** The first `limit` items of every kind that match, each kind in `orderBy` order. */
  private async items(where: object, orderBy: Record<string, 'asc' | 'desc'>, limit: number): Promise<EditorialItem[]> {
    const lists = await Promise.all(
      publishables().map(async ({ kind, entity }) => {
        const rows = await this.em.find(entity, where as never, { ...WITH_UNPUBLISHED, orderBy: orderBy as never, limit });
        return rows.map((row) => itemOf(kind, row));
      }),
    );
    return lists.flat();
  }

  /** Who saved each item last: the author of its newest revision other than an autosave, else its writer. */
  private async fillAuthors(items: EditorialItem[]): Promise<void> {
    if (!items.length) return;
    const rows: { kind: string; item_id: number; author_id: number | null }[] = await this.em.getConnection().execute(
      `select distinct on ("kind", "item_id") "kind", "item_id", "author_id" from "revisions"
        where ("kind", "item_id") in (${items.map(() => '(?, ?)').join(', ')}) and "reason" <> 'autosave'
        order by "kind", "item_id", "number" desc`,
      items.flatMap((item) => [item.kind, item.id]),
    );
    const savedBy = new Map(rows.map((row) => [`${row.kind}:${row.item_id}`, row.author_id === null ? null : Number(row.author_id)]));
    for (const item of items) item.authorId = savedBy.get(`${item.kind}:${item.id}`) ?? item.authorId;
  }
}

function itemOf(kind: EditorialKind, row: PublishableEntity): EditorialItem {
  const { title, author } = row as PublishableEntity & { title: string; author?: { id: number } | null };
  return Object.assign(new EditorialItem(), {
    kind,
    id: row.id,
    title,
    status: row.status,
    publishAt: row.publishAt ?? null,
    updatedAt: row.updatedAt,
    authorId: author?.id ?? null,
  });
}
