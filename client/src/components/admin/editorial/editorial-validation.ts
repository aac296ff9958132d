import { msg } from '@lingui/core/macro';

/**
 * The server's key for a save based on an older version than the stored one (`staleVersion`): the
 * conflict dialog's title says it.
 */
export const VERSION_CONFLICT = msg({ id: 'Editorial.Version.conflict', message: 'Bu içerik siz düzenlerken başka biri tarafından kaydedildi' });
