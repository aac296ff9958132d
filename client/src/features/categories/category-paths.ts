const BASE = '/yonetim/kategoriler';

export const categoryPaths = {
  list: BASE,
  create: `${BASE}/olustur`,
  show: (id: number) => `${BASE}/${id}`,
  edit: (id: number) => `${BASE}/${id}/duzenle`,
};
