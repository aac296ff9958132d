import { AuditEntry } from '../audit/audit-entry.entity.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { Category } from '../category/category.entity.js';
import { Column } from '../column/column.entity.js';
import { Columnist } from '../columnist/columnist.entity.js';
import { paragraph } from '../common/rich-text.js';
import { News } from '../news/news.entity.js';
import { EditorialKind, PublicationStatus } from '../publishing/publication.js';
import { WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import { Tag } from '../tag/tag.entity.js';
import { User } from '../user/user.entity.js';
import { expectGraphQLError } from '../../test/expect.js';
import { ADMIN, startTestApp, type TestApp } from '../../test/test-app.js';
import { archiveIssueFields, createStaffUser, unique } from '../../test/factories.js';
import { TestClient } from '../../test/test-client.js';
import { Revision, RevisionReason } from './revision.entity.js';
import { KEPT_REVISIONS, recordRevision } from './revision.service.js';

/*
 * Revisions over GraphQL on a real database: what a save keeps (recordRevision, called by the
 * editorial services), how many are kept, the autosave that never touches the item, the pending
 * draft, restoring with its audit entry, the checks of an autosave, and that only staff get in.
 */

const REVISION_FIELDS = 'id kind itemId number reason published itemVersion title summary content contentText fields { name value } author { id name }';

const REVISIONS = `query ($kind: EditorialKind!, $itemId: Int!) { revisions(kind: $kind, itemId: $itemId) { ${REVISION_FIELDS} } }`;
const REVISION = `query ($id: Int!) { revision(id: $id) { ${REVISION_FIELDS} } }`;
const PENDING = `query ($kind: EditorialKind!, $itemId: Int!) { pendingDraft(kind: $kind, itemId: $itemId) { ${REVISION_FIELDS} } }`;
const AUTOSAVE = `mutation ($input: AutosaveDraftInput!) { autosaveDraft(input: $input) { ${REVISION_FIELDS} } }`;
const RESTORE = `mutation ($input: RestoreRevisionInput!) { restoreRevision(input: $input) { ${REVISION_FIELDS} } }`;

let t: TestApp;
let staff: TestClient;
let admin: User;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staff();
  admin = await t.app.db.orm.em.fork().findOneOrFail(User, { email: ADMIN.email });
});
afterAll(() => t.close());

const fork = () => t.app.db.orm.em.fork();

/** A news item in a category with two tags, of the given status. */
async function insertNewsItem(status = PublicationStatus.draft, title = unique('Taslak haber ')) {
  const em = fork();
  const category = em.create(Category, { name: unique('Kategori '), slug: unique('kategori-'), description: '' });
  const tags = [em.create(Tag, { name: unique('Etiket A '), slug: unique('etiket-'), description: '' }), em.create(Tag, { name: unique('Etiket B '), slug: unique('etiket-'), description: '' })];
  const news = em.create(News, {
    title,
    slug: unique('haber-'),
    teaser: 'İlk özet',
    content: [paragraph('İlk metin burada.')],
    posterPath: '/media/news/test.webp',
    category,
    tags,
    status,
    publishedAt: status === PublicationStatus.published ? new Date() : undefined,
  });
  await em.flush();
  return { id: news.id, title, category: category.name, tags: tags.map((tag) => tag.name) };
}

/** Keeps a revision of the item as it is now, as the services do after a save. */
async function record(kind: EditorialKind, id: number, reason: RevisionReason.save | RevisionReason.publish = RevisionReason.save, author: User | null = admin) {
  const em = fork();
  const entity = { [EditorialKind.News]: News, [EditorialKind.Column]: Column, [EditorialKind.ArchiveIssue]: ArchiveIssue }[kind];
  const item = await em.findOneOrFail(entity as typeof News, { id }, WITH_UNPUBLISHED);
  return recordRevision(em, { kind, item, reason, author });
}

async function newsRow(id: number) {
  return fork().findOneOrFail(News, { id }, WITH_UNPUBLISHED);
}

const autosaveInput = (itemId: number, extra: Record<string, unknown> = {}) => ({
  kind: 'News',
  itemId,
  baseVersion: 1,
  title: 'Yazılmakta olan başlık',
  summary: 'Yeni özet',
  content: [paragraph('Yeni metin yazılıyor')],
  fields: [{ name: 'category', value: 'Kültür' }],
  ...extra,
});

