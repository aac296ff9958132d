import { newsRoutes } from '../../rest/routes/news.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import { ListCount } from '../common/list-count.entity.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
import { NewsPhoto } from './news-photo.entity.js';
import { News } from './news.entity.js';
import { NEWS_LIMITS } from './news.inputs.js';
import { NewsPhotoResolver, NewsResolver } from './news.resolver.js';
import { newsRules } from './news.rules.js';
import { NewsService } from './news.service.js';
import { EditorialKind } from '../publishing/publication.js';
import { publishable } from '../publishing/publishable.entity.js';

const GALLERY = ['addNewsPhotos', 'deleteNewsPhoto', 'reorderNewsPhotos'];

export const newsModule: ModuleDescriptor<{ news: NewsService }> = {
  name: 'news',
  // ListCount keeps the news lists' totals (all news, per category).
  entities: [News, NewsPhoto, ListCount],
  resolvers: [NewsResolver, NewsPhotoResolver],
  rules: newsRules,
  services: (em, deps) => ({ news: new NewsService(em, deps.media) }),
  routes: newsRoutes,
  limits: { News: NEWS_LIMITS },
  audited: {
    ...auditedCrud('News', AuditKind.News),
    ...Object.fromEntries(GALLERY.map((name) => [name, { action: AuditAction.update, kind: AuditKind.News }])),
  },
  invalidatesPages: [...crudMutations('News'), ...GALLERY],
  publishable: publishable({
    kind: EditorialKind.News,
    entity: News,
    summaryField: 'teaser',
    richTextFields: ['content'],
    fields: ['title', 'slug', 'type', 'category', 'tags', 'featuredUntil', 'posterPath'],
  }),
};
