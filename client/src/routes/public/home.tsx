import { css } from '@emotion/react';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { Trans, useLingui } from '@lingui/react/macro';
import { ColumnCard } from '../../components/public/column-card';
import { NewsCard } from '../../components/public/news-card';
import { SectionHeading } from '../../components/public/section-heading';
import { HomeAdvert } from '../../features/public/home/home-advert';
import { homeBlocks } from '../../features/public/home/home-blocks';
import { HomePick } from '../../features/public/home/home-pick';
import { HomeCategories } from '../../features/public/home/home-categories';
import { HomeAnnouncement, HomeEvents } from '../../features/public/home/home-events';
import { organizationJsonLd } from '../../features/public/home/organization-json-ld';
import { visuallyHidden } from '../../components/visually-hidden';
import { PublicHomeDocument, PublicHomeSlotsDocument } from '../../gql/graphql';
import { loadRoute, routeQuery, useOptionalRouteQuery, useRouteQuery } from '../../lib/apollo/route-data';
import { PageMeta } from '../../lib/head/page-meta';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { buttonOf, container, gridRow, gridSpan, MD, palette, SM, typographyOf } from '../../lib/static-styles';
import { serifFont } from '../../lib/theme';
import { staticStyled } from '../../lib/static-styled';

const homeQuery = routeQuery(PublicHomeDocument, () => ({}));
/** The staff-managed slots (advert, chosen news): one not set up answers NOT_FOUND, and the home leaves those blocks out. */
const slotsQuery = routeQuery(PublicHomeSlotsDocument, () => ({}));

export async function loader(args: LoaderFunctionArgs) {
  await Promise.all([loadRoute(args, homeQuery), loadRoute(args, slotsQuery).catch(() => null)]);
  return null;
}

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The page's look as one class serialised once, when the module loads (lib/static-styles.ts says
 * why): its Container, Grids, Boxes, Typography, Divider and Buttons were dozens of MUI components, each
 * re-serialising its styles on every render. The rules are what those components produced. Grid
 * columns are named by their widths: `home-main` (8 of 12 from md), `home-side` (4), `home-half`
 * (6 from sm), `home-third` (6 from sm, 4 from md) and `home-wide` (12).
 */
