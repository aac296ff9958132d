import { tagRoutes } from '../../rest/routes/named.routes.js';
import { AuditKind } from '../audit/audit-entry.entity.js';
import { NAMED_LIMITS } from '../common/named.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
import { Tag } from './tag.entity.js';
import { TagResolver } from './tag.resolver.js';
import { tagRules } from './tag.rules.js';
import { TagService } from './tag.service.js';

export const tagModule: ModuleDescriptor<{ tags: TagService }> = {
  name: 'tag',
  entities: [Tag],
  resolvers: [TagResolver],
  rules: tagRules,
  services: (em) => ({ tags: new TagService(em) }),
  routes: tagRoutes,
  limits: { Tag: NAMED_LIMITS },
  audited: auditedCrud('Tag', AuditKind.Tag),
  invalidatesPages: crudMutations('Tag'),
};
