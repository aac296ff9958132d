import { AuditAction, AuditKind } from '../modules/audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../modules/module.js';
import { authRoutes } from '../rest/routes/auth.routes.js';
import { AuthResolver } from './auth.resolver.js';
import { authRules } from './auth.rules.js';
import { AuthService } from './auth.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/** Signing in and out: recorded in the audit log, but no public page changes. */
export const authModule: ModuleDescriptor<{ auth: AuthService }> = {
  name: 'auth',
  entities: [RefreshToken, PasswordReset],
  resolvers: [AuthResolver],
  rules: authRules,
  services: (em, deps) => ({ auth: new AuthService(em, deps) }),
  routes: authRoutes,
  audited: {
    signIn: { action: AuditAction.signIn, kind: AuditKind.Session },
    signOut: { action: AuditAction.signOut, kind: AuditKind.Session },
  },
};
