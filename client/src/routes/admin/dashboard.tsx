import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { DashboardOverview } from '../../features/dashboard/dashboard-overview';
import { PageMeta } from '../../lib/head/page-meta';
import { useSessionUser } from '../../lib/session/session';

/** /yonetim: greeting, counts, quick links. */
export function Component() {
  const { t } = useLingui();
  const user = useSessionUser();
  const name = user?.name ?? '';
  return (
    <>
      <PageMeta title={t`Pano`} alternates={false} noIndex />
      <PageHeader title={t`Merhaba, ${name}`} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t`Dergi Ankara yönetim paneline hoş geldiniz. Soldaki menüden bir bölüm seçin ya da aşağıdaki kısayolları kullanın.`}
      </Typography>
      <DashboardOverview />
    </>
  );
}
