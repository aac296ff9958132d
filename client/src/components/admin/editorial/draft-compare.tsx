import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLingui } from '@lingui/react/macro';
import { richTextToPlainText } from '../../rich-text/rich-text-value';
import { REVISION_FIELD_LABELS } from '../revision-history/revision-labels';
import { WordDiff } from '../revision-history/word-diff';
import type { DraftText } from './editorial-draft';

/**
 * The saved text and the typed one side by side: title, summary, text and the fields both have;
 * the typed side marks, word by word, what differs from the saved one.
 */
export function DraftCompare({ saved, mine }: { saved: DraftText; mine: DraftText }) {
  const { t, i18n } = useLingui();
  const savedFields = new Map(saved.fields.map((field) => [field.name, field.value]));
  const fieldLabel = (name: string) => (REVISION_FIELD_LABELS[name] ? i18n._(REVISION_FIELD_LABELS[name]) : name);
  const rows: { label: string; theirs: string; yours: string }[] = [
    { label: t`Başlık`, theirs: saved.title, yours: mine.title },
    ...(mine.summary !== null || saved.summary !== null ? [{ label: t`Özet`, theirs: saved.summary ?? '', yours: mine.summary ?? '' }] : []),
    { label: t`Metin`, theirs: richTextToPlainText(saved.content), yours: richTextToPlainText(mine.content) },
    ...mine.fields.filter((field) => savedFields.has(field.name)).map((field) => ({ label: fieldLabel(field.name), theirs: savedFields.get(field.name) ?? '', yours: field.value })),
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
            <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-wrap' }}>{row.theirs}</TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <WordDiff from={row.theirs} to={row.yours} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
