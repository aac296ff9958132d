import { categoryRoutes } from '../../rest/routes/named.routes.js';
import { AuditKind } from '../audit/audit-entry.entity.js';
import { NAMED_LIMITS } from '../common/named.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
import { Category } from './category.entity.js';
import { CategoryResolver } from './category.resolver.js';
import { categoryRules } from './category.rules.js';
import { CategoryService } from './category.service.js';

export const categoryModule: ModuleDescriptor<{ categories: CategoryService }> = {
  name: 'category',
  entities: [Category],
  resolvers: [CategoryResolver],
  rules: categoryRules,
  services: (em) => ({ categories: new CategoryService(em) }),
  routes: categoryRoutes,
  limits: { Category: NAMED_LIMITS },
  audited: auditedCrud('Category', AuditKind.Category),
  invalidatesPages: crudMutations('Category'),
};
