import type { MessageDescriptor } from '@lingui/core';
import type { SvgIconComponent } from '@mui/icons-material';
import { ADMIN_FEATURES } from '../../features/admin/index';

export interface AdminNavItem {
  to: string;
  label: MessageDescriptor;
  icon: SvgIconComponent;
  /** Screens of later issues: shown disabled with a "soon" hint. */
  ready: boolean;
  end?: boolean;
}

/** Every admin section of spec §2, in the order the features declare; the dashboard (the admin's home) matches only itself. */
export const ADMIN_NAV: AdminNavItem[] = [...ADMIN_FEATURES]
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ segment, paths, nav }) => ({ to: paths.list, label: nav.label, icon: nav.icon, ready: true, end: segment === '' }));
