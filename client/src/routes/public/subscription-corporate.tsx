import type { LoaderFunctionArgs } from 'react-router-dom';
import { SubscriptionFormPage } from '../../features/public/subscription/subscription-form-page';
import { loadOffer } from '../../features/public/subscription/load-offer';

export async function loader(args: LoaderFunctionArgs) {
  await loadOffer(args);
  return null;
}

/** `/abonelik/kurumsal` and `/en/subscription/corporate`: the corporate subscription request. */
export function Component() {
  return <SubscriptionFormPage plan="corporate" />;
}
