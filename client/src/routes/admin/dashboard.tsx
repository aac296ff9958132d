import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { DashboardOverview } from '../../features/admin/dashboard/dashboard-overview';
import { DashboardSections } from '../../features/admin/dashboard/dashboard-sections';
import { EditorialCalendar } from '../../features/admin/dashboard/editorial-calendar';
import { PageMeta } from '../../lib/head/page-meta';
import { useSessionUser } from '../../lib/session/session';

/** /yonetim: greeting, what needs attention (with the latest items), the coming publications and latest drafts, then the content counts and quick links. */
export function Component() {
  const { t } = useLingui();
  const user = useSessionUser();
  const name = user?.name ?? '';
  return (
    <>
      <PageMeta title={t`Pano`} alternates={false} noIndex />
      <PageHeader title={t`Merhaba, ${name}`} />
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t`Dergi Ankara yönetim paneline hoş geldiniz. Soldaki menüden bir bölüm seçin ya da aşağıdaki kısayolları kullanın.`}
      </Typography>
      <DashboardSections />
      <Box sx={{ mt: 3 }}>
        <EditorialCalendar />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
        {t`İçerik`}
      </Typography>
      <DashboardOverview />
    </>
  );
}
