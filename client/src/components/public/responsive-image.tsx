import { css, type SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { theme } from '../../lib/theme';

/** The widths of the server's image variants (server/src/media/media.service.ts IMAGE_SIZES). */
const VARIANTS = { thumb: 320, small: 640, medium: 1280, large: 1920 } as const;
const VARIANT_PATH = /\/(thumb|small|medium|large)\.webp$/;

/** `srcset` of a stored image from its variants (the size segment swapped); none for other URLs. */
export function variantSrcSet(src: string): string | undefined {
  if (!VARIANT_PATH.test(src)) return undefined;
  return Object.entries(VARIANTS)
    .map(([size, width]) => `${src.replace(VARIANT_PATH, `/${size}.webp`)} ${width}w`)
    .join(', ');
}

/** The image's look per ratio, serialised once per ratio: lists render an image per card. */
const ratioStyles = new Map<string, SerializedStyles>();
function imageStyles([w, h]: [number, number]): SerializedStyles {
  const key = `${w}/${h}`;
  let styles = ratioStyles.get(key);
  if (!styles) {
    styles = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: `${w} / ${h}`, objectFit: 'cover', backgroundColor: theme.palette.grey[100] });
    ratioStyles.set(key, styles);
  }
  return styles;
}

const Img = styled('img', { shouldForwardProp: (prop) => prop !== 'ratio' })<{ ratio: [number, number] }>(({ ratio }) => imageStyles(ratio));

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Rendered widths for the browser's choice, e.g. `(min-width: 900px) 33vw, 100vw`. */
  sizes: string;
  /** Width and height set from the box's ratio, so the page does not jump while images load. */
  ratio?: [number, number];
  /** Above the fold: loaded at once with high priority; everything else lazily. */
  priority?: boolean;
  /** For a parent's styles (a margin, say) without MUI's `sx`. */
  className?: string;
  sx?: SxProps<Theme>;
}

/** An image of the site's media pipeline: srcset from the variants, dimensions set, lazy below the fold. */
export function ResponsiveImage({ src, alt, sizes, ratio = [16, 9], priority = false, className, sx }: ResponsiveImageProps) {
  const [w, h] = ratio;
  const attributes = {
    src: src.replace(VARIANT_PATH, '/medium.webp'),
    srcSet: variantSrcSet(src),
    sizes,
    alt,
    width: w * 80,
    height: h * 80,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  // Without extra styles the image needs no MUI Box: its class is serialised once per ratio.
  if (!sx) return <Img ratio={ratio} className={className} {...attributes} />;
  return (
    <Box
      component="img"
      className={className}
      {...attributes}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${w} / ${h}`, objectFit: 'cover', bgcolor: 'grey.100', ...sx }}
    />
  );
}
