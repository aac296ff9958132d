import type { MessageDescriptor } from '@lingui/core';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AuditKind, DashboardStatsQuery } from '../../gql/graphql';
import type { ResourceCache } from './resource-cache';
import { adminPathsAt, type AdminPaths, type AdminScreen } from '../../lib/admin-paths';

/** A content count with quick links on the dashboard. */
export interface DashboardCard {
  order: number;
  count: (stats: DashboardStatsQuery) => number;
  title: MessageDescriptor;
  countLabel: MessageDescriptor;
  manage: MessageDescriptor;
  create: MessageDescriptor;
}

/**
 * Everything the shared admin wiring needs to know about one admin feature: the router, the admin
 * paths, the navigation, the audit log and the dashboard read these, from one list
 * (features/admin/index.ts).
 */
export interface AdminFeatureInput {
  key: string;
  /** Its path segment under `/yonetim` (`haberler`); '' for the dashboard, the admin's home. */
  segment: string;
  nav: { label: MessageDescriptor; icon: SvgIconComponent; order: number };
  /**
   * Its screens; each is the route module `routes/admin/<key>/<screen>.tsx` (a feature of one
   * screen may be `routes/admin/<key>.tsx`). `extraScreens` adds screens at their own path
   * suffix (`{ gallery: '/:id/resimler' }`).
   */
  screens: readonly AdminScreen[];
  extraScreens?: Record<string, string>;
  /** Its records in the audit log: their name, and the screen that shows one (none: not linked). */
  audit?: { kind: AuditKind; label: MessageDescriptor; screen?: 'show' | 'edit' };
  dashboard?: DashboardCard;
  /** What a change to its records makes stale in the Apollo cache. */
  cache?: ResourceCache;
}

export interface AdminFeature extends AdminFeatureInput {
  paths: AdminPaths;
}

/** A feature's descriptor with its paths; its own type is kept, so `newsAdmin.cache` is known to be there. */
export function defineAdminFeature<const Feature extends AdminFeatureInput>(feature: Feature): Feature & { paths: AdminPaths } {
  return { ...feature, paths: adminPathsAt(feature.segment) };
}
