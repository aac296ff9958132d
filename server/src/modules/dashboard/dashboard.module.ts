import { dashboardRoutes } from '../../rest/routes/office.routes.js';
import type { ModuleDescriptor } from '../module.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { dashboardRules } from './dashboard.rules.js';
import { DashboardService } from './dashboard.service.js';

export const dashboardModule: ModuleDescriptor<{ dashboard: DashboardService }> = {
  name: 'dashboard',
  resolvers: [DashboardResolver],
  rules: dashboardRules,
  services: (em) => ({ dashboard: new DashboardService(em) }),
  routes: dashboardRoutes,
};
