import { css } from '@emotion/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { variantSrcSet } from '../../../components/public/responsive-image';
import { photoLinkAttributes } from '../../../lib/boot-actions';
import { MD, palette, ruledHeading, SM } from '../../../lib/static-styles';
import { staticStyled } from '../../../lib/static-styled';

export interface GalleryPhoto {
  id: number;
  url: string;
  thumbUrl: string;
}

export interface NewsGalleryProps {
  photos: GalleryPhoto[];
  /** The news title: the photos' alternative texts name it (photos carry no captions). */
  title: string;
  headingId: string;
  heading: string;
}

const SWIPE_PX = 40;

/**
 * The heading and thumbnails as one class serialised once (lib/static-styles.ts says why): the
 * rules are the ones MUI's Box, Typography and ButtonBase produced. A thumbnail is a plain link,
 * so its keyboard ring (the theme's, in burgundy) comes from `:focus-visible`.
 */
const Gallery = staticStyled(
  'section',
  css({
    marginTop: 48,
    '& > h2': { ...ruledHeading, marginBottom: 16 },
    '& > ul': {
      listStyle: 'none',
      padding: 0,
      margin: 0,
      display: 'grid',
      gap: 12,
      gridTemplateColumns: 'repeat(2, 1fr)',
      [SM]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      [MD]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    },
    '& > ul a': {
      display: 'block',
      width: '100%',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      outline: 0,
      outlineOffset: 2,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      color: 'inherit',
      '&:focus-visible': { outline: `3px solid ${palette.secondary.main}`, boxShadow: `0 0 0 2px ${palette.background.paper}` },
      '&:hover img': { opacity: 0.85 },
    },
    '& > ul img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', backgroundColor: palette.grey[200], transition: 'opacity .15s' },
  }),
);

const largeUrl = (url: string) => url.replace(/\/(thumb|small|medium|large)\.webp$/, '/large.webp');

/** A click that asks for the photo itself (a new tab, a download): left to the browser. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A news item's photo gallery: thumbnails, and a full-screen viewer with previous/next buttons,
 * ←/→ keys, swipes, a counter ("3 / 7") and Escape to close; on closing, focus goes to the
 * thumbnail of the photo last shown. Each thumbnail is a link to its large photo: followed without
 * script, opened in the boot script's plain viewer before the app runs (lib/boot-actions.ts).
 */
export function NewsGallery({ photos, title, headingId, heading }: NewsGalleryProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  // The viewer is rendered from its first opening on (it stays for its closing transition): closed,
  // MUI's Dialog would still serialise its styles on every server render.
  const [viewerMounted, setViewerMounted] = useState(false);
  const thumbs = useRef<Array<HTMLAnchorElement | null>>([]);
  const touchX = useRef<number | null>(null);
  const counterId = useId();
  const total = photos.length;
  if (total === 0) return null;

  const altOf = (position: number) => t`${title} — fotoğraf ${position} / ${total}`;
  const show = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    show(end < start ? index + 1 : index - 1);
  };
  const photo = photos[index]!;

  return (
    <Gallery aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {photos.map((item, position) => (
          <li key={item.id}>
            <a
              href={largeUrl(item.url)}
              ref={(node) => {
                thumbs.current[position] = node;
              }}
              aria-haspopup="dialog"
              {...photoLinkAttributes(t`Kapat`)}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                setIndex(position);
                setOpen(true);
                setViewerMounted(true);
              }}
            >
              <img src={item.thumbUrl} alt={altOf(position + 1)} width={320} height={240} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>

      {viewerMounted ? (
        <Dialog
          fullScreen
          open={open}
          onClose={() => setOpen(false)}
          aria-labelledby={counterId}
          onKeyDown={onKeyDown}
          disableRestoreFocus
          slotProps={{
            paper: { sx: { bgcolor: '#0d0f14', color: '#f5f2ea' } },
            transition: { onExited: () => thumbs.current[index]?.focus() },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 1.5, sm: 3 }, py: 1.5, gap: 2 }}>
            <Typography id={counterId} component="h2" variant="subtitle1" sx={{ fontStyle: 'normal', minWidth: 0 }}>
              <Box component="span" aria-live="polite" sx={{ fontWeight: 700, mr: 1.5, fontVariantNumeric: 'tabular-nums' }}>
                {index + 1} / {total}
              </Box>
              <Box component="span" sx={{ opacity: 0.8, display: { xs: 'none', sm: 'inline' } }}>
                {title}
              </Box>
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t`Kapat`} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
            sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 0, sm: 2 }, px: { xs: 0.5, sm: 2 }, pb: 3 }}
          >
            <IconButton onClick={() => show(index - 1)} aria-label={t`Önceki fotoğraf`} disabled={total < 2} sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,.08)', '&:hover': { bgcolor: 'rgba(255,255,255,.18)' } }}>
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <Box
              component="img"
              key={photo.id}
              src={largeUrl(photo.url)}
              srcSet={variantSrcSet(photo.url)}
              sizes="100vw"
              alt={altOf(index + 1)}
              sx={{ display: 'block', minWidth: 0, maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', flex: '0 1 auto', height: 'auto', width: 'auto' }}
            />
            <IconButton onClick={() => show(index + 1)} aria-label={t`Sonraki fotoğraf`} disabled={total < 2} sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,.08)', '&:hover': { bgcolor: 'rgba(255,255,255,.18)' } }}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </Box>
        </Dialog>
      ) : null}
    </Gallery>
  );
}
