import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionHeading } from '../../components/public/section-heading';
import { BOARDS, READERSHIP } from '../../features/public/home/publication-boards';
import { PageMeta } from '../../lib/head/page-meta';
import { formatCount } from '../../lib/i18n/format-number';
import { useLang } from '../../lib/i18n/use-lang';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

function Figure({ value, label, note }: { value: string; label: string; note: string }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderTop: 4, borderTopColor: 'secondary.main', p: { xs: 3, md: 4 }, height: '100%' }}>
      <Typography component="p" sx={{ fontFamily: serifFont, fontWeight: 700, fontSize: { xs: '2.6rem', md: '3.4rem' }, lineHeight: 1, color: 'primary.main', mb: 1 }}>
        {value}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {note}
      </Typography>
    </Box>
  );
}

/**
 * `/yayin` and `/en/publication`: the boards, the publication policy and the readership (spec §1, §2).
 * Its most read news are the layout's box below the page, shown once (ux review, defect 10).
 */
export function Component() {
  const { t, i18n } = useLingui();
  const lang = useLang();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={t`Yayın: kurullar, yayın ilkeleri ve okurlarımız`}
        description={t`Dergi Ankara'nın yönetim, yayın ve danışma kurulları; yayın ilkeleri; 2.359 abone ve 7.000–8.000 piyasa okuruyla okur kitlesi.`}
        keywords={[t`Dergi Ankara`, t`yayın kurulu`, t`danışma kurulu`, t`yayın ilkeleri`, t`künye`]}
      />
      <Box sx={{ maxWidth: 780, mb: { xs: 5, md: 7 } }}>
        <Typography variant="overline" color="secondary" component="p">
          {t`Künye`}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 2 }}>
          {t`Yayın`}
        </Typography>
        <Typography sx={{ fontFamily: serifFont, fontSize: '1.15rem', lineHeight: 1.75 }}>
          {t`Dergi Ankara'yı hazırlayan kurullar, bağlı olduğumuz yayın ilkeleri ve dergiyi her sayıda elinize alan okurlarımız.`}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="readership-title">
        <SectionHeading id="readership-title" title={t`Okurlarımız`} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Figure value={formatCount(READERSHIP.subscribers, lang)} label={t`abone`} note={t`Dergiyi her sayı adresine gönderilen bireysel ve kurumsal abonelerimiz.`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Figure
              value={`${formatCount(READERSHIP.marketReadersMin, lang)}–${formatCount(READERSHIP.marketReadersMax, lang)}`}
              label={t`piyasa okuru`}
              note={t`Her sayıyı gazete bayilerinden ve kitapçılardan satın alan okur sayısı.`}
            />
          </Grid>
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="boards-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <SectionHeading id="boards-title" title={t`Dergi Ankara'nın kurulları`} />
        <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 780 }}>
          {t`Aşağıdaki kurullar Dergi Ankara'nın kendi kurullarıdır; her yıl ilk sayının künyesinde yenilenir.`}
        </Typography>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          {BOARDS.map((board) => (
            <Grid key={board.id} size={{ xs: 12, md: 4 }} component="section" aria-labelledby={board.id}>
              <Typography id={board.id} variant="h5" component="h3" sx={{ fontFamily: serifFont, mb: 1 }}>
                {i18n._(board.title)}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                {i18n._(board.description)}
              </Typography>
              <Box component="dl" lang={CONTENT_LANG} sx={{ m: 0, borderTop: 1, borderColor: 'divider' }}>
                {board.members.map((member) => (
                  <Box key={member.name} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
                    <Typography component="dt" sx={{ fontWeight: 700 }}>
                      {member.name}
                    </Typography>
                    <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0 }}>
                      {i18n._(member.role)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="policy-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <SectionHeading id="policy-title" title={t`Yayın ilkelerimiz`} />
        <Box sx={{ maxWidth: 780, fontFamily: serifFont, fontSize: '1.08rem', lineHeight: 1.8, '& p': { mt: 0, mb: 2 }, '& li': { mb: 1 } }}>
          <p>
            <Trans>
              Dergi Ankara bağımsız bir yayındır. Hiçbir siyasi parti, şirket ya da kurumun yayın organı değildir; giderlerini abonelik, satış ve
              açıkça işaretlenmiş reklamlardan karşılar.
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>Haberlerde doğruluk hızdan önce gelir: her bilgi en az iki kaynaktan doğrulanır, kaynaklar mümkün olduğunca açıkça belirtilir.</Trans>
            </li>
            <li>
              <Trans>Haber ile yorum birbirinden ayrılır; köşe yazıları yazarlarının görüşüdür ve derginin görüşü sayılmaz.</Trans>
            </li>
            <li>
              <Trans>Reklam ve sponsorlu içerik her zaman “Reklam” olarak işaretlenir ve yayın kurulunun kararlarını etkilemez.</Trans>
            </li>
            <li>
              <Trans>Kişilik haklarına ve özel hayata saygı gösterilir; suçlanan herkesin masumiyet karinesi korunur ve yanıt hakkı tanınır.</Trans>
            </li>
            <li>
              <Trans>Hatalar fark edildiğinde gecikmeden ve görünür biçimde düzeltilir; düzeltme, hatanın yayımlandığı yerde duyurulur.</Trans>
            </li>
            <li>
              <Trans>Yazılar Türkçenin özenli kullanımıyla yayımlanır; yazarların metinleri anlamlarını değiştirecek biçimde kısaltılmaz.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Dergimiz Basın Meslek İlkeleri'ni benimser. Yayın ilkelerimize ilişkin görüş ve şikâyetlerinizi iletişim formu aracılığıyla yayın
              kuruluna iletebilirsiniz.
            </Trans>
          </p>
        </Box>
      </Box>
    </Container>
  );
}
