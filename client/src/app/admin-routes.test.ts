import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_FEATURES } from '../features/admin/index';

// The router finds each declared screen's module by its file name (import.meta.glob in admin-screen-routes.ts,
// which jest cannot load): a screen declared without its file would fail only when opened.
const routesFolder = path.resolve('src/routes/admin');

function screenFile(key: string, screen: string, single: boolean): string | undefined {
  const candidates = [path.join(routesFolder, key, `${screen}.tsx`), ...(single ? [path.join(routesFolder, `${key}.tsx`)] : [])];
  return candidates.find((file) => existsSync(file));
}

describe('the admin feature list', () => {
  it.each(ADMIN_FEATURES.map((feature) => [feature.key, feature] as const))('has a route module for each screen of %s', (_key, feature) => {
    const screens = [...feature.screens, ...Object.keys(feature.extraScreens ?? {})];
    for (const screen of screens) expect([screen, screenFile(feature.key, screen, feature.screens.length === 1)]).toEqual([screen, expect.any(String)]);
  });

  it('gives each feature its own key, path segment and place in the menu', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(ADMIN_FEATURES.map((feature) => feature.key))).toBe(true);
    expect(unique(ADMIN_FEATURES.map((feature) => feature.segment))).toBe(true);
    expect(unique(ADMIN_FEATURES.map((feature) => feature.nav.order))).toBe(true);
  });
});
