import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

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

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Rendered widths for the browser's choice, e.g. `(min-width: 900px) 33vw, 100vw`. */
  sizes: string;
  /** Width and height set from the box's ratio, so the page does not jump while images load. */
  ratio?: [number, number];
  /** Above the fold: loaded at once with high priority; everything else lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** An image of the site's media pipeline: srcset from the variants, dimensions set, lazy below the fold. */
export function ResponsiveImage({ src, alt, sizes, ratio = [16, 9], priority = false, sx }: ResponsiveImageProps) {
  const [w, h] = ratio;
  return (
    <Box
      component="img"
      src={src.replace(VARIANT_PATH, '/medium.webp')}
      srcSet={variantSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={w * 80}
      height={h * 80}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${w} / ${h}`, objectFit: 'cover', bgcolor: 'grey.100', ...sx }}
    />
  );
}
