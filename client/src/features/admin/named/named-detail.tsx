import { useLingui } from '@lingui/react/macro';
import { DetailCard } from '../../../components/detail-card';
import { RelatedNews } from '../../../components/related-news';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import type { NamedRecordWithNews } from './named-resource';
import type { NamedTexts } from './named-texts';

export interface NamedDetailProps {
  record: NamedRecordWithNews;
  texts: Pick<NamedTexts, 'details' | 'noNews'>;
  newsPage: number;
  onNewsPageChange: (page: number) => void;
  loading?: boolean;
}

/** A named record's fields and its related news (paged by the screen). */
export function NamedDetail({ record, texts, newsPage, onNewsPageChange, loading }: NamedDetailProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <>
      <DetailCard
        title={i18n._(texts.details)}
        fields={[
          { label: t`Ad`, value: record.name },
          { label: t`Açıklama`, value: record.description },
          { label: t`Kısa ad (slug)`, value: record.slug },
          { label: t`Haber sayısı`, value: record.newsCount },
          { label: t`Oluşturulma`, value: formatDateTime(record.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(record.updatedAt, lang) },
        ]}
      />
      <RelatedNews news={record.news} page={newsPage} onPageChange={onNewsPageChange} loading={loading} emptyText={i18n._(texts.noNews)} />
    </>
  );
}
