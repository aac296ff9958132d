import Box from '@mui/material/Box';
import { diffWords } from 'diff';
import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../visually-hidden';

/**
 * The words of `to` against those of `from`: removed words struck through in <del>, added ones
 * underlined in <ins>, each announced by a hidden label, so the change reads without colour too.
 */
export function WordDiff({ from, to }: { from: string; to: string }) {
  const { t } = useLingui();
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {diffWords(from, to).map((part, index) => {
        if (part.removed)
          return (
            <Box key={index} component="del" sx={{ bgcolor: '#ffebee', color: '#8e0000', textDecorationThickness: 2 }}>
              <Box component="span" sx={visuallyHidden}>{t`[silindi: `}</Box>
              {part.value}
              <Box component="span" sx={visuallyHidden}>]</Box>
            </Box>
          );
        if (part.added)
          return (
            <Box key={index} component="ins" sx={{ bgcolor: '#e8f5e9', color: '#1b5e20', textDecorationThickness: 2 }}>
              <Box component="span" sx={visuallyHidden}>{t`[eklendi: `}</Box>
              {part.value}
              <Box component="span" sx={visuallyHidden}>]</Box>
            </Box>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </Box>
  );
}
