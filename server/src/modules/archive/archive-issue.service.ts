import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaService, StoredFile } from '../../media/media.service.js';
import { discardAll } from '../../media/media.service.js';
import type { UploadInput } from '../../media/upload.scalar.js';
import { findOr404, findPage, NEWEST_FIRST, PUBLISHED_FIRST } from '../common/resource-queries.js';
import { WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import { searchWhere } from '../common/search.js';
import { previewedItem } from '../preview/preview.service.js';
import type { PreviewTarget } from '../preview/preview-token.js';
import { EditorialKind } from '../publishing/publication.js';
import { findBySlugOrId, newSlug, renameSlug } from '../common/slug-history.js';
import { softDelete } from '../common/soft-delete.js';
import { ArchiveIssue } from './archive-issue.entity.js';
import { statusWhere, type EditorialListArgs } from '../publishing/publication.inputs.js';
import { applyPublication, checkVersion, createTarget, publicationTarget, recordSave, saveEditorial } from '../publishing/publication.service.js';
import type { User } from '../user/user.entity.js';
import { normalizePrice, type CreateArchiveIssueInput, type UpdateArchiveIssueInput } from './archive-issue.inputs.js';

const NOT_FOUND = 'Archive issue not found.';

/** The media folder of archive posters and previews. */
export const ARCHIVE_MEDIA_FOLDER = 'archives';

/** `yes`/`no` as sent and answered (spec §3) ↔ the stored boolean. */
export const toYesNo = (featured: boolean) => (featured ? 'yes' : 'no');
const fromYesNo = (value: string) => value.trim() === 'yes';

/**
 * Archive issues: list, detail, create, edit and soft delete. Files are stored before the database
 * write and discarded when it fails; a replaced poster or preview is removed once the edit is
 * written. A (soft) delete removes both files (the issue asks that deleting a record leaves no
 * files); the row stays for its slug.
 */
export class ArchiveIssueService {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {}

  /** Newest first, optionally of one status and filtered by the words of title and description, in any order. */
  list(args: EditorialListArgs) {
    const where = { ...searchWhere(args.query), ...statusWhere(args.status) };
    return findPage(this.em, ArchiveIssue, { where: where as never, orderBy: NEWEST_FIRST, page: args.page, pageSize: args.pageSize, ...WITH_UNPUBLISHED });
  }

  /** The reader's archive: published live issues, latest published first. */
  publicList(args: { page: number; pageSize: number }) {
    return findPage(this.em, ArchiveIssue, { orderBy: PUBLISHED_FIRST, page: args.page, pageSize: args.pageSize });
  }

  /** A live issue by its slug, an earlier slug or its id as digits; or the unpublished one a preview grant opens. */
  async publicItem(slugOrId: string, preview?: PreviewTarget): Promise<ArchiveIssue> {
    return (await previewedItem(this.em, ArchiveIssue, EditorialKind.ArchiveIssue, slugOrId, preview)) ?? findBySlugOrId(this.em, ArchiveIssue, slugOrId, NOT_FOUND);
  }

  /** Staff: any live issue, published or not. */
  get(id: number): Promise<ArchiveIssue> {
    return findOr404(this.em, ArchiveIssue, { id }, NOT_FOUND, WITH_UNPUBLISHED.filters);
  }

  /** A new issue: published at once unless the input asks for a draft or a schedule. */
  async create(input: CreateArchiveIssueInput, author: User | null): Promise<ArchiveIssue> {
    const now = new Date();
    const publication = createTarget(input, now);
    const [poster, preview] = await this.storeFiles(input.poster, input.preview);
    const created = await this.media.withStoredFiles([poster, preview], async () => {
      const title = input.title.trim();
      const issue = this.em.create(ArchiveIssue, {
        title,
        slug: await newSlug(this.em, ArchiveIssue, title),
        description: input.description.trim(),
        posterPath: poster!.path,
        previewPath: preview!.path,
        isFeatured: fromYesNo(input.isFeatured),
        price: normalizePrice(input.price),
        link: input.link.trim(),
        masthead: input.masthead,
        content: input.content,
      });
      applyPublication(issue, publication, now);
      await this.em.flush();
      return issue;
    });
    await recordSave(this.em, EditorialKind.ArchiveIssue, created, undefined, author);
    return created;
  }

  /** Changes what is sent; with a `version`, refused when the issue was saved since (CONFLICT). */
  async update(input: UpdateArchiveIssueInput, author: User | null): Promise<ArchiveIssue> {
    const now = new Date();
    const publication = publicationTarget(input, now);
    const issue = await this.get(input.id);
    checkVersion(issue, input.version);
    const before = issue.status;
    const [poster, preview] = await this.storeFiles(input.poster, input.preview);
    const replaced = [poster ? issue.posterPath : undefined, preview ? issue.previewPath : undefined];
    const saved = await this.media.withStoredFiles(
      [poster, preview],
      async () => {
        const title = input.title?.trim() ?? issue.title;
        if (title !== issue.title) await renameSlug(this.em, ArchiveIssue, issue, title);
        issue.title = title;
        if (input.description != null) issue.description = input.description.trim();
        if (input.content != null) issue.content = input.content;
        if (input.masthead != null) issue.masthead = input.masthead;
        if (input.price != null) issue.price = normalizePrice(input.price);
        if (input.link != null) issue.link = input.link.trim();
        if (input.isFeatured != null) issue.isFeatured = fromYesNo(input.isFeatured);
        if (poster) issue.posterPath = poster.path;
        if (preview) issue.previewPath = preview.path;
        if (publication) applyPublication(issue, publication, now);
        await saveEditorial(this.em, issue, input.version);
        return issue;
      },
      { replaces: replaced },
    );
    await recordSave(this.em, EditorialKind.ArchiveIssue, saved, before, author);
    return saved;
  }

  /** Soft delete; the poster and preview stay on disk with the row (see the class comment). */
  /** Soft delete: the row keeps its slug; the cover and PDF files are removed. */
  async delete(id: number): Promise<void> {
    const issue = await this.get(id);
    await softDelete(this.em, issue);
    await this.media.removeAll([issue.posterPath, issue.previewPath]);
  }

  /** Stores the poster, then the preview; when the preview is refused, the stored poster is discarded. */
  private async storeFiles(poster?: UploadInput | null, preview?: UploadInput | null): Promise<[StoredFile | undefined, StoredFile | undefined]> {
    const storedPoster = poster ? await this.media.storeImage(poster, { folder: ARCHIVE_MEDIA_FOLDER, field: 'poster' }) : undefined;
    try {
      const storedPreview = preview ? await this.media.storePdf(preview, { folder: ARCHIVE_MEDIA_FOLDER, field: 'preview' }) : undefined;
      return [storedPoster, storedPreview];
    } catch (error) {
      await discardAll([storedPoster]);
      throw error;
    }
  }
}
