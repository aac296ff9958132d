import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import { RelatedNews } from '../../../components/related-news';
import type { CategoryQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

/** A category's fields and its related news (paged by the route). */
export function CategoryDetail({ category, newsPage, onNewsPageChange, loading }: { category: CategoryQuery['category']; newsPage: number; onNewsPageChange: (page: number) => void; loading?: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <>
      <DetailCard
        title={t`Kategori bilgileri`}
        fields={[
          { label: t`Ad`, value: category.name },
          { label: t`Açıklama`, value: category.description },
          { label: t`Kısa ad (slug)`, value: category.slug },
          { label: t`Haber sayısı`, value: category.newsCount },
          { label: t`Oluşturulma`, value: formatDateTime(category.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(category.updatedAt, lang) },
        ]}
      />
      <RelatedNews news={category.news} page={newsPage} onPageChange={onNewsPageChange} loading={loading} emptyText={t`Bu kategoride henüz haber yok.`} />
    </>
  );
}
