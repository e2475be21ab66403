// Doctors' photos and hospitals' logos are kept by the server at 160 and 480 px (longest side,
// WebP; `?size=` picks one). Given the size an image is shown at, the browser takes the smaller
// file unless the screen's density needs the larger: a phone on a slow network loads a list of
// doctors as a few kilobytes of small photos.

import type { ImgHTMLAttributes } from 'react';

const SERVED = /^\/media\/photos\/[^?]+$/;

export interface PublicImage {
  src: string | undefined;
  imageProps?: ImgHTMLAttributes<HTMLImageElement>;
}

/**
 * Props for a Mantine Avatar (src and imageProps) showing a public image at `px` CSS pixels.
 * `lazy` for images in lists, loaded as they scroll into view. Other URLs (a preview of a
 * chosen file) are passed through as they are.
 */
export function publicImage(url: string | null | undefined, px: number, loading: 'lazy' | 'eager' = 'lazy'): PublicImage {
  if (!url) return { src: undefined };
  if (!SERVED.test(url)) return { src: url };
  return {
    src: `${url}?size=160`,
    imageProps: {
      srcSet: `${url}?size=160 160w, ${url}?size=480 480w`,
      sizes: `${px}px`,
      width: px,
      height: px,
      loading,
      decoding: 'async',
    },
  };
}
