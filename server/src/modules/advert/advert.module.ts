import { advertRoutes } from '../../rest/routes/advert.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { Advert } from './advert.entity.js';
import { ADVERT_LIMITS } from './advert.inputs.js';
import { AdvertResolver } from './advert.resolver.js';
import { advertRules } from './advert.rules.js';
import { AdvertService } from './advert.service.js';

export const advertModule: ModuleDescriptor<{ adverts: AdvertService }> = {
  name: 'advert',
  entities: [Advert],
  resolvers: [AdvertResolver],
  rules: advertRules,
  services: (em, deps) => ({ adverts: new AdvertService(em, deps.media) }),
  routes: advertRoutes,
  limits: { Advert: ADVERT_LIMITS },
  audited: { updateAdvert: { action: AuditAction.update, kind: AuditKind.Advert } },
  invalidatesPages: ['updateAdvert'],
};
