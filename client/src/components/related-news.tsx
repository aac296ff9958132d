import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NewsType } from '../gql/graphql';
import { formatDateTime } from '../lib/i18n/format-date';
import { useLang } from '../lib/i18n/use-lang';
import { DataTable } from './data-table/data-table';
import type { PageOf } from './resource-list';

const NEWS_TYPES: Record<NewsType, MessageDescriptor> = {
  news: msg`Günlük haber`,
  headline: msg`Haftanın manşeti`,
  dusunceOkulu: msg`Düşünce Okulu`,
};

export interface RelatedNewsRow {
  id: number;
  title: string;
  type: NewsType;
  createdAt: string;
}

/** "İlgili haberler" of a record's detail screen (category, tag, …): a paged table. */
export function RelatedNews({ news, page, onPageChange, loading, error, emptyText }: { news: PageOf<RelatedNewsRow>; page: number; onPageChange: (page: number) => void; loading?: boolean; error?: unknown; emptyText: string }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const titleId = useId();
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t`İlgili haberler`}
      </Typography>
      <DataTable
        label={t`İlgili haberler`}
        columns={[
          { key: 'title', label: t`Başlık`, render: (row) => row.title },
          { key: 'type', label: t`Tür`, render: (row) => i18n._(NEWS_TYPES[row.type]), hideOnMobile: true },
          { key: 'createdAt', label: t`Oluşturulma`, render: (row) => formatDateTime(row.createdAt, lang) },
        ]}
        rows={news.items}
        getRowKey={(row) => row.id}
        loading={loading}
        error={error}
        page={page}
        pageSize={news.pageSize}
        totalItems={news.totalItems}
        onPageChange={onPageChange}
        emptyText={emptyText}
      />
    </Box>
  );
}
