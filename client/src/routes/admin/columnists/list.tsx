import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { ColumnistList } from '../../../features/admin/columnists/columnist-list';
import { ColumnistsDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('columnists');

/** /yonetim/kose-yazarlari?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(ColumnistsDocument, (data) => data.columnistList);
  return (
    <>
      <PageMeta title={t`Köşe yazarları`} alternates={false} noIndex />
      <PageHeader
        title={t`Köşe yazarları`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni köşe yazarı`}
          </Button>
        }
      />
      <ColumnistList list={list} />
    </>
  );
}
