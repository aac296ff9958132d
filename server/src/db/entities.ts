import { PasswordReset } from '../auth/password-reset.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Category } from '../modules/category/category.entity.js';
import { User } from '../modules/user/user.entity.js';
import { AppMeta } from './app-meta.entity.js';
import { contentEntities } from './content-entities.js';

/** Every entity the ORM knows; listed explicitly so builds and tests need no folder discovery. */
export const entities = [AppMeta, User, RefreshToken, PasswordReset, Category, ...contentEntities];
