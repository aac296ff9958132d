import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type FocusEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../../lib/use-hydrated';
import { useToast } from '../../../lib/toast/use-toast';
import { copyLinkAttributes } from '../../../lib/boot-actions';
import { NativeField, nativeFieldSx } from './native-field';

export interface ShareButtonsProps {
  /** The page's canonical path (`/haber/slug`); the browser's origin makes it a full address. */
  path: string;
  title: string;
}

/** The full address of a site path in the reader's browser. */
export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

/**
 * Sharing a news item or column (spec §2): a button copies the page's canonical address to the
 * clipboard and confirms with a toast; when the browser refuses, the address is shown selected
 * so the reader can copy it. Links to X, Facebook, WhatsApp and e-mail follow once the page runs
 * in the browser (they need the full address). Before the app runs, the boot script copies the
 * link itself and confirms with the same text, which the button carries (lib/boot-actions.ts).
 */
export function ShareButtons({ path, title }: ShareButtonsProps) {
  const { t } = useLingui();
  const toast = useToast();
  const hydrated = useHydrated();
  const [fallback, setFallback] = useState<string | null>(null);
  const labelId = useId();

  const copiedText = t`Bağlantı panoya kopyalandı.`;
  const copy = async () => {
    const url = absoluteUrl(path);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setFallback(null);
      toast.success(copiedText);
    } catch {
      setFallback(url);
      toast.error(t`Bağlantı kopyalanamadı. Aşağıdaki adresi seçip kendiniz kopyalayabilirsiniz.`);
    }
  };

  const url = hydrated ? absoluteUrl(path) : '';
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const links = [
    { label: t`X'te paylaş`, href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`, icon: <XIcon fontSize="small" /> },
    { label: t`Facebook'ta paylaş`, href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, icon: <FacebookIcon fontSize="small" /> },
    { label: t`WhatsApp ile paylaş`, href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, icon: <WhatsAppIcon fontSize="small" /> },
    { label: t`E-postayla gönder`, href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}`, icon: <EmailIcon fontSize="small" /> },
  ];

  return (
    <div>
      <Stack direction="row" role="group" aria-labelledby={labelId} spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={labelId} variant="overline" component="span" color="textSecondary" sx={{ mr: 0.5 }}>
          {t`Paylaş`}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy()} {...copyLinkAttributes(path, copiedText)}>
          {t`Bağlantıyı kopyala`}
        </Button>
        {hydrated
          ? links.map((link) => (
              <IconButton
                key={link.href}
                component="a"
                href={link.href}
                target={link.href.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                aria-label={link.href.startsWith('mailto:') ? link.label : t`${link.label} (yeni pencerede açılır)`}
                title={link.label}
                size="small"
                sx={{ color: 'primary.main', border: 1, borderColor: 'divider' }}
              >
                {link.icon}
              </IconButton>
            ))
          : null}
      </Stack>
      {fallback ? (
        <NativeField label={t`Sayfanın adresi`} sx={{ maxWidth: 560, mt: 2 }}>
          <Box
            component="input"
            value={fallback}
            readOnly
            autoFocus
            onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
            sx={nativeFieldSx}
          />
        </NativeField>
      ) : null}
    </div>
  );
}
