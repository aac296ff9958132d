import type { ModuleDescriptor } from '../module.js';
import { SlugRedirect } from './slug-redirect.entity.js';
import { SlugRedirectResolver } from './slug-redirect.resolver.js';
import { slugRedirectRules } from './slug-redirect.rules.js';

export const slugRedirectModule: ModuleDescriptor = {
  name: 'slug-redirect',
  entities: [SlugRedirect],
  resolvers: [SlugRedirectResolver],
  rules: slugRedirectRules,
};
