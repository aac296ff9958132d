import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { NamedTexts } from '../named/named-texts';

export const CATEGORY_TEXTS: NamedTexts = {
  plural: msg`Kategoriler`,
  one: msg`Kategori`,
  create: msg`Yeni kategori`,
  edit: msg`Kategoriyi düzenle`,
  details: msg`Kategori bilgileri`,
  noNews: msg`Bu kategoride henüz haber yok.`,
  search: msg`Kategori ara`,
  empty: msg`Henüz kategori yok.`,
  noMatch: msg`Aramanızla eşleşen kategori yok.`,
  actions: (row) => ({
    view: msg`${row.name} kategorisini görüntüle`,
    edit: msg`${row.name} kategorisini düzenle`,
    remove: msg`${row.name} kategorisini sil`,
  }),
  form: {
    createLabel: msg`Kategori oluşturma formu`,
    editLabel: msg`Kategori düzenleme formu`,
    created: { success: msg`Kategori başarıyla oluşturuldu.`, error: msg`Kategori oluşturulamadı.` },
    edited: { success: msg`Kategori başarıyla düzenlendi.`, error: msg`Kategori düzenlenemedi.` },
  },
  delete: {
    title: msg`Kategoriyi sil`,
    body: (name) => <Trans>{name} kategorisi silinecek.</Trans>,
    success: msg`Kategori başarıyla silindi.`,
    error: msg`Kategori silinemedi.`,
  },
};
