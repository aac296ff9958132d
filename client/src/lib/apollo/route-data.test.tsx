import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useRouteError } from 'react-router-dom';
import { PublicNewsLatestDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/render-app';
import { loadRoute, routeQuery, useRouteQuery } from './route-data';

const latestQuery = routeQuery(PublicNewsLatestDocument, () => ({}));
const latest = { publicLatestNews: [] };

function LatestCount() {
  return <p>{`${useRouteQuery(latestQuery).publicLatestNews.length} haber`}</p>;
}

describe('a route query', () => {
  it('is read by the component from what its loader loaded', async () => {
    renderRoute({ loader: (args) => loadRoute(args, latestQuery).then(() => null), Component: LatestCount }, { mocks: [{ request: { query: PublicNewsLatestDocument, variables: {} }, result: { data: latest } }] });
    expect(await screen.findByText('0 haber')).toBeInTheDocument();
  });

  it('throws to the error boundary when its data is missing, instead of rendering an empty page', async () => {
    const ErrorShown = () => <p role="alert">{(useRouteError() as Error).message}</p>;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute({ Component: LatestCount, ErrorBoundary: ErrorShown }, { mocks: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent('No data for PublicNewsLatest');
  });
});
