import Box from '@mui/material/Box';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

/**
 * The server-rendered, safe HTML of a news item or column (design §5 "Content rules": the server
 * renders allow-listed Slate JSON), set for reading: serif, 1.75 line height, a measure of ~68ch.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      lang={CONTENT_LANG}
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        fontFamily: serifFont,
        fontSize: { xs: '1.08rem', md: '1.18rem' },
        lineHeight: 1.75,
        color: 'text.primary',
        maxWidth: '68ch',
        overflowWrap: 'break-word',
        '& > :first-of-type': { mt: 0 },
        '& p': { mt: 0, mb: '1.2em' },
        '& h2, & h3': { fontFamily: serifFont, lineHeight: 1.3, mt: '1.6em', mb: '0.6em' },
        '& h2': { fontSize: '1.5em' },
        '& h3': { fontSize: '1.25em' },
        '& blockquote': { mx: 0, my: '1.5em', pl: 2.5, borderLeft: 4, borderColor: 'secondary.main', fontStyle: 'italic', color: 'text.secondary' },
        '& a': { color: 'secondary.main', textUnderlineOffset: '0.15em' },
        '& ul, & ol': { pl: 3.5, mt: 0, mb: '1.2em' },
        '& li': { mb: '0.35em' },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
    />
  );
}
