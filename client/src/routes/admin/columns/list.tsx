import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { ColumnList, useColumnistFilter } from '../../../features/admin/columns/column-list';
import { ColumnistChoicesDocument, ColumnsDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('columns');

/** /yonetim/kose-yazilari?page&query&columnistId */
export function Component() {
  const { t } = useLingui();
  const { columnistId, setColumnistId } = useColumnistFilter();
  const list = useResourceList(ColumnsDocument, (data) => data.columnList, { filters: { columnistId: columnistId ?? null } });
  const choices = useQuery(ColumnistChoicesDocument);
  return (
    <>
      <PageMeta title={t`Köşe yazıları`} alternates={false} noIndex />
      <PageHeader
        title={t`Köşe yazıları`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni köşe yazısı`}
          </Button>
        }
      />
      <ColumnList list={list} columnists={choices.data?.allColumnists ?? []} columnistId={columnistId} onColumnistChange={setColumnistId} />
    </>
  );
}
