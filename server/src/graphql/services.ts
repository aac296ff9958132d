import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthDeps } from '../auth/auth.service.js';
import { StaffNotifier } from '../mail/staff-notifications.js';
import type { MediaService } from '../media/media.service.js';
import { modules } from '../modules/index.js';

/**
 * Every module's service, built on one EntityManager: the request's, or a transaction's (inside a
 * transaction, call `createServices(tx, deps)` so no query leaves it — on the embedded database a
 * query on another EntityManager would wait for the transaction forever).
 */
export interface ServiceDeps extends AuthDeps {
  /** Uploads: stored before the database work, discarded when it fails (one per app). */
  media: MediaService;
}

type ModuleServices = ReturnType<NonNullable<(typeof modules)[number]['services']>>;
/** `A | B` → `A & B`: one object holding every module's services. */
type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

export type Services = AllOf<ModuleServices> & { media: MediaService };

export function createServices(em: EntityManager, deps: ServiceDeps): Services {
  const moduleDeps = { ...deps, notifier: new StaffNotifier(deps) };
  const services = modules.map((module) => module.services?.(em, moduleDeps));
  return Object.assign({ media: deps.media }, ...services);
}
