import { css } from '@emotion/react';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';
import { MD, palette } from '../../../lib/static-styles';
import { serifFont } from '../../../lib/theme';
import { staticStyled } from '../../../lib/static-styled';

/** The reading setting as one class serialised once (lib/static-styles.ts says why); the rules are the ones MUI's Box produced. */
const Body = staticStyled(
  'div',
  css({
    fontFamily: serifFont,
    fontSize: '1.08rem',
    lineHeight: 1.75,
    color: palette.text.primary,
    maxWidth: '68ch',
    overflowWrap: 'break-word',
    [MD]: { fontSize: '1.18rem' },
    '& > :first-of-type': { marginTop: 0 },
    '& p': { marginTop: 0, marginBottom: '1.2em' },
    '& h2, & h3': { fontFamily: serifFont, lineHeight: 1.3, marginTop: '1.6em', marginBottom: '0.6em' },
    '& h2': { fontSize: '1.5em' },
    '& h3': { fontSize: '1.25em' },
    '& blockquote': { marginLeft: 0, marginRight: 0, marginTop: '1.5em', marginBottom: '1.5em', paddingLeft: 20, borderLeft: `4px solid ${palette.secondary.main}`, fontStyle: 'italic', color: palette.text.secondary },
    '& a': { color: palette.secondary.main, textUnderlineOffset: '0.15em' },
    '& ul, & ol': { paddingLeft: 28, marginTop: 0, marginBottom: '1.2em' },
    '& li': { marginBottom: '0.35em' },
    '& img': { maxWidth: '100%', height: 'auto' },
  }),
);

/**
 * The server-rendered, safe HTML of a news item or column (design §5 "Content rules": the server
 * renders allow-listed Slate JSON), set for reading: serif, 1.75 line height, a measure of ~68ch.
 */
export function ArticleBody({ html }: { html: string }) {
  return <Body lang={CONTENT_LANG} dangerouslySetInnerHTML={{ __html: html }} />;
}
