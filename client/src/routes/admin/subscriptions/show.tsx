import { useLingui } from '@lingui/react/macro';
import { ShowScreen } from '../../../components/admin/show-screen';
import { ConfirmSubscriptionButton } from '../../../features/admin/subscriptions/subscription-confirm';
import { subscriptionDeletion } from '../../../features/admin/subscriptions/subscription-deletion';
import { SubscriptionRequestDetail } from '../../../features/admin/subscriptions/subscription-detail';
import { subscriptionsAdmin } from '../../../features/admin/subscriptions/subscriptions.admin';
import { SubscriptionRequestDocument } from '../../../gql/graphql';

/** /yonetim/abonelikler/:id — every field; confirm a pending request, delete; never edited. */
export function Component() {
  const { t } = useLingui();
  return (
    <ShowScreen
      query={SubscriptionRequestDocument}
      select={(data) => data.subscriptionRequest}
      name={(request) => request.name}
      fallbackTitle={t`Abonelik talebi`}
      listLabel={t`Abonelikler`}
      paths={subscriptionsAdmin.paths}
      deletion={subscriptionDeletion}
      editable={false}
      actions={(request) => <ConfirmSubscriptionButton request={request} />}
    >
      {(request) => <SubscriptionRequestDetail request={request} />}
    </ShowScreen>
  );
}