const Home = staticStyled(
  'div',
  css({
    ...container,
    paddingTop: 24,
    paddingBottom: 24,
    [MD]: { paddingTop: 40, paddingBottom: 40 },
    '& > h1': { ...typographyOf('body1'), ...visuallyHidden },
    '& .home-wide': gridSpan(12),
    '& .home-main': { ...gridSpan(12), [MD]: gridSpan(8) },
    '& .home-side': { ...gridSpan(12), [MD]: gridSpan(4) },
    '& .home-half': { ...gridSpan(12), [SM]: gridSpan(6) },
    '& .home-third': { ...gridSpan(12), [SM]: gridSpan(6), [MD]: gridSpan(4) },
    '& .home-block': { marginTop: 48, [MD]: { marginTop: 64 } },
    '& .home-block.home-after-advert': { [MD]: { marginTop: 0 } },
    '& .home-top': gridRow(32, 40),
    '& .home-featured': { ...listReset, '& > li': { paddingTop: 16, paddingBottom: 16, borderBottom: '1px solid', borderColor: palette.divider }, '& > li:first-of-type': { paddingTop: 0 } },
    '& .home-cards': { ...gridRow(32, 32), ...listReset },
    '& .home-lower': gridRow(48, 48),
    '& .home-dusunce': {
      backgroundColor: palette.grey[50],
      border: '1px solid',
      borderColor: palette.divider,
      borderTop: '4px solid',
      borderTopColor: palette.secondary.main,
      padding: 20,
      [MD]: { padding: 32 },
      '& > h2': { margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '2.125rem', lineHeight: 1.235 },
      '& > p': { ...typographyOf('body1'), color: palette.text.secondary, marginTop: 8, marginBottom: 24, maxWidth: 560 },
      '& > ul': { ...gridRow(24, 24), ...listReset },
    },
    '& .home-side-blocks': { display: 'flex', flexDirection: 'column', gap: 48 },
    '& .home-columns': {
      ...listReset,
      '& > li': { paddingBottom: 16, marginBottom: 16, borderBottom: '1px solid', borderColor: palette.divider },
      '& > li:last-of-type': { borderBottom: '0px solid', marginBottom: 0 },
    },
    // Two objects: spread into one, the row's md gap and the padding's md value would share one key.
    '& .home-intro': [gridRow(32, 48), { borderTop: '3px solid', borderColor: palette.primary.main, paddingTop: 32, [MD]: { paddingTop: 48 } }],
    '& .home-intro-kicker': { ...typographyOf('overline'), color: palette.secondary.main },
    // MUI's h3 variant, smaller.
    '& .home-intro-title': { margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '1.9rem', lineHeight: 1.167, marginBottom: 24, [MD]: { fontSize: '2.6rem' } },
    '& .home-intro-lead': {
      ...typographyOf('body1'),
      fontSize: '1.15rem',
      lineHeight: 1.75,
      marginBottom: 16,
      fontFamily: serifFont,
      '&::first-letter': { float: 'left', fontSize: '3.6rem', lineHeight: 0.9, paddingRight: 8, color: palette.secondary.main, fontWeight: 700 },
    },
    '& .home-intro-text': { ...typographyOf('body1'), fontSize: '1.05rem', lineHeight: 1.75, color: palette.text.secondary, marginBottom: 16 },
    '& .home-text-button': buttonOf('text', 'primary'),
    '& .home-subscribe': {
      border: '1px solid',
      borderColor: palette.divider,
      backgroundColor: palette.background.paper,
      padding: 24,
      borderTop: '4px solid',
      borderTopColor: palette.primary.main,
      '& > h3': { ...typographyOf('h5'), marginBottom: '0.35em' },
      '& > p': { ...typographyOf('body2'), color: palette.text.secondary, marginBottom: 16 },
      '& > hr': { margin: 0, flexShrink: 0, borderWidth: 0, borderStyle: 'solid', borderColor: palette.divider, borderBottomWidth: 'thin', marginTop: 16, marginBottom: 16 },
    },
    '& .home-subscribe-button': buttonOf('contained', 'secondary'),
  }),
);

