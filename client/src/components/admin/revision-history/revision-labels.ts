import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RevisionReason } from '../../../gql/graphql';

/** Why a revision was kept, as the history lists it. */
export const REVISION_REASON_LABELS: Record<RevisionReason, MessageDescriptor> = {
  save: msg`Kaydedildi`,
  autosave: msg`Otomatik kayıt`,
  publish: msg`Yayımlandı`,
  restore: msg`Geri yüklendi`,
};

/**
 * The names of the main fields a revision keeps (the server's `publishable` fields, and those of
 * the edit forms an autosave sends); a field not named here shows by its own name.
 */
export const REVISION_FIELD_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Başlık`,
  slug: msg`Kısa ad (slug)`,
  type: msg`Tür`,
  category: msg`Kategori`,
  categoryId: msg`Kategori`,
  tags: msg`Etiketler`,
  tagIds: msg`Etiketler`,
  featuredUntil: msg`Öne çıkma bitişi`,
  isFeatured: msg`Öne çıkan`,
  posterPath: msg`Afiş görseli`,
  columnist: msg`Köşe yazarı`,
  columnistId: msg`Köşe yazarı`,
  price: msg`Fiyat`,
  link: msg`Satın alma bağlantısı`,
  previewPath: msg`PDF önizleme`,
  masthead: msg`Künye`,
  status: msg`Durum`,
  publishAt: msg`Yayım zamanı`,
};
