import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { DashboardStatsDocument } from '../../gql/graphql';

/** Counts and quick links on the dashboard. */
export function DashboardOverview() {
  const { t } = useLingui();
  const { data, loading, error } = useQuery(DashboardStatsDocument, { fetchPolicy: 'cache-and-network' });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <Card component="section" aria-labelledby="stat-categories" sx={{ height: '100%', borderTop: 3, borderTopColor: 'secondary.main' }}>
          <CardContent>
            <Typography id="stat-categories" variant="overline" color="text.secondary" component="h2">
              {t`Kategoriler`}
            </Typography>
            {error ? (
              <QueryErrorAlert error={error} />
            ) : loading && !data ? (
              <Skeleton width={80} height={56} />
            ) : (
              <Typography variant="h3" component="p" aria-label={t`Kategori sayısı`}>
                {data?.categoryList.totalItems ?? 0}
              </Typography>
            )}
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to="/yonetim/kategoriler" size="small">
              {t`Kategorileri yönet`}
            </Button>
            <Button component={RouterLink} to="/yonetim/kategoriler/olustur" size="small" startIcon={<AddOutlined />}>
              {t`Yeni kategori`}
            </Button>
          </CardActions>
        </Card>
      </Grid>
    </Grid>
  );
}
