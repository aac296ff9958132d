import { modules } from '../modules/index.js';
import type { RestRoute } from './route.js';

/** Every documented `/api` path (spec §7) and its GraphQL operation: each module's rows, in the modules' order. */
export const routes: RestRoute[] = modules.flatMap((module) => module.routes ?? []);
