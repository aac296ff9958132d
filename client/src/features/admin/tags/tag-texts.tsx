import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { NamedTexts } from '../named/named-texts';

export const TAG_TEXTS: NamedTexts = {
  plural: msg`Etiketler`,
  one: msg`Etiket`,
  create: msg`Yeni etiket`,
  edit: msg`Etiketi düzenle`,
  details: msg`Etiket bilgileri`,
  noNews: msg`Bu etikette henüz haber yok.`,
  search: msg`Etiket ara`,
  empty: msg`Henüz etiket yok.`,
  noMatch: msg`Aramanızla eşleşen etiket yok.`,
  actions: (row) => ({
    view: msg`${row.name} etiketini görüntüle`,
    edit: msg`${row.name} etiketini düzenle`,
    remove: msg`${row.name} etiketini sil`,
  }),
  form: {
    createLabel: msg`Etiket oluşturma formu`,
    editLabel: msg`Etiket düzenleme formu`,
    created: { success: msg`Etiket başarıyla oluşturuldu.`, error: msg`Etiket oluşturulamadı.` },
    edited: { success: msg`Etiket başarıyla düzenlendi.`, error: msg`Etiket düzenlenemedi.` },
  },
  delete: {
    title: msg`Etiketi sil`,
    body: (name) => <Trans>{name} etiketi silinecek.</Trans>,
    success: msg`Etiket başarıyla silindi.`,
    error: msg`Etiket silinemedi.`,
  },
};
