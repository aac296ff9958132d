import { AuthService } from '../../auth/auth.service.js';
import { profileRoutes } from '../../rest/routes/profile.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { PROFILE_LIMITS } from './profile.inputs.js';
import { ProfileResolver } from './profile.resolver.js';
import { profileRules } from './profile.rules.js';
import { ProfileService } from './profile.service.js';

const ACCOUNT = ['changeLanguage', 'changePassword'];
/** A staff member's name and avatar may show on public pages (as an author); language and password do not. */
const SHOWN = ['updateProfile', 'uploadAvatar', 'changeAvatar', 'removeAvatar'];

export const profileModule: ModuleDescriptor<{ profile: ProfileService }> = {
  name: 'profile',
  resolvers: [ProfileResolver],
  rules: profileRules,
  services: (em, deps) => ({
    profile: new ProfileService(em, deps.media, deps.limiter, (userId, keep) => new AuthService(em, deps).revokeSignInsOf(userId, keep)),
  }),
  routes: profileRoutes,
  limits: { Profile: PROFILE_LIMITS },
  audited: Object.fromEntries([...SHOWN, ...ACCOUNT].map((name) => [name, { action: AuditAction.update, kind: AuditKind.Profile }])),
  invalidatesPages: SHOWN,
};