describe('what a save keeps', () => {
  it('keeps the title, teaser, text and main fields of a news item, numbered per item, newest first', async () => {
    const news = await insertNewsItem(PublicationStatus.draft);
    await record(EditorialKind.News, news.id);
    const em = fork();
    const row = await em.findOneOrFail(News, { id: news.id }, WITH_UNPUBLISHED);
    row.title = `${news.title} (düzeltildi)`;
    row.status = PublicationStatus.published;
    await em.flush();
    await record(EditorialKind.News, news.id, RevisionReason.publish, null);

    const response = await staff.graphql(REVISIONS, { kind: 'News', itemId: news.id });
    expect(response.body.errors).toBeUndefined();
    const [second, first] = response.body.data.revisions;
    expect(response.body.data.revisions).toHaveLength(2);
    expect(first).toMatchObject({
      kind: 'News',
      itemId: news.id,
      number: 1,
      reason: 'save',
      published: false,
      title: news.title,
      summary: 'İlk özet',
      content: [paragraph('İlk metin burada.')],
      contentText: 'İlk metin burada.',
      author: { id: admin.id },
    });
    const fields = Object.fromEntries(first.fields.map((field: { name: string; value: string }) => [field.name, field.value]));
    expect(fields).toMatchObject({ category: news.category, type: 'news', posterPath: '/media/news/test.webp' });
    expect(fields.tags.split(', ').sort()).toEqual([...news.tags].sort());
    expect(second).toMatchObject({ number: 2, reason: 'publish', published: true, title: `${news.title} (düzeltildi)`, author: null });
  });

  it('keeps a column (no summary, its columnist by name) and an archive issue (description; masthead as text)', async () => {
    const em = fork();
    const columnist = em.create(Columnist, { name: unique('Yazar '), slug: unique('yazar-'), imagePath: '/media/columnists/test.webp' });
    const column = em.create(Column, { title: unique('Köşe '), slug: unique('kose-'), content: [paragraph('Köşe metni')], columnist, status: PublicationStatus.draft });
    const issue = em.create(ArchiveIssue, archiveIssueFields({ status: PublicationStatus.draft }));
    await em.flush();

    const columnRevision = await record(EditorialKind.Column, column.id);
    expect(columnRevision).toMatchObject({ title: column.title, summary: null, content: [paragraph('Köşe metni')] });
    expect(columnRevision.fields).toContainEqual({ name: 'columnist', value: columnist.name });

    const issueRevision = await record(EditorialKind.ArchiveIssue, issue.id);
    expect(issueRevision).toMatchObject({ title: issue.title, summary: 'Bir sayı', content: [paragraph('İçindekiler')] });
    expect(issueRevision.fields).toEqual(expect.arrayContaining([{ name: 'price', value: '250.00' }, { name: 'masthead', value: 'Yayın kurulu' }]));
  });

  it(`keeps the newest ${KEPT_REVISIONS} of an item and every published one`, async () => {
    const news = await insertNewsItem(PublicationStatus.draft);
    const em = fork();
    // Revisions 1..60; 3 and 7 were published.
    for (let number = 1; number <= 60; number += 1) {
      const row = await em.findOneOrFail(News, { id: news.id }, WITH_UNPUBLISHED);
      row.status = number === 3 || number === 7 ? PublicationStatus.published : PublicationStatus.draft;
      row.title = `Başlık ${number}`;
      await em.flush();
      await recordRevision(em, { kind: EditorialKind.News, item: row, reason: RevisionReason.save, author: admin });
    }
    const kept = await fork().find(Revision, { kind: EditorialKind.News, itemId: news.id }, { orderBy: { number: 'desc' } });
    expect(kept.map((revision) => revision.number)).toEqual([...Array.from({ length: KEPT_REVISIONS }, (_, i) => 60 - i), 7, 3]);
    expect(kept.find((revision) => revision.number === 7)).toMatchObject({ published: true, title: 'Başlık 7' });
  });
});

