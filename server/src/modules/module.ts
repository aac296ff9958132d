import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import type { BuildSchemaOptions } from 'type-graphql';
import type { Config } from '../config.js';
import type { ResourceRules } from '../graphql/rules.js';
import type { Logger } from '../lib/logger.js';
import type { RateLimiter } from '../lib/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import type { StaffNotifier } from '../mail/staff-notifications.js';
import type { MediaService } from '../media/media.service.js';
import type { RestRoute } from '../rest/route.js';
import { AuditAction, type AuditKind } from './audit/audit-entry.entity.js';
import type { AuditedMutation } from './audit/audit.map.js';
import type { Publishable } from './publishing/publishable.entity.js';

/** The resolver classes type-graphql takes (a module's GraphQL). */
type ResolverClasses = Extract<BuildSchemaOptions['resolvers'], readonly unknown[]>;

/** What every module's services may be built with (one set per app, the notifier one per request). */
export interface ModuleDeps {
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  log: Logger;
  /** Uploads: stored before the database work, discarded when it fails (one per app). */
  media: MediaService;
  notifier: StaffNotifier;
}

/**
 * One module as every registry reads it (modules/index.ts lists them): GraphQL schema, shield map,
 * services, ORM entities, the REST route table, the client's input limits, the audit log, and
 * which kept public pages its mutations make stale. A module adds a resource by one line there.
 */
/**
 * `S` names the module's services (`{ tags: TagService }`), so `Services` is read off the list; a
 * module's constant is annotated with it rather than inferred, since its resolvers' types refer back
 * to the context that holds those services.
 */
export interface ModuleDescriptor<S extends object = object> {
  name: string;
  resolvers?: ResolverClasses;
  entities?: readonly EntityClass<object>[];
  /** Its shield rules; those that rate-limit readers take the app's limiter. */
  rules?: ResourceRules | ((limiter: RateLimiter) => ResourceRules);
  /** Its services, built on the request's (or a transaction's) EntityManager: `ctx.<key>`. */
  services?: (em: EntityManager, deps: ModuleDeps) => S;
  /** Its rows of the documented `/api` table (spec §7). */
  routes?: readonly RestRoute[];
  /** Its input limits by message-key area, written for the client by codegen (graphql/limits.ts). */
  limits?: Record<string, object>;
  /** Its staff mutations the audit log records, by name. */
  audited?: Record<string, AuditedMutation>;
  /** Its mutations whose success changes what a public page shows (the kept pages are cleared). */
  invalidatesPages?: readonly string[];
  /** Its editorial record, which has a publication status (scheduler), revisions and previews. */
  publishable?: Publishable;
}

/** The create, update and delete mutations of a resource named `Thing`: `createThing`… */
export const crudMutations = (type: string): string[] => [`create${type}`, `update${type}`, `delete${type}`];

/** The audit entries of a resource's create, update and delete (`createThing`…) about records of `kind`. */
export const auditedCrud = (type: string, kind: AuditKind): Record<string, AuditedMutation> => ({
  [`create${type}`]: { action: AuditAction.create, kind },
  [`update${type}`]: { action: AuditAction.update, kind },
  [`delete${type}`]: { action: AuditAction.delete, kind },
});
