import Box from '@mui/material/Box';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

/**
 * Rich text the server rendered from an allow-listed Slate document (design §5: stored content
 * cannot carry script), set in the magazine's reading type.
 */
export function HtmlContent({ html }: { html: string }) {
  return (
    <Box
      lang={CONTENT_LANG}
      sx={{
        fontFamily: serifFont,
        fontSize: '1.08rem',
        lineHeight: 1.75,
        '& p': { mt: 0, mb: 2 },
        '& h1, & h2, & h3, & h4': { fontFamily: serifFont, lineHeight: 1.3, mt: 3, mb: 1.5 },
        '& h1, & h2': { fontSize: '1.35rem' },
        '& h3, & h4': { fontSize: '1.15rem' },
        '& ul, & ol': { pl: 3, mb: 2 },
        '& li': { mb: 0.5 },
        '& a': { color: 'secondary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& blockquote': { borderLeft: 3, borderColor: 'secondary.main', pl: 2, ml: 0, fontStyle: 'italic', color: 'text.secondary' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
