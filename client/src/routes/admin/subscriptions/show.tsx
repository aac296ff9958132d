import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordActions, RecordView } from '../../../components/record-view';
import { ConfirmSubscriptionButton } from '../../../features/admin/subscriptions/subscription-confirm';
import { SubscriptionRequestDetail } from '../../../features/admin/subscriptions/subscription-detail';
import { useDeleteSubscriptionRequest } from '../../../features/admin/subscriptions/subscription-list';
import { SubscriptionRequestDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('subscriptions');

/** /yonetim/abonelikler/:id — every field; confirm a pending request, delete. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(SubscriptionRequestDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const { requestDelete, dialog } = useDeleteSubscriptionRequest(() => navigate(paths.list, { replace: true }));
  const request = data?.subscriptionRequest;
  const title = request?.name ?? t`Abonelik talebi`;

  return (
    <>
      <PageMeta title={title} alternates={false} noIndex />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Abonelikler`, to: paths.list }, ...(request ? [{ label: request.name }] : [])]}
        actions={
          request && (
            <RecordActions onDelete={() => requestDelete({ id: request.id, name: request.name })}>
              <ConfirmSubscriptionButton request={request} />
            </RecordActions>
          )
        }
      />
      <RecordView id={id} record={request} error={error}>
        {(request) => <SubscriptionRequestDetail request={request} />}
      </RecordView>
      {dialog}
    </>
  );
}
