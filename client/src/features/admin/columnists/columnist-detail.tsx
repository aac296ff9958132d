import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable } from '../../../components/data-table/data-table';
import { DetailCard } from '../../../components/detail-card';
import type { ColumnistQuery } from '../../../gql/graphql';
import { columnsAdmin } from '../columns/columns.admin';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

const columnPaths = columnsAdmin.paths;

export interface ColumnistDetailProps {
  columnist: ColumnistQuery['columnist'];
  columns: ColumnistQuery['columnList'];
  columnsPage: number;
  onColumnsPageChange: (page: number) => void;
  loading?: boolean;
}

/** A columnist's portrait and fields, and their columns (paged by the route). */
export function ColumnistDetail({ columnist, columns, columnsPage, onColumnsPageChange, loading }: ColumnistDetailProps) {
  const { t } = useLingui();
  const lang = useLang();
  const columnsTitleId = useId();
  return (
    <>
      <DetailCard
        title={t`Köşe yazarı bilgileri`}
        fields={[
          {
            label: t`Portre`,
            value: (
              <Box
                component="img"
                src={columnist.imageUrl}
                alt={t`${columnist.name} portresi`}
                sx={{ display: 'block', width: 160, height: 160, objectFit: 'cover', borderRadius: '50%', border: 1, borderColor: 'divider' }}
              />
            ),
          },
          { label: t`Ad`, value: columnist.name },
          { label: t`Kısa ad (slug)`, value: columnist.slug },
          { label: t`Yazı sayısı`, value: columnist.columnCount },
          { label: t`Oluşturulma`, value: formatDateTime(columnist.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(columnist.updatedAt, lang) },
        ]}
      />
      <Box component="section" sx={{ mt: 4 }} aria-labelledby={columnsTitleId}>
        <Typography id={columnsTitleId} variant="h5" component="h2" sx={{ mb: 2 }}>
          {t`Köşe yazıları`}
        </Typography>
        <DataTable
          label={t`Köşe yazarının yazıları`}
          columns={[
            {
              key: 'title',
              label: t`Başlık`,
              render: (row) => (
                <Link component={RouterLink} to={columnPaths.show(row.id)}>
                  {row.title}
                </Link>
              ),
            },
            { key: 'hit', label: t`Okunma`, render: (row) => row.hit, align: 'right', hideOnMobile: true },
            { key: 'createdAt', label: t`Oluşturulma`, render: (row) => formatDateTime(row.createdAt, lang) },
          ]}
          rows={columns.items}
          getRowKey={(row) => row.id}
          loading={loading}
          page={columnsPage}
          pageSize={columns.pageSize}
          totalItems={columns.totalItems}
          onPageChange={onColumnsPageChange}
          emptyText={t`Bu köşe yazarının henüz yazısı yok.`}
        />
      </Box>
    </>
  );
}
