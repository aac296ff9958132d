import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { PublicHomeQuery } from '../../../gql/graphql';
import { formatDateTime, formatDayAndMonth } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { serifFont } from '../../../lib/theme';
import { MD, palette, typography, typographyOf } from '../../../lib/static-styles';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';
import { staticStyled } from '../../../lib/static-styled';

export type HomeEvent = PublicHomeQuery['upcomingEvents'][number];

const sans = typography.fontFamily;

/**
 * The announcement's look, serialised once when the module loads, as the events' are: it was a Box
 * and two Typography at the top of every home. The rules are what those components produced.
 */
const Announcement = staticStyled(
  'section',
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: 16,
    rowGap: 4,
    borderTop: '1px solid',
    borderBottom: '1px solid',
    borderColor: palette.divider,
    paddingTop: 12,
    paddingBottom: 12,
    marginBottom: 32,
    [MD]: { marginBottom: 40 },
    '& > h2': {
      ...typographyOf('overline'), backgroundColor: palette.secondary.main, color: palette.secondary.contrastText, paddingLeft: 10, paddingRight: 10, lineHeight: 2, letterSpacing: '0.12em',
    },
    '& > p': { ...typographyOf('body1'), fontFamily: serifFont, fontSize: '1.05rem' },
  }),
);

/** The events' heading and rows as one class serialised when the module loads (each row re-serialised MUI's Box and Typography styles). */
const Events = staticStyled(
  'section',
  css({
    '& > h2': { ...typographyOf('h5'), borderBottom: '2px solid', borderColor: palette.primary.main, paddingBottom: 8, marginBottom: 16 },
    '& > ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& > ul > li': {
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
    <Announcement aria-labelledby="home-announcement-title">
      <h2 id="home-announcement-title">{t`Duyuru`}</h2>
      {event ? (
        <p>
          <strong lang={CONTENT_LANG}>{event.title}</strong>
          {' — '}
          <time dateTime={event.date}>{formatDateTime(event.date, lang)}</time>, <span lang={CONTENT_LANG}>{event.location}</span>
        </p>
      ) : (
        <p>{t`Dergimizin yeni sayısı çıktı: abonelerimizin adreslerine gönderildi, seçkin kitapçılarda satışta.`}</p>
      )}
    </Announcement>
  );
}

/** Upcoming events (talks, exhibitions, issue launches) with their date, time and place. */
export function HomeEvents({ events }: { events: HomeEvent[] }) {
  const { t } = useLingui();
  const lang = useLang();
  if (events.length === 0) return null;
  return (
    <Events aria-labelledby="home-events-title">
      <h2 id="home-events-title">{t`Yaklaşan etkinlikler`}</h2>
      <ul>
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
      </ul>
    </Events>
  );
}
