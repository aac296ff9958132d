import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { SiteLink } from '../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_BASE } from '../lib/admin-paths';
import type { RecordKind, RouteErrorData } from '../lib/apollo/route-data';
import { PageMeta } from '../lib/head/page-meta';
import { isAdminPath, languageFromPath } from '../lib/i18n/detect-language';
import { pathFor, type PathName } from '../lib/i18n/paths';

const LIST_OF: Record<RecordKind, PathName> = { news: 'news', column: 'columns', archive: 'archive' };

function useErrorTexts(status: number, kind: RecordKind | undefined) {
  const { t } = useLingui();
  switch (status) {
    case 404: {
      const titles: Record<RecordKind, string> = {
        news: t`Haber bulunamadı`,
        column: t`Köşe yazısı bulunamadı`,
        archive: t`Arşiv sayısı bulunamadı`,
      };
      return {
        title: kind ? titles[kind] : t`Sayfa bulunamadı`,
        text: kind
          ? t`Aradığınız içerik bulunamadı. Silinmiş ya da başlığı değiştirilmiş olabilir.`
          : t`Aradığınız sayfa bulunamadı. Kaldırılmış, adı değiştirilmiş ya da geçici olarak kullanılamıyor olabilir.`,
      };
    }
    case 400:
      return { title: t`Bir hata oluştu`, text: t`Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.` };
    case 429:
      return { title: t`Çok fazla istek`, text: t`Çok fazla istek gönderdiniz. Lütfen birkaç dakika bekleyip tekrar deneyin.` };
    case 503:
      return { title: t`Sayfa şu anda yüklenemiyor`, text: t`Sayfa zamanında hazırlanamadı. Lütfen biraz sonra tekrar deneyin.` };
    default:
      return { title: t`Sunucu hatası`, text: t`Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.` };
  }
}

/**
 * The page of a route error (spec §8): 404 with the not-found title of the missing record and a
 * link back to its list, 400, 429, 500 and a timed-out page (503) — each with its own message.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const lang = languageFromPath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = isRouteErrorResponse(error) ? (error.data as RouteErrorData | undefined)?.kind : undefined;
  const { title, text } = useErrorTexts(status, kind);
  const back = admin ? { to: ADMIN_BASE, label: t`Panoya dön` } : kind ? { to: pathFor(lang, LIST_OF[kind]), label: t`Listeye dön` } : { to: pathFor(lang, 'home'), label: t`Ana sayfaya dön` };

  return (
    <Container maxWidth="sm" component="section" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={title} alternates={false} noIndex />
      <Typography variant="overline" color="secondary" component="p">
        {status === 404 ? '404' : t`Hata`}
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Box>
        <Button component={SiteLink} to={back.to} variant="contained">
          {back.label}
        </Button>
      </Box>
    </Container>
  );
}
