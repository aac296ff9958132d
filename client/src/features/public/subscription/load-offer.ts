import type { LoaderFunctionArgs } from 'react-router-dom';
import { PublicSubscriptionOfferDocument } from '../../../gql/graphql';
import { loadRoute, routeQuery } from '../../../lib/apollo/route-data';

/** The one query of the three subscription pages: the offer (prices, term, bank account). */
export const offerQuery = routeQuery(PublicSubscriptionOfferDocument, () => ({}));

export function loadOffer(args: LoaderFunctionArgs) {
  return loadRoute(args, offerQuery);
}
