import { css } from '@emotion/react';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FocusEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../../lib/use-hydrated';
import { useToast } from '../../../lib/toast/use-toast';
import { copyLinkAttributes } from '../../../lib/boot-actions';
import { palette, smallOutlinedButton, startIcon, typographyOf } from '../../../lib/static-styles';
import { NativeField, nativeFieldSx } from './native-field';
import { staticStyled } from '../../../lib/static-styled';

const { primary, text } = palette;

/**
 * The row as one class serialised once (lib/static-styles.ts says why): the rules are the ones
 * MUI's Stack, Typography and small outlined Button produced. The copy button is a plain button,
 * so its keyboard ring (MUI's `.Mui-focusVisible` one) comes from `:focus-visible`.
 */
const Share = staticStyled(
  'div',
  css({
    '& > .share-row': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      flexWrap: 'wrap',
      rowGap: 8,
      '& > :not(style):not(style)': { margin: 0 },
      '& > :not(style) ~ :not(style)': { marginLeft: 8 },
    },
    '& .share-label': { ...typographyOf('overline'), color: text.secondary },
    '& .share-copy': smallOutlinedButton(primary.main, `1px solid ${alpha(primary.main, 0.5)}`, { borderColor: primary.main, backgroundColor: alpha(primary.main, 0.04) }),
    '& .share-copy-icon': startIcon(-2, 18),
  }),
);

/** MUI's ContentCopy icon, drawn inline (its SvgIcon re-serialised its styles on every render). */
const copyIcon = (
  <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
    <path d="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" />
  </svg>
);

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
 * in the browser (they need the full address; MUI icon buttons, since the server never renders
 * them). Before the app runs, the boot script copies the link itself and confirms with the same
 * text, which the button carries (lib/boot-actions.ts).
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
    <Share>
      <div className="share-row" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="share-label">
          {t`Paylaş`}
        </span>
        <button type="button" className="share-copy" onClick={() => void copy()} {...copyLinkAttributes(path, copiedText)}>
          <span className="share-copy-icon">{copyIcon}</span>
          {t`Bağlantıyı kopyala`}
        </button>
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
      </div>
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
    </Share>
  );
}
