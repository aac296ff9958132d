import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { EventList } from '../../../features/admin/events/event-list';
import { EventsDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('events');

/** /yonetim/etkinlikler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(EventsDocument, (data) => data.eventList);
  return (
    <>
      <PageMeta title={t`Etkinlikler`} alternates={false} noIndex />
      <PageHeader
        title={t`Etkinlikler`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni etkinlik`}
          </Button>
        }
      />
      <EventList list={list} />
    </>
  );
}
