import type { RouteObject } from 'react-router-dom';
import type { AdminFeature } from '../components/admin/admin-feature';
import { ADMIN_FEATURES } from '../features/admin/index';
import { ADMIN_SCREENS } from '../lib/admin-paths';

/** The admin's screens, one route module each (`routes/admin/<key>/<screen>.tsx`), loaded on demand. */
const ADMIN_SCREEN_MODULES = import.meta.glob(['../routes/admin/**/*.tsx', '!../routes/admin/**/*.test.tsx']);

function screenModule(feature: AdminFeature, screen: string): NonNullable<RouteObject['lazy']> {
  const load = ADMIN_SCREEN_MODULES[`../routes/admin/${feature.key}/${screen}.tsx`] ?? (feature.screens.length === 1 ? ADMIN_SCREEN_MODULES[`../routes/admin/${feature.key}.tsx`] : undefined);
  if (!load) throw new Error(`The admin feature ${feature.key} declares a ${screen} screen, but routes/admin/${feature.key}/${screen}.tsx does not exist`);
  return load as NonNullable<RouteObject['lazy']>;
}

/**
 * The routes of an admin feature's screens: `kategoriler`, `kategoriler/olustur`, `kategoriler/:id`,
 * `kategoriler/:id/duzenle` (the dashboard is the index). Their ids are fixed, not positional: the
 * browser adds them later than the server does, and the server's loader data is keyed by them.
 */
function featureRoutes(feature: AdminFeature): RouteObject[] {
  const at = (suffix: string) => (feature.segment ? { path: `${feature.segment}${suffix}` } : { index: true as const });
  const id = (screen: string) => `admin-${feature.key}-${screen}`;
  return [
    ...feature.screens.map((screen) => ({ id: id(screen), ...at(ADMIN_SCREENS[screen]), lazy: screenModule(feature, screen) }) as RouteObject),
    ...Object.entries(feature.extraScreens ?? {}).map(([screen, suffix]) => ({ id: id(screen), path: `${feature.segment}${suffix}`, lazy: screenModule(feature, screen) })),
  ];
}

/** The routes of every admin feature's screens (app/routes.tsx puts them under the admin layout). */
export function adminScreenRoutes(): RouteObject[] {
  return ADMIN_FEATURES.flatMap(featureRoutes);
}
