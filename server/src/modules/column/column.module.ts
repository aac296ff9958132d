import { columnRoutes } from '../../rest/routes/column.routes.js';
import { AuditKind } from '../audit/audit-entry.entity.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
import { Column, COLUMN_LIMITS } from './column.entity.js';
import { ColumnResolver } from './column.resolver.js';
import { columnRules } from './column.rules.js';
import { ColumnService } from './column.service.js';
import { EditorialKind } from '../publishing/publication.js';
import { publishable } from '../publishing/publishable.entity.js';

export const columnModule: ModuleDescriptor<{ columns: ColumnService }> = {
  name: 'column',
  entities: [Column],
  resolvers: [ColumnResolver],
  rules: columnRules,
  services: (em) => ({ columns: new ColumnService(em) }),
  routes: columnRoutes,
  limits: { Column: COLUMN_LIMITS },
  audited: auditedCrud('Column', AuditKind.Column),
  invalidatesPages: crudMutations('Column'),
  publishable: publishable({
    kind: EditorialKind.Column,
    entity: Column,
    richTextFields: ['content'],
    fields: ['title', 'slug', 'columnist'],
  }),
};
