import type { ResourceRules } from '../../graphql/rules.js';

/** The dashboard is staff-only (the default of every query). */
export const dashboardRules: ResourceRules = { types: ['Dashboard', 'DashboardSection', 'DashboardItem'] };
