import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  CreatePreviewLinkDocument,
  PreviewLinksDocument,
  RevokePreviewLinkDocument,
  type EditorialKind,
  type PreviewLinkFieldsFragment,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { useToast } from '../../../lib/toast/use-toast';
import { ConfirmDialog } from '../../confirm-dialog';
import { visuallyHidden } from '../../visually-hidden';

export interface PreviewLinksDialogProps {
  kind: EditorialKind;
  id: number;
  onClose: () => void;
}

/** Copies a link; false when the browser refuses (no permission, not a secure page). */
async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The shared preview links of an item: make one (copied at once), copy, see until when each works,
 * revoke one (asked first). A link shows the unpublished item to anyone holding it, for 7 days.
 */
export function PreviewLinksDialog({ kind, id, onClose }: PreviewLinksDialogProps) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [revoking, setRevoking] = useState<PreviewLinkFieldsFragment | null>(null);
  const variables = { kind, id };
  const { data, loading, error } = useQuery(PreviewLinksDocument, { variables, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: PreviewLinksDocument, variables }];
  const [create, creation] = useMutation(CreatePreviewLinkDocument, { refetchQueries, awaitRefetchQueries: true });
  const [revoke, revocation] = useMutation(RevokePreviewLinkDocument);
  const links = data?.previewLinks ?? [];

  const say = (message: string, failed = false) => {
    setAnnouncement(message);
    if (failed) toast.error(message);
    else toast.success(message);
  };

  const copy = async (url: string) => {
    if (await copied(url)) say(t`Bağlantı kopyalandı.`);
    else say(t`Bağlantı kopyalanamadı; elle seçip kopyalayın.`, true);
  };

  const createLink = async () => {
    try {
      const { data: made } = await create({ variables: { input: { kind, id } } });
      const url = made?.createPreviewLink.url;
      if (!url) throw new Error('Empty answer');
      say((await copied(url)) ? t`Önizleme bağlantısı oluşturuldu ve kopyalandı.` : t`Önizleme bağlantısı oluşturuldu.`);
    } catch {
      say(t`Önizleme bağlantısı oluşturulamadı.`, true);
    }
  };

  const revokeLink = async (link: PreviewLinkFieldsFragment) => {
    try {
      await revoke({ variables: { input: { id: link.id } } });
      say(t`Bağlantı iptal edildi.`);
    } catch {
      say(t`Bağlantı iptal edilemedi.`, true);
    } finally {
      setRevoking(null);
    }
  };

  const stateOf = (link: PreviewLinkFieldsFragment) => {
    if (link.revokedAt) return <Chip size="small" label={t`İptal edildi`} />;
    if (!link.active) return <Chip size="small" label={t`Süresi doldu`} />;
    const until = formatDateTime(link.expiresAt, lang);
    return <Chip size="small" color="success" variant="outlined" label={t`${until} tarihine kadar geçerli`} />;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t`Önizleme bağlantıları`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t`Bağlantıyı alan herkes, hesabı olmasa da bu içeriği yayımlanmadan önce görebilir. Bağlantılar 7 gün geçerlidir; içerik yayımlanınca yayımlanmış sayfaya götürür.`}
        </DialogContentText>
        <Button variant="contained" startIcon={<AddLinkOutlined />} disabled={creation.loading} onClick={() => void createLink()} sx={{ mb: 2 }}>
          {t`Yeni bağlantı oluştur`}
        </Button>
        {error ? <Alert severity="error">{t`Önizleme bağlantıları yüklenemedi.`}</Alert> : null}
        {loading && !data ? <CircularProgress size={24} aria-label={t`Yükleniyor`} /> : null}
        {data && links.length === 0 ? <Typography color="textSecondary">{t`Henüz paylaşılan bağlantı yok.`}</Typography> : null}
        {links.length > 0 ? (
          <List aria-label={t`Paylaşılan bağlantılar`}>
            {links.map((link) => {
              const created = formatDateTime(link.createdAt, lang);
              const by = link.createdBy?.name ?? '—';
              return (
                <ListItem key={link.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
                    <TextField
                      size="small"
                      label={t`Önizleme bağlantısı`}
                      value={link.url}
                      slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
                      sx={{ flex: 1, minWidth: 0 }}
                      disabled={!link.active}
                    />
                    {stateOf(link)}
                    {link.active ? (
                      <>
                        <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy(link.url)}>
                          {t`Kopyala`}
                        </Button>
                        <Button size="small" color="error" startIcon={<LinkOffOutlined />} onClick={() => setRevoking(link)} aria-haspopup="dialog">
                          {t`İptal et`}
                        </Button>
                      </>
                    ) : null}
                  </Stack>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {t`${created} · oluşturan: ${by}`}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        ) : null}
        <span role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
          {announcement}
        </span>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Kapat`}</Button>
      </DialogActions>
      <ConfirmDialog
        open={revoking !== null}
        title={t`Bağlantı iptal edilsin mi?`}
        message={t`Bu bağlantıyla içerik artık açılamayacak.`}
        confirmLabel={t`İptal et`}
        destructive
        busy={revocation.loading}
        onConfirm={() => revoking && void revokeLink(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Dialog>
  );
}
