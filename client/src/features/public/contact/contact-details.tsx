import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

/** The magazine's office: shown beside the contact form. */
export const OFFICE = {
  street: 'Meşrutiyet Cad. No: 28/6',
  district: 'Kızılay, 06420 Çankaya / Ankara',
  phone: '+90 312 418 19 89',
  email: 'iletisim@dergiankara.com.tr',
} as const;

export function ContactDetails({ headingId }: { headingId: string }) {
  const { t } = useLingui();
  const label = { color: 'text.secondary', fontSize: '0.8rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase' } as const;
  return (
    <Box component="aside" aria-labelledby={headingId} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: { xs: 3, md: 4 } }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 3 }}>
        {t`İletişim bilgileri`}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 2.5, '& a': { color: 'inherit', fontWeight: 600 }, '& .label': { ...label, color: 'rgba(251,248,242,0.75)' } }}>
        <div>
          <div className="label">{t`Adres`}</div>
          <div lang={CONTENT_LANG}>Dergi Ankara</div>
          <div lang={CONTENT_LANG}>{OFFICE.street}</div>
          <div lang={CONTENT_LANG}>{OFFICE.district}</div>
        </div>
        <div>
          <div className="label">{t`Telefon`}</div>
          <Link href={`tel:${OFFICE.phone.replace(/\s+/g, '')}`} underline="always">
            {OFFICE.phone}
          </Link>
        </div>
        <div>
          <div className="label">{t`E-posta`}</div>
          <Link href={`mailto:${OFFICE.email}`} underline="always" sx={{ wordBreak: 'break-word' }}>
            {OFFICE.email}
          </Link>
        </div>
        <div>
          <div className="label">{t`Çalışma saatleri`}</div>
          <div>{t`Hafta içi 09.00–18.00`}</div>
        </div>
      </Box>
    </Box>
  );
}
