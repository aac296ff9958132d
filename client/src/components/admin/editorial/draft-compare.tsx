import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { diffWords } from 'diff';
import { useLingui } from '@lingui/react/macro';
import { richTextToPlainText } from '../../rich-text/rich-text-value';
import type { DraftText } from './editorial-draft';

/** One side of a word-level diff: the other side's words struck through (theirs) or marked (yours). */
function WordDiff({ from, to, side }: { from: string; to: string; side: 'theirs' | 'mine' }) {
  const { t } = useLingui();
  return (
    <>
      {diffWords(from, to).map((part, index) => {
        if (part.added && side === 'mine')
          return (
            <Box key={index} component="ins" aria-label={t`eklendi: ${part.value}`} sx={{ bgcolor: 'success.light', textDecoration: 'none' }}>
              {part.value}
            </Box>
          );
        if (part.removed && side === 'theirs')
          return (
            <Box key={index} component="del" aria-label={t`çıkarıldı: ${part.value}`} sx={{ bgcolor: 'error.light' }}>
              {part.value}
            </Box>
          );
        if (part.added || part.removed) return null;
        return <span key={index}>{part.value}</span>;
      })}
    </>
  );
}

/** The saved text and the typed one side by side: title, summary, text (word diff) and fields. */
export function DraftCompare({ saved, mine }: { saved: DraftText; mine: DraftText }) {
  const { t } = useLingui();
  const savedFields = new Map(saved.fields.map((field) => [field.name, field.value]));
  const rows: { label: string; theirs: string; yours: string }[] = [
    { label: t`Başlık`, theirs: saved.title, yours: mine.title },
    ...(mine.summary !== null || saved.summary !== null ? [{ label: t`Özet`, theirs: saved.summary ?? '', yours: mine.summary ?? '' }] : []),
    { label: t`Metin`, theirs: richTextToPlainText(saved.content), yours: richTextToPlainText(mine.content) },
    ...mine.fields.filter((field) => savedFields.has(field.name)).map((field) => ({ label: field.name, theirs: savedFields.get(field.name) ?? '', yours: field.value })),
  ];
  return (
    <Table size="small" aria-label={t`Kaydedilen metin ile sizin metniniz`}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" />
          <TableCell component="th" scope="col">{t`Kaydedilen`}</TableCell>
          <TableCell component="th" scope="col">{t`Sizin metniniz`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
              {row.label}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-wrap' }}>
              <WordDiff from={row.theirs} to={row.yours} side="theirs" />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-wrap' }}>
              <WordDiff from={row.theirs} to={row.yours} side="mine" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
