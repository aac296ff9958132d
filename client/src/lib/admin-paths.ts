/** Where the admin lives; its language is the signed-in user's, so its paths are Turkish only. */
export const ADMIN_BASE = '/yonetim';

/** The segments after a resource's path: `/olustur`, `/:id`, `/:id/duzenle`. */
export const ADMIN_SCREENS = {
  list: '',
  create: '/olustur',
  show: '/:id',
  edit: '/:id/duzenle',
} as const;

export type AdminScreen = keyof typeof ADMIN_SCREENS;

export interface AdminPaths {
  list: string;
  create: string;
  show: (id: number) => string;
  edit: (id: number) => string;
}

/** The four screen paths of the admin resource at `segment` (`haberler` → `/yonetim/haberler`, …). */
export function adminPathsAt(segment: string): AdminPaths {
  const base = segment ? `${ADMIN_BASE}/${segment}` : ADMIN_BASE;
  return {
    list: base,
    create: `${base}${ADMIN_SCREENS.create}`,
    show: (id) => `${base}/${id}`,
    edit: (id) => `${base}/${id}/duzenle`,
  };
}