describe('autosave', () => {
  it('keeps the text as its own revision, replaced in place, and never changes the item', async () => {
    const news = await insertNewsItem(PublicationStatus.published);
    await record(EditorialKind.News, news.id);
    const before = await newsRow(news.id);

    const first = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id) });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.autosaveDraft).toMatchObject({
      reason: 'autosave',
      published: false,
      number: 2,
      itemVersion: 1,
      title: 'Yazılmakta olan başlık',
      summary: 'Yeni özet',
      contentText: 'Yeni metin yazılıyor',
      fields: [{ name: 'category', value: 'Kültür' }],
      author: { id: admin.id },
    });
    const second = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'Yazılmakta olan başlık, devamı' }) });
    expect(second.body.data.autosaveDraft).toMatchObject({ id: first.body.data.autosaveDraft.id, number: 2, title: 'Yazılmakta olan başlık, devamı' });

    const after = await newsRow(news.id);
    expect({ title: after.title, teaser: after.teaser, content: after.content, version: after.version, updatedAt: after.updatedAt }).toEqual({
      title: before.title,
      teaser: before.teaser,
      content: before.content,
      version: before.version,
      updatedAt: before.updatedAt,
    });
    const history = await staff.graphql(REVISIONS, { kind: 'News', itemId: news.id });
    expect(history.body.data.revisions.map((revision: { reason: string }) => revision.reason)).toEqual(['autosave', 'save']);
  });

  it("a save ends the autosave: the next one is a new revision; another editor's autosave is their own", async () => {
    const news = await insertNewsItem();
    const first = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id) });
    await record(EditorialKind.News, news.id);
    const next = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id) });
    expect(next.body.data.autosaveDraft.id).not.toBe(first.body.data.autosaveDraft.id);
    expect(next.body.data.autosaveDraft.number).toBe(3);

    const other = await createStaffUser(t, { name: 'İkinci Editör' });
    const colleague = t.client();
    await colleague.signIn(other.email, other.password);
    const theirs = await colleague.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'Meslektaşın metni' }) });
    expect(theirs.body.data.autosaveDraft).toMatchObject({ number: 4, author: { id: other.user.id } });
    // Mine again: still my one revision, now the newest.
    const mine = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'Benim metnim' }) });
    expect(mine.body.data.autosaveDraft).toMatchObject({ id: next.body.data.autosaveDraft.id, number: 5 });
    const history = await staff.graphql(REVISIONS, { kind: 'News', itemId: news.id });
    expect(history.body.data.revisions.map((revision: { number: number }) => revision.number)).toEqual([5, 4, 2, 1]);
  });

  it('checks the text by the item\'s own rules, but lets an unfinished draft be short or blank', async () => {
    const news = await insertNewsItem();
    const blank = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: '', summary: '', content: [paragraph('')] }) });
    expect(blank.body.errors).toBeUndefined();

    const long = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'b'.repeat(251), summary: 'ö'.repeat(201) }) });
    expectGraphQLError(long, 'BAD_USER_INPUT', 400, { title: 'News.Title.max', summary: 'News.Teaser.max' });

    const script = [{ type: 'script', children: [{ text: 'alert(1)' }] }];
    expectGraphQLError(await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { content: script }) }), 'BAD_USER_INPUT', 400, { content: 'News.Content.invalid' });
    expectGraphQLError(
      await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'Başlık\u0000' }) }),
      'BAD_USER_INPUT',
      400,
      { title: 'Revision.Title.invalid' },
    );
    expectGraphQLError(await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { baseVersion: 0 }) }), 'BAD_USER_INPUT', 400, {
      baseVersion: 'Revision.BaseVersion.invalid',
    });
    for (const content of [42, 'metin', { type: 'paragraph' }]) {
      expectGraphQLError(await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { content }) }), 'BAD_USER_INPUT', 400, { content: 'News.Content.invalid' });
    }
    const tooMany = Array.from({ length: 41 }, (_, i) => ({ name: `alan${i}`, value: 'x' }));
    expectGraphQLError(await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { fields: tooMany }) }), 'BAD_USER_INPUT', 400, {
      fields: 'Revision.Fields.max',
    });

    const em = fork();
    const saved = em.create(Column, { title: unique('Köşe '), slug: unique('kose-'), content: [paragraph('Metin')], status: PublicationStatus.draft });
    await em.flush();
    const columnLong = await staff.graphql(AUTOSAVE, { input: autosaveInput(saved.id, { kind: 'Column', title: 'k'.repeat(151) }) });
    expectGraphQLError(columnLong, 'BAD_USER_INPUT', 400, { title: 'Column.Title.max' });

    const revisions = await fork().count(Revision, { kind: EditorialKind.News, itemId: news.id });
    expect(revisions).toBe(1);
  });

  it('refuses an item that does not exist, or was deleted (404)', async () => {
    expectGraphQLError(await staff.graphql(AUTOSAVE, { input: autosaveInput(99_999_999) }), 'NOT_FOUND', 404);
    const news = await insertNewsItem();
    const em = fork();
    (await em.findOneOrFail(News, { id: news.id }, WITH_UNPUBLISHED)).deletedAt = new Date();
    await em.flush();
    expectGraphQLError(await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id) }), 'NOT_FOUND', 404);
    expectGraphQLError(await staff.graphql(REVISIONS, { kind: 'News', itemId: news.id }), 'NOT_FOUND', 404);
  });
});

