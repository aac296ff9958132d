import type { LoaderFunctionArgs } from 'react-router-dom';
import { PublicSubscriptionOfferDocument } from '../../../gql/graphql';
import { loadQuery } from '../../../lib/apollo/route-data';

/** The one query of the three subscription pages: the offer (prices, term, bank account). */
export function loadOffer(args: LoaderFunctionArgs) {
  return loadQuery(args, PublicSubscriptionOfferDocument, {});
}
