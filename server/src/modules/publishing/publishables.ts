import type { EditorialKind } from './publication.js';
import type { Publishable } from './publishable.entity.js';

/**
 * The editorial records (news, columns, archive issues) as their modules describe them (`publishable`).
 * The registry (modules/index.ts) hands them over once it has read every module: a module never reads
 * the list itself (docs/architecture.json), yet publishing, revisions and previews loop over them.
 */
let registered: readonly Publishable[] = [];

export function registerPublishables(list: readonly Publishable[]): void {
  registered = list;
}

/** Every module's editorial record. */
export const publishables = (): readonly Publishable[] => registered;

/** The module description of an editorial kind (its entity, summary, rich-text and main fields). */
export function publishableOf(kind: EditorialKind): Publishable {
  const found = registered.find((descriptor) => descriptor.kind === kind);
  if (!found) throw new Error(`No module describes the editorial kind ${kind}.`);
  return found;
}
