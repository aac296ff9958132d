import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { notFound } from '../../lib/errors.js';
import { detailPaths, type ContentKind } from '../../lib/public-pages.js';
import { PublicationStatus, EditorialKind } from '../publishing/publication.js';
import { publishableOf } from '../publishing/publishables.js';
import { WITH_UNPUBLISHED, type PublishableEntity } from '../publishing/publishable.entity.js';
import { User } from '../user/user.entity.js';
import { PreviewLink } from './preview-link.entity.js';
import {
  linkSignatureMatches,
  parsePreviewToken,
  PREVIEW_LINK_DAYS,
  previewLinkToken,
  staffPreviewToken,
  type PreviewTarget,
} from './preview-token.js';
import { PREVIEW_PARAM } from '../../lib/preview-param.js';


/** The path of the preview address: `/onizleme/<token>`. */
export const PREVIEW_PATH = '/onizleme';

const NOT_FOUND = 'Preview link not found.';

/** The reader's page segment of each editorial kind. */
const CONTENT_KINDS: Record<EditorialKind, ContentKind> = {
  [EditorialKind.News]: 'news',
  [EditorialKind.Column]: 'columns',
  [EditorialKind.ArchiveIssue]: 'archive',
};

type PreviewedItem = PublishableEntity & { slug: string };

/** The record of an editorial kind, as its module declares it (`publishable`). */
const entityOf = (kind: EditorialKind) => publishableOf(kind).entity as EntityClass<PreviewedItem>;

/** Where a preview address leads: the item's page with the token, its public page, or nowhere. */
export type PreviewDestination =
  | { type: 'preview'; path: string }
  | { type: 'published'; path: string }
  | { type: 'expired' }
  | { type: 'notFound' };

/**
 * The unpublished item that a preview grant opens, when `slugOrId` names it (its current slug or its
 * id as digits); undefined for any other item, so a grant opens exactly one item and nothing else.
 */
export async function previewedItem<T extends PreviewedItem>(
  em: EntityManager,
  entity: EntityClass<T>,
  kind: EditorialKind,
  slugOrId: string,
  grant: PreviewTarget | undefined,
): Promise<T | undefined> {
  if (!grant || grant.kind !== kind) return undefined;
  const item = (await em.findOne(entity as EntityClass<PreviewedItem>, { id: grant.id }, WITH_UNPUBLISHED)) as T | null;
  return item && (item.slug === slugOrId || String(item.id) === slugOrId) ? item : undefined;
}

/**
 * Previews of unpublished items (issue 15 §3): a staff member's own address, signed and stateless,
 * valid an hour; shared links, a row each, valid PREVIEW_LINK_DAYS unless revoked; and the grant a
 * valid token gives a request.
 */
export class PreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<Config, 'appSecret' | 'publicUrl'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The staff member's own preview address of an item. */
  staffUrl(target: PreviewTarget): string {
    return this.urlOf(staffPreviewToken(this.config.appSecret, target, this.now()));
  }

  /** The address a shared link hands out. */
  linkUrl(link: PreviewLink): string {
    return this.urlOf(previewLinkToken(this.config.appSecret, link.id, { kind: link.kind, id: link.itemId }));
  }

  /** Whether a link still opens its item (not revoked, not expired). */
  isActive(link: PreviewLink): boolean {
    return !link.revokedAt && link.expiresAt.getTime() > this.now();
  }

  /** The shared links of an item, newest first. */
  links(target: PreviewTarget): Promise<PreviewLink[]> {
    return this.em.find(PreviewLink, { kind: target.kind, itemId: target.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new shared link of an existing (not deleted) item, published or not. */
  async createLink(target: PreviewTarget, author: User): Promise<PreviewLink> {
    await this.itemOr404(target);
    const link = this.em.create(PreviewLink, {
      kind: target.kind,
      itemId: target.id,
      createdAt: new Date(this.now()),
      expiresAt: new Date(this.now() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000),
      createdBy: this.em.getReference(User, author.id),
    });
    await this.em.flush();
    return link;
  }

  /** Ends a shared link at once; revoking it again changes nothing. */
  async revokeLink(id: number): Promise<PreviewLink> {
    const link = await this.em.findOne(PreviewLink, { id });
    if (!link) throw notFound(NOT_FOUND);
    if (!link.revokedAt) {
      link.revokedAt = new Date(this.now());
      await this.em.flush();
    }
    return link;
  }

  /** The item a token lets its holder read unpublished; undefined unless the token is valid now. */
  async grant(token: string | undefined): Promise<PreviewTarget | undefined> {
    const checked = token ? await this.check(token) : undefined;
    return checked?.valid ? checked.target : undefined;
  }

  /** Where `/onizleme/<token>` leads. */
  async destination(token: string): Promise<PreviewDestination> {
    const checked = await this.check(token);
    if (!checked) return { type: 'notFound' };
    const item = await this.em.findOne(entityOf(checked.target.kind), { id: checked.target.id }, WITH_UNPUBLISHED);
    if (!item) return { type: 'notFound' };
    const path = detailPaths(CONTENT_KINDS[checked.target.kind], item.slug).tr;
    // Once published, every preview address (even an expired one) leads to the public page.
    if (item.status === PublicationStatus.published) return { type: 'published', path };
    if (!checked.valid) return { type: 'expired' };
    return { type: 'preview', path: `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}` };
  }

  /** The item of an authentic token, and whether it is still valid; undefined for a forged or unknown one. */
  private async check(token: string): Promise<{ target: PreviewTarget; valid: boolean } | undefined> {
    const parsed = parsePreviewToken(this.config.appSecret, token);
    if (!parsed) return undefined;
    if (parsed.type === 'staff') return { target: { kind: parsed.kind, id: parsed.id }, valid: parsed.expiresAt.getTime() > this.now() };
    const link = await this.em.findOne(PreviewLink, { id: parsed.linkId });
    if (!link) return undefined;
    const target = { kind: link.kind, id: link.itemId };
    if (!linkSignatureMatches(this.config.appSecret, parsed, target)) return undefined;
    return { target, valid: this.isActive(link) };
  }

  private async itemOr404(target: PreviewTarget): Promise<PreviewedItem> {
    const item = await this.em.findOne(entityOf(target.kind), { id: target.id }, WITH_UNPUBLISHED);
    if (!item) throw notFound(`${target.kind} not found.`);
    return item;
  }

  private urlOf(token: string): string {
    return `${this.config.publicUrl}${PREVIEW_PATH}/${token}`;
  }
}
