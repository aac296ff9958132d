import type { ModuleDescriptor } from '../module.js';
import { ViewResolver } from './view.resolver.js';
import { viewRules } from './view.rules.js';
import { ViewService } from './view.service.js';

/** Counting a reader's view changes no kept page: the count is read apart from the page. */
export const viewModule: ModuleDescriptor<{ views: ViewService }> = {
  name: 'view',
  resolvers: [ViewResolver],
  rules: viewRules,
  services: (em, deps) => ({ views: new ViewService(em, deps.limiter) }),
};
