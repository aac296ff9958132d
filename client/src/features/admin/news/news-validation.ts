import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsType } from '../../../gql/graphql';
import type { FeaturingChoice } from './news-schema';

/**
 * Texts of the News validation keys (limits in `news-schema.ts`). They reach the screen through
 * the catalog (`translateValidationKey` looks the key up as a message id).
 */
export const NEWS_MESSAGES = [
  msg({ id: 'News.Title.required', message: 'Başlık zorunludur.' }),
  msg({ id: 'News.Title.min', message: 'Başlık en az 2 karakter olmalıdır.' }),
  msg({ id: 'News.Title.max', message: 'Başlık en fazla 250 karakter olabilir.' }),
  msg({ id: 'News.Teaser.required', message: 'Özet zorunludur.' }),
  msg({ id: 'News.Teaser.max', message: 'Özet en fazla 200 karakter olabilir.' }),
  msg({ id: 'News.Content.required', message: 'İçerik zorunludur.' }),
  msg({ id: 'News.Content.invalid', message: 'İçerik geçersiz.' }),
  msg({ id: 'News.Poster.required', message: 'Afiş görseli zorunludur.' }),
  msg({ id: 'News.CategoryId.required', message: 'Kategori seçin.' }),
  msg({ id: 'News.CategoryId.invalid', message: 'Seçilen kategori bulunamadı.' }),
  msg({ id: 'News.TagIds.min', message: 'En az 1 etiket seçin.' }),
  msg({ id: 'News.TagIds.invalid', message: 'Seçilen etiketlerden biri bulunamadı.' }),
  msg({ id: 'News.Type.invalid', message: 'Geçersiz haber türü.' }),
  msg({ id: 'News.IsFeatured.invalid', message: 'Geçersiz öne çıkarma süresi.' }),
  msg({ id: 'News.Photos.max', message: 'Bir seferde en fazla 10 fotoğraf yükleyebilirsiniz.' }),
  msg({ id: 'News.Photos.required', message: 'En az 1 fotoğraf seçin.' }),
  msg({ id: 'News.PhotoIds.invalid', message: 'Fotoğraf sırası galeriyle eşleşmiyor.' }),
  msg({ id: 'News.Title.invalid', message: 'Başlık görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'News.Teaser.invalid', message: 'Özet geçersiz karakterler içeriyor.' }),
];

/** What each news type is called (spec §4). */
export const NEWS_TYPE_LABELS: Record<NewsType, MessageDescriptor> = {
  news: msg`Günlük haber`,
  headline: msg`Haftanın manşeti`,
  dusunceOkulu: msg`Düşünce Okulu`,
};

/** What each featuring period is called (spec §4). */
export const FEATURING_LABELS: Record<FeaturingChoice, MessageDescriptor> = {
  no: msg`Öne çıkarılmasın`,
  '1d': msg`1 gün`,
  '3d': msg`3 gün`,
  '1w': msg`1 hafta`,
};