describe('pending draft and restore', () => {
  it("offers the newest autosave written after the item's last save, by anyone, and none after a save", async () => {
    const news = await insertNewsItem();
    await record(EditorialKind.News, news.id);
    expect((await staff.graphql(PENDING, { kind: 'News', itemId: news.id })).body.data.pendingDraft).toBeNull();

    const draft = await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'Kapanan sekmedeki metin' }) });
    const pending = await staff.graphql(PENDING, { kind: 'News', itemId: news.id });
    expect(pending.body.data.pendingDraft).toMatchObject({ id: draft.body.data.autosaveDraft.id, title: 'Kapanan sekmedeki metin' });

    // The scheduler's publication keeps it pending; a staff member's (the form's "publish now") ends it.
    await record(EditorialKind.News, news.id, RevisionReason.publish, null);
    expect((await staff.graphql(PENDING, { kind: 'News', itemId: news.id })).body.data.pendingDraft).toMatchObject({ id: draft.body.data.autosaveDraft.id });
    await record(EditorialKind.News, news.id, RevisionReason.publish, admin);
    expect((await staff.graphql(PENDING, { kind: 'News', itemId: news.id })).body.data.pendingDraft).toBeNull();
  });

  it('an edit saved through updateNews keeps a save revision and ends the pending draft', async () => {
    const news = await insertNewsItem();
    await staff.graphql(AUTOSAVE, { input: autosaveInput(news.id, { title: 'Yazılırken kaydedilen' }) });
    const saved = await staff.graphql('mutation ($input: UpdateNewsInput!) { updateNews(input: $input) { id title } }', {
      input: { id: news.id, title: 'Kaydedilen başlık' },
    });
    expect(saved.body.errors).toBeUndefined();
    const history = await staff.graphql(REVISIONS, { kind: 'News', itemId: news.id });
    expect(history.body.data.revisions[0]).toMatchObject({ reason: 'save', title: 'Kaydedilen başlık', author: { id: admin.id } });
    expect((await staff.graphql(PENDING, { kind: 'News', itemId: news.id })).body.data.pendingDraft).toBeNull();
  });

  it('restores an old revision as a new draft revision, audited, without changing the item', async () => {
    const news = await insertNewsItem(PublicationStatus.published, unique('Eski başlık '));
    const old = await record(EditorialKind.News, news.id);
    const em = fork();
    const row = await em.findOneOrFail(News, { id: news.id }, WITH_UNPUBLISHED);
    row.title = 'Yeni başlık';
    row.content = [paragraph('Yeni metin')];
    await em.flush();
    await record(EditorialKind.News, news.id);
    const before = await newsRow(news.id);

    const restored = await staff.graphql(RESTORE, { input: { id: old.id } });
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data.restoreRevision).toMatchObject({
      reason: 'restore',
      number: 3,
      published: false,
      itemVersion: before.version,
      title: news.title,
      content: [paragraph('İlk metin burada.')],
      author: { id: admin.id },
    });
    expect(restored.body.data.restoreRevision.fields).toEqual((await staff.graphql(REVISION, { id: old.id })).body.data.revision.fields);

    const after = await newsRow(news.id);
    expect({ title: after.title, version: after.version }).toEqual({ title: 'Yeni başlık', version: before.version });
    expect((await staff.graphql(PENDING, { kind: 'News', itemId: news.id })).body.data.pendingDraft.id).toBe(restored.body.data.restoreRevision.id);

    const entries = await fork().find(AuditEntry, { action: 'restore' as never, recordId: news.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'News', label: news.title, userName: admin.name });
  });

  it('answers NOT_FOUND for an unknown revision, and restores nothing', async () => {
    expectGraphQLError(await staff.graphql(REVISION, { id: 99_999_999 }), 'NOT_FOUND', 404);
    const before = await fork().count(Revision, {});
    expectGraphQLError(await staff.graphql(RESTORE, { input: { id: 99_999_999 } }), 'NOT_FOUND', 404);
    expect(await fork().count(Revision, {})).toBe(before);
  });
});

describe('staff only', () => {
  it.each([
    ['revisions', REVISIONS, { kind: 'News', itemId: 1 }],
    ['revision', REVISION, { id: 1 }],
    ['pendingDraft', PENDING, { kind: 'News', itemId: 1 }],
    ['autosaveDraft', AUTOSAVE, { input: autosaveInput(1) }],
    ['restoreRevision', RESTORE, { input: { id: 1 } }],
  ])('%s answers UNAUTHENTICATED to a reader and changes nothing', async (name, query, variables) => {
    const news = await insertNewsItem();
    const old = await record(EditorialKind.News, news.id);
    const vars = JSON.parse(JSON.stringify(variables).replace(/"itemId":1\b/, `"itemId":${news.id}`).replace(/"id":1\b/, `"id":${old.id}`));
    const before = await fork().count(Revision, {});
    const response = await t.client().graphql(query, vars);
    // A nullable field (pendingDraft) answers null beside the error rather than no data at all.
    expect(response.body.data?.[name] ?? null).toBeNull();
    expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    expect(await fork().count(Revision, {})).toBe(before);
  });
});