/** `/` and `/en`: the magazine's front page (spec §1). */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const data = useRouteQuery(homeQuery);
  const slots = useOptionalRouteQuery(slotsQuery);
  const { lead, featured, picks: uniquePicks, latest, dusunceOkulu } = homeBlocks(data, slots);

  return (
    <Home>
      <PageMeta
        title={t`Dergi Ankara — Ankara'nın üç aylık düşünce ve kültür dergisi`}
        description={t`Nisan 1989'dan beri Ankara'da üç ayda bir yayımlanan Dergi Ankara: haberler, köşe yazıları, geçmiş sayıların arşivi ve abonelik.`}
        image={lead?.posterUrl}
        jsonLd={[organizationJsonLd(lang)]}
      />
      <h1>{t`Dergi Ankara: haberler, köşe yazıları ve dergi`}</h1>

      <HomeAnnouncement event={data.upcomingEvents[0]} />

      <div className="home-top">
        {lead ? (
          <section className="home-main" aria-labelledby="home-headline-title">
            <SectionHeading id="home-headline-title" title={data.headline ? t`Haftanın manşeti` : t`Öne çıkan`} />
            <div>
              <NewsCard news={lead} variant="feature" priority />
            </div>
          </section>
        ) : null}
        {featured.length > 0 ? (
          <section className={lead ? 'home-side' : 'home-wide'} aria-labelledby="home-featured-title">
            <SectionHeading id="home-featured-title" title={t`Öne çıkanlar`} />
            <ul className="home-featured">
              {featured.map((item, index) => (
                <li key={item.id}>
                  <NewsCard news={item} variant={index === 0 ? 'card' : 'compact'} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      {uniquePicks.length > 0 ? (
        <section className="home-block" aria-labelledby="home-picks-title">
          <SectionHeading id="home-picks-title" title={t`Editörün seçtikleri`} />
          {uniquePicks.length === 1 ? (
            <HomePick news={uniquePicks[0]} />
          ) : (
            <ul className="home-cards">
              {uniquePicks.map((item) => (
                <li key={item.id} className="home-half">
                  <NewsCard news={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {latest.length > 0 ? (
        <section className="home-block" aria-labelledby="home-latest-title">
          <SectionHeading id="home-latest-title" title={t`Son haberler`} more={{ to: pathFor(lang, 'news'), label: t`Tüm haberler` }} />
          <ul className="home-cards">
            {latest.map((item) => (
              <li key={item.id} className="home-third">
                <NewsCard news={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {slots?.advert ? <HomeAdvert advert={slots.advert} /> : null}

      <div className={slots?.advert ? 'home-lower home-block home-after-advert' : 'home-lower home-block'}>
        <div className="home-main">
          {dusunceOkulu.length > 0 ? (
            <section className="home-dusunce" aria-labelledby="home-dusunce-title">
              <h2 id="home-dusunce-title">{t`Düşünce Okulu`}</h2>
              <p>{t`Dergimizin söyleşi ve seminer dizisinden notlar: fikirler, kitaplar ve kentin hafızası üzerine.`}</p>
              <ul>
                {dusunceOkulu.map((item, index) => (
                  // An odd count: the first item takes the whole row, so no gap is left.
                  <li key={item.id} className={index === 0 && dusunceOkulu.length % 2 === 1 ? 'home-wide' : 'home-half'}>
                    <NewsCard news={item} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="home-side home-side-blocks">
          {data.latestColumns.length > 0 ? (
            <section aria-labelledby="home-columns-title">
              <SectionHeading id="home-columns-title" title={t`Köşe yazıları`} more={{ to: pathFor(lang, 'columns'), label: t`Tümü` }} />
              <ul className="home-columns">
                {data.latestColumns.map((column) => (
                  <li key={column.id}>
                    <ColumnCard column={column} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <HomeEvents events={data.upcomingEvents} />
        </div>
      </div>

      <section className="home-intro home-block" aria-labelledby="home-intro-title">
        <div className="home-main">
          <p className="home-intro-kicker">{t`Üç aylık dergi · Ankara`}</p>
          <h2 id="home-intro-title" className="home-intro-title">
            {t`Ankara'dan, otuz yılı aşkın bir sesle`}
          </h2>
          <p className="home-intro-lead">
            <Trans>
              Dergi Ankara, Nisan 1989'da Ankara'da yayın hayatına başladı. Yıllar içinde yayın aralığı değişse de çizgisi aynı kaldı:
              düşünceyi, kültürü ve kentin gündemini özenle yazılmış metinlerle okuruna ulaştırmak.
            </Trans>
          </p>
          <p className="home-intro-text">
            <Trans>
              Bugün üç ayda bir yayımlanan dergimizin basılı sayıları, haberleri ve köşe yazılarıyla birlikte burada. Geçmiş sayılara
              arşivden ulaşabilir, yıllık abonelikle yeni sayıları adresinize getirtebilirsiniz.
            </Trans>
          </p>
          <SiteLink className="home-text-button" to={pathFor(lang, 'about')}>
            {t`Hikâyemizi okuyun`}
          </SiteLink>
        </div>
        <div className="home-side">
          <aside className="home-subscribe" aria-labelledby="home-subscribe-title">
            <h3 id="home-subscribe-title">{t`Yıllık abonelik`}</h3>
            <p>{t`Bireysel ya da kurumsal yıllık abonelikle dört sayı, ücretsiz kargoyla adresinizde.`}</p>
            <SiteLink className="home-subscribe-button" to={pathFor(lang, 'subscription')}>
              {t`Abone olun`}
            </SiteLink>
            <hr />
            <SiteLink className="home-text-button" to={pathFor(lang, 'archive')}>
              {t`Geçmiş sayılar arşivi`}
            </SiteLink>
          </aside>
        </div>
      </section>

      <section className="home-block" aria-labelledby="home-categories-title">
        <SectionHeading id="home-categories-title" title={t`Kategoriler`} />
        <HomeCategories categories={data.publicAllCategories} />
      </section>
    </Home>
  );
}
