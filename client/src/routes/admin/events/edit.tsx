import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { EventForm } from '../../../features/admin/events/event-form';
import { useDeleteEvent } from '../../../features/admin/events/event-list';
import { EventForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('events');

/** /yonetim/etkinlikler/:id/duzenle — the event's only screen: edit, or delete it. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(EventForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const { requestDelete, dialog } = useDeleteEvent(() => navigate(paths.list, { replace: true }));
  const event = data?.event;

  return (
    <>
      <PageMeta title={t`Etkinliği düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Etkinliği düzenle`}
        crumbs={[{ label: t`Etkinlikler`, to: paths.list }, ...(event ? [{ label: event.title }] : []), { label: t`Düzenle` }]}
        actions={
          event && (
            <Button onClick={() => requestDelete({ id: event.id, name: event.title })} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
              {t`Sil`}
            </Button>
          )
        }
      />
      <RecordView id={id} record={event} error={error}>
        {(event) => <EventForm event={event} onSaved={() => navigate(paths.list)} />}
      </RecordView>
      {dialog}
    </>
  );
}
