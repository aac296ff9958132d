import type { ModuleDescriptor } from '../module.js';
import { User } from './user.entity.js';
import { UserService } from './user.service.js';

/** Staff accounts: the records behind sign-in (auth) and the profile; no GraphQL of their own. */
export const userModule: ModuleDescriptor<{ users: UserService }> = {
  name: 'user',
  entities: [User],
  services: (em) => ({ users: new UserService(em) }),
};
