import { css } from '@emotion/react';
import styled from '@emotion/styled';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { PublicHomeQuery } from '../../../gql/graphql';
import { formatDateTime, formatDayAndMonth } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { serifFont, theme } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

export type HomeEvent = PublicHomeQuery['upcomingEvents'][number];

const { palette } = theme;
const sans = theme.typography.fontFamily;

/** The events' rows as one class serialised when the module loads (each row re-serialised MUI's Box and Typography styles). */
const Events = styled.ul(
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& > li': {
      display: 'flex', gap: 16, paddingTop: 12, paddingBottom: 12, borderBottom: `1px solid ${palette.divider}`,
      '&:last-of-type': { borderBottom: '0px solid' },
    },
    '& .home-event-date': {
      flex: '0 0 56px', textAlign: 'center', border: `1px solid ${palette.primary.main}`, borderTop: `4px solid ${palette.primary.main}`, paddingTop: 4, paddingBottom: 4,
    },
    '& .home-event-day': { margin: 0, display: 'block', fontFamily: serifFont, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.1, color: palette.primary.main },
    '& .home-event-month': {
      margin: 0, display: 'block', fontFamily: sans, fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66, textTransform: 'uppercase', letterSpacing: '0.08em',
    },
    '& .home-event-title': { margin: 0, fontFamily: serifFont, fontStyle: 'normal', fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 },
    '& .home-event-detail': { margin: 0, fontFamily: sans, fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.43 },
  }),
);

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
      <Events>
        {events.map((event) => {
          const { day, month } = formatDayAndMonth(event.date, lang);
          return (
            <li key={event.id}>
              <div className="home-event-date" aria-hidden="true">
                <span className="home-event-day">{day}</span>
                <span className="home-event-month">{month}</span>
              </div>
              <div>
                <h3 className="home-event-title" lang={CONTENT_LANG}>
                  {event.title}
                </h3>
                <p className="home-event-detail">
                  <time dateTime={event.date}>{formatDateTime(event.date, lang)}</time>
                </p>
                <p className="home-event-detail" lang={CONTENT_LANG}>
                  {event.location}
                </p>
              </div>
            </li>
          );
        })}
      </Events>
    </Box>
  );
}
