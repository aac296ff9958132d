import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_BASE } from '../lib/admin-paths';
import { PageMeta } from '../lib/head/page-meta';
import { isAdminPath, languageFromPath } from '../lib/i18n/detect-language';
import { pathFor } from '../lib/i18n/paths';

/** 404 page for unknown paths (status 404 on the server) and a generic error page otherwise. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const home = admin ? ADMIN_BASE : pathFor(languageFromPath(pathname), 'home');
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  const title = notFound ? t`Sayfa bulunamadı` : t`Bir hata oluştu`;
  const text = notFound
    ? t`Aradığınız sayfa bulunamadı. Kaldırılmış, adı değiştirilmiş ya da geçici olarak kullanılamıyor olabilir.`
    : t`Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.`;

  return (
    <Container maxWidth="sm" component="section" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={title} alternates={!admin} noIndex />
      <Typography variant="overline" color="secondary" component="p">
        {notFound ? '404' : t`Hata`}
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Box>
        <Button component={RouterLink} to={home} variant="contained">
          {admin ? t`Panoya dön` : t`Ana sayfaya dön`}
        </Button>
      </Box>
    </Container>
  );
}
