import { modules } from '../modules/index.js';
import { AppMeta } from './app-meta.entity.js';

/** Every entity the ORM knows, from the modules' list; explicit, so builds and tests need no folder discovery. */
export const entities = [AppMeta, ...modules.flatMap((module) => module.entities ?? [])];
