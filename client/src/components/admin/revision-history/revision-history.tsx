import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RestoreRevisionDocument, RevisionsDocument, type EditorialKind, type RevisionTextFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { useToast } from '../../../lib/toast/use-toast';
import { ConfirmDialog } from '../../confirm-dialog';
import { QueryErrorAlert } from '../../query-error-alert';
import { visuallyHidden } from '../../visually-hidden';
import { REVISION_FIELD_LABELS, REVISION_REASON_LABELS } from './revision-labels';
import { WordDiff } from './word-diff';

export interface RevisionHistoryProps {
  kind: EditorialKind;
  itemId: number;
  /** The item's edit screen, which offers a restored revision as its pending draft. */
  editPath: string;
}

/** A field's value as shown: ISO times in Istanbul time, the rest as kept. */
function shownValue(value: string, lang: ReturnType<typeof useLang>): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? formatDateTime(value, lang) : value;
}

/** Two revisions compared: title, summary and text word by word, the main fields side by side. */
function RevisionCompare({ older, newer }: { older: RevisionTextFragment; newer: RevisionTextFragment }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const names = [...new Set([...older.fields.map((field) => field.name), ...newer.fields.map((field) => field.name)])];
  const valueOf = (revision: RevisionTextFragment, name: string) => revision.fields.find((field) => field.name === name)?.value ?? '';
  const label = (name: string) => (REVISION_FIELD_LABELS[name] ? i18n._(REVISION_FIELD_LABELS[name]) : name);
  const texts = [
    { label: t`Başlık`, from: older.title, to: newer.title },
    ...(older.summary != null || newer.summary != null ? [{ label: t`Özet`, from: older.summary ?? '', to: newer.summary ?? '' }] : []),
    { label: t`Metin`, from: older.contentText, to: newer.contentText },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        {t`Eklenen sözcükler altı çizili ve yeşil, çıkarılanlar üstü çizili ve kırmızı gösterilir.`}
      </Typography>
      {texts.map((text) => (
        <Box key={text.label} component="section" aria-label={text.label}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {text.label}
            {text.from === text.to && <Typography component="span" variant="body2" color="textSecondary">{` — ${t`değişmedi`}`}</Typography>}
          </Typography>
          <Typography component="div" variant="body1">
            <WordDiff from={text.from} to={text.to} />
          </Typography>
        </Box>
      ))}
      {names.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t`Alanlar: sürüm ${older.number} ile sürüm ${newer.number}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t`Alan`}</TableCell>
                <TableCell component="th" scope="col">{t`Sürüm ${older.number}`}</TableCell>
                <TableCell component="th" scope="col">{t`Sürüm ${newer.number}`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {names.map((name) => {
                const before = valueOf(older, name);
                const after = valueOf(newer, name);
                const changed = before !== after;
                return (
                  <TableRow key={name} selected={changed}>
                    <TableCell component="th" scope="row">
                      {label(name)}
                      {changed && <Chip label={t`değişti`} size="small" variant="outlined" sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{shownValue(before, lang)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{shownValue(after, lang)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/**
 * The history screen's body for a news item, column or archive issue: its revisions (who, when, why,
 * and which were published), any two compared, and restoring one (after a confirmation) as the
 * newest draft, which the edit screen then offers.
 */
export function RevisionHistory({ kind, itemId, editPath }: RevisionHistoryProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(RevisionsDocument, { variables: { kind, itemId }, fetchPolicy: 'cache-and-network' });
  const [restore, { loading: restoring }] = useMutation(RestoreRevisionDocument);
  const [chosen, setChosen] = useState<{ older?: number; newer?: number }>({});
  const [toRestore, setToRestore] = useState<RevisionTextFragment | null>(null);
  const revisions = data?.revisions ?? [];
  const restoreNumber = toRestore?.number ?? 0;

  if (!data && loading) return <CircularProgress aria-label={t`Sürümler yükleniyor`} />;
  if (!data) return <QueryErrorAlert error={error} />;
  if (!revisions.length) return <Alert severity="info">{t`Henüz kayıtlı bir sürüm yok.`}</Alert>;

  const byId = (id: number | undefined) => revisions.find((revision) => revision.id === id);
  const newer = byId(chosen.newer) ?? revisions[0]!;
  const older = byId(chosen.older) ?? revisions.find((revision) => revision.number < newer.number) ?? newer;
  const author = (revision: RevisionTextFragment) => (revision.author ? revision.author.name : t`Sistem (zamanlanmış yayım)`);
  const option = (revision: RevisionTextFragment) => `${t`Sürüm ${revision.number}`} · ${formatDateTime(revision.createdAt, lang)} · ${i18n._(REVISION_REASON_LABELS[revision.reason])}`;

  const confirmRestore = async () => {
    if (!toRestore) return;
    try {
      await restore({ variables: { input: { id: toRestore.id } } });
      toast.success(t`Sürüm ${restoreNumber} yeni bir taslak olarak geri yüklendi. Düzenleme ekranında kaydedebilirsiniz.`);
      setToRestore(null);
      navigate(editPath);
    } catch {
      toast.error(t`Sürüm geri yüklenemedi. Lütfen tekrar deneyin.`);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t`Sürümler`}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t`Sürümler, en yenisi önce`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t`Sürüm`}</TableCell>
                <TableCell component="th" scope="col">{t`Tarih`}</TableCell>
                <TableCell component="th" scope="col">{t`Kim`}</TableCell>
                <TableCell component="th" scope="col">{t`Neden`}</TableCell>
                <TableCell component="th" scope="col">{t`Yayımlanan metin`}</TableCell>
                <TableCell component="th" scope="col">
                  <Box component="span" sx={visuallyHidden}>{t`İşlemler`}</Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {revisions.map((revision) => (
                <TableRow key={revision.id}>
                  <TableCell component="th" scope="row">{revision.number}</TableCell>
                  <TableCell>{formatDateTime(revision.createdAt, lang)}</TableCell>
                  <TableCell>{author(revision)}</TableCell>
                  <TableCell>{i18n._(REVISION_REASON_LABELS[revision.reason])}</TableCell>
                  <TableCell>{revision.published ? <Chip label={t`Yayımlandı`} size="small" color="success" variant="outlined" /> : <Box component="span" sx={visuallyHidden}>{t`Hayır`}</Box>}</TableCell>
                  <TableCell align="right">
                    <Button size="small" startIcon={<RestoreOutlined />} onClick={() => setToRestore(revision)}>
                      {t`Bu sürümü geri yükle`}
                      <Box component="span" sx={visuallyHidden}>{` (${t`sürüm ${revision.number}`})`}</Box>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="revision-compare-heading">
        <Typography variant="h5" component="h2" id="revision-compare-heading" sx={{ mb: 2 }}>
          {t`Karşılaştır`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField select fullWidth label={t`Önceki sürüm`} value={older.id} onChange={(event) => setChosen({ older: Number(event.target.value), newer: newer.id })}>
            {revisions.map((revision) => (
              <MenuItem key={revision.id} value={revision.id}>
                {option(revision)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select fullWidth label={t`Sonraki sürüm`} value={newer.id} onChange={(event) => setChosen({ older: older.id, newer: Number(event.target.value) })}>
            {revisions.map((revision) => (
              <MenuItem key={revision.id} value={revision.id}>
                {option(revision)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <RevisionCompare older={older} newer={newer} />
      </Paper>

      <ConfirmDialog
        open={toRestore !== null}
        title={t`Sürümü geri yükle`}
        message={t`Sürüm ${restoreNumber} yeni bir taslak olarak geri yüklenecek ve düzenleme ekranında açılacak. Yayımdaki metin siz kaydedene kadar değişmez.`}
        confirmLabel={t`Geri yükle`}
        busy={restoring}
        onConfirm={() => void confirmRestore()}
        onClose={() => setToRestore(null)}
      />
    </Stack>
  );
}
