import { css } from '@emotion/react';
import Avatar from '@mui/material/Avatar';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import type { PublicColumnCardFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/i18n/format-date';
import { useLang } from '../../lib/i18n/use-lang';
import { columnPath } from '../../lib/public-paths';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';
import { serifFont, theme } from '../../lib/theme';
import { staticStyled } from '../../lib/static-styled';

const { palette } = theme;
const sans = theme.typography.fontFamily;

/**
 * The card's look as one class serialised when the module loads (MUI's Stack, Typography and Link
 * re-serialised theirs for every card); the rules are what those components produced.
 */
const Card = staticStyled(
  'article',
  css({
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'flex-start',
    // Emotion may put a <style> tag among the children while rendering on the server.
    '& > :not(style):not(style)': { margin: 0 },
    '& > :not(style) ~ :not(style)': { marginLeft: 16 },
    '& .column-card-author': {
      margin: 0, fontFamily: sans, fontWeight: 700, fontSize: '0.75rem', lineHeight: 1.5, letterSpacing: '0.16em', textTransform: 'uppercase', color: palette.secondary.main,
    },
    '& .column-card-title': { margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.25 },
    '& .column-card-title > a': {
      margin: 0, font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit', textDecoration: 'none', color: palette.text.primary,
      '&:hover': { textDecoration: 'underline' },
    },
    '& .column-card-date': { margin: 0, fontFamily: sans, fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66 },
  }),
);

/** A column in a list: the columnist's portrait and name, the title (the link) and the date. */
export function ColumnCard({ column, headingLevel = 'h3' }: { column: PublicColumnCardFragment; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const lang = useLang();
  const columnist = column.columnist;
  const author = !columnist || columnist.deleted ? t`Silinmiş yazar` : columnist.name;
  const Heading = headingLevel;
  return (
    <Card>
      <Avatar src={columnist && !columnist.deleted ? columnist.thumbUrl : undefined} alt="" sx={{ width: 56, height: 56 }} slotProps={{ img: { loading: "lazy", width: 56, height: 56 } }} />
      <div>
        <p className="column-card-author" lang={columnist && !columnist.deleted ? CONTENT_LANG : undefined}>
          {author}
        </p>
        <Heading className="column-card-title" lang={CONTENT_LANG}>
          <SiteLink to={columnPath(lang, column.slug)}>{column.title}</SiteLink>
        </Heading>
        <p className="column-card-date">
          <time dateTime={column.createdAt}>{formatDate(column.createdAt, lang)}</time>
        </p>
      </div>
    </Card>
  );
}
