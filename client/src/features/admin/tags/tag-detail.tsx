import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import { RelatedNews } from '../../../components/related-news';
import type { TagQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

/** A tag's fields and its related news (paged by the route). */
export function TagDetail({ tag, newsPage, onNewsPageChange, loading }: { tag: TagQuery['tag']; newsPage: number; onNewsPageChange: (page: number) => void; loading?: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <>
      <DetailCard
        title={t`Etiket bilgileri`}
        fields={[
          { label: t`Ad`, value: tag.name },
          { label: t`Açıklama`, value: tag.description },
          { label: t`Kısa ad (slug)`, value: tag.slug },
          { label: t`Haber sayısı`, value: tag.newsCount },
          { label: t`Oluşturulma`, value: formatDateTime(tag.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(tag.updatedAt, lang) },
        ]}
      />
      <RelatedNews news={tag.news} page={newsPage} onPageChange={onNewsPageChange} loading={loading} emptyText={t`Bu etikette henüz haber yok.`} />
    </>
  );
}
