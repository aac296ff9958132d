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
import { adminPaths, type AdminResource } from '../../../lib/admin-paths';
import { CARD_TITLE_SX } from './dashboard-sections';

interface StatCard {
  resource: AdminResource;
  count: (data: DashboardStatsQuery) => number;
  title: string;
  countLabel: string;
  manage: string;
  create: string;
}

function StatCard({ card, data, loading, error }: { card: StatCard; data?: DashboardStatsQuery; loading: boolean; error?: unknown }) {
  const titleId = useId();
  const paths = adminPaths(card.resource);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', borderTop: 3, borderTopColor: 'secondary.main' }}>
      <CardContent>
        <Typography id={titleId} variant="overline" color="text.secondary" component="h2" sx={CARD_TITLE_SX}>
          {card.title}
        </Typography>
        {error ? (
          <QueryErrorAlert error={error} />
        ) : loading && !data ? (
          <Skeleton width={80} height={56} />
        ) : (
          <Typography variant="h3" component="p" aria-label={card.countLabel}>
            {data ? card.count(data) : 0}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={paths.list} size="small">
          {card.manage}
        </Button>
        <Button component={RouterLink} to={paths.create} size="small" startIcon={<AddOutlined />}>
          {card.create}
        </Button>
      </CardActions>
    </Card>
  );
}

/** Counts and quick links on the dashboard. */
export function DashboardOverview() {
  const { t } = useLingui();
  const { data, loading, error } = useQuery(DashboardStatsDocument, { fetchPolicy: 'cache-and-network' });
  const cards: StatCard[] = [
    {
      resource: 'categories',
      count: (stats) => stats.categoryList.totalItems,
      title: t`Kategoriler`,
      countLabel: t`Kategori sayısı`,
      manage: t`Kategorileri yönet`,
      create: t`Yeni kategori`,
    },
    {
      resource: 'tags',
      count: (stats) => stats.tagList.totalItems,
      title: t`Etiketler`,
      countLabel: t`Etiket sayısı`,
      manage: t`Etiketleri yönet`,
      create: t`Yeni etiket`,
    },
    {
      resource: 'columns',
      count: (stats) => stats.columnList.totalItems,
      title: t`Köşe yazıları`,
      countLabel: t`Köşe yazısı sayısı`,
      manage: t`Köşe yazılarını yönet`,
      create: t`Yeni köşe yazısı`,
    },
    {
      resource: 'columnists',
      count: (stats) => stats.columnistList.totalItems,
      title: t`Köşe yazarları`,
      countLabel: t`Köşe yazarı sayısı`,
      manage: t`Köşe yazarlarını yönet`,
      create: t`Yeni köşe yazarı`,
    },
    {
      resource: 'events',
      count: (stats) => stats.eventList.totalItems,
      title: t`Etkinlikler`,
      countLabel: t`Etkinlik sayısı`,
      manage: t`Etkinlikleri yönet`,
      create: t`Yeni etkinlik`,
    },
    {
      resource: 'archives',
      count: (stats) => stats.archiveIssueList.totalItems,
      title: t`Arşivler`,
      countLabel: t`Arşivdeki sayı adedi`,
      manage: t`Arşivleri yönet`,
      create: t`Yeni arşiv sayısı`,
    },
    {
      resource: 'news',
      count: (stats) => stats.newsList.totalItems,
      title: t`Haberler`,
      countLabel: t`Haber sayısı`,
      manage: t`Haberleri yönet`,
      create: t`Yeni haber`,
    },
  ];

  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.resource} size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard card={card} data={data} loading={loading} error={error} />
        </Grid>
      ))}
    </Grid>
  );
}
