import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DashboardStatsDocument, type DashboardStatsQuery } from '../../../gql/graphql';
import type { AdminPaths } from '../../../lib/admin-paths';
import type { DashboardCard } from '../../../components/admin/admin-feature';
import { ADMIN_FEATURES } from '../index';
import { CARD_TITLE_SX } from './dashboard-sections';

function StatCard({ card, paths, data, loading, error }: { card: DashboardCard; paths: AdminPaths; data?: DashboardStatsQuery; loading: boolean; error?: unknown }) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', borderTop: 3, borderTopColor: 'secondary.main' }}>
      <CardContent>
        <Typography id={titleId} variant="overline" color="textSecondary" component="h2" sx={CARD_TITLE_SX}>
          {i18n._(card.title)}
        </Typography>
        {error ? (
          <QueryErrorAlert error={error} />
        ) : loading && !data ? (
          <Skeleton width={80} height={56} />
        ) : (
          <Typography variant="h3" component="p" aria-label={i18n._(card.countLabel)}>
            {data ? card.count(data) : 0}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={paths.list} size="small">
          {i18n._(card.manage)}
        </Button>
        <Button component={RouterLink} to={paths.create} size="small" startIcon={<AddOutlined />}>
          {i18n._(card.create)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The features with a dashboard card, in the cards' order. */
const CARDS = ADMIN_FEATURES.flatMap(({ key, paths, dashboard }) => (dashboard ? [{ key, paths, card: dashboard }] : [])).sort((a, b) => a.card.order - b.card.order);

/** Counts and quick links on the dashboard. */
export function DashboardOverview() {
  const { data, loading, error } = useQuery(DashboardStatsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Grid container spacing={3}>
      {CARDS.map(({ key, paths, card }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard card={card} paths={paths} data={data} loading={loading} error={error} />
        </Grid>
      ))}
    </Grid>
  );
}
