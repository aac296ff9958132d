import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { PublicHomeQuery } from '../../../gql/graphql';
import { formatDateTime, formatDayAndMonth } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

export type HomeEvent = PublicHomeQuery['upcomingEvents'][number];

/** The announcement at the top of the home: the next event, else a word about the current issue. */
export function HomeAnnouncement({ event }: { event: HomeEvent | undefined }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Box
      component="section"
      aria-labelledby="home-announcement-title"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, borderTop: 1, borderBottom: 1, borderColor: 'divider', py: 1.5, mb: { xs: 4, md: 5 } }}
    >
      <Typography id="home-announcement-title" component="h2" variant="overline" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 1.25, lineHeight: 2, fontWeight: 700, letterSpacing: '0.12em' }}>
        {t`Duyuru`}
      </Typography>
      {event ? (
        <Typography component="p" sx={{ fontFamily: serifFont, fontSize: '1.05rem' }}>
          <strong lang={CONTENT_LANG}>{event.title}</strong>
          {' — '}
          <time dateTime={event.date}>{formatDateTime(event.date, lang)}</time>, <span lang={CONTENT_LANG}>{event.location}</span>
        </Typography>
      ) : (
        <Typography component="p" sx={{ fontFamily: serifFont, fontSize: '1.05rem' }}>
          {t`Dergimizin yeni sayısı çıktı: abonelerimizin adreslerine gönderildi, seçkin kitapçılarda satışta.`}
        </Typography>
      )}
    </Box>
  );
}

/** Upcoming events (talks, exhibitions, issue launches) with their date, time and place. */
export function HomeEvents({ events }: { events: HomeEvent[] }) {
  const { t } = useLingui();
  const lang = useLang();
  if (events.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-events-title">
      <Typography id="home-events-title" variant="h5" component="h2" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 2 }}>
        {t`Yaklaşan etkinlikler`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {events.map((event) => {
          const { day, month } = formatDayAndMonth(event.date, lang);
          return (
            <Box component="li" key={event.id} sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
              <Box aria-hidden="true" sx={{ flex: '0 0 56px', textAlign: 'center', border: 1, borderColor: 'primary.main', borderTop: 4, borderTopColor: 'primary.main', py: 0.5 }}>
                <Typography component="span" sx={{ display: 'block', fontFamily: serifFont, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.1, color: 'primary.main' }}>
                  {day}
                </Typography>
                <Typography component="span" variant="caption" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: '0.08em' }}>
                  {month}
                </Typography>
              </Box>
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, fontStyle: 'normal', fontFamily: serifFont }} lang={CONTENT_LANG}>
                  {event.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={event.date}>{formatDateTime(event.date, lang)}</time>
                </Typography>
                <Typography variant="body2" color="text.secondary" lang={CONTENT_LANG}>
                  {event.location}
                </Typography>
              </div>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
