import { describe, expect, it } from 'vitest';
import { publicImage } from './publicImage';

describe('publicImage', () => {
  it('offers both stored sizes for the size shown, lazily in lists', () => {
    expect(publicImage('/media/photos/0b8f0c1e-5f39-4d8e-9a55-1c2d3e4f5a6b.webp', 72)).toEqual({
      src: '/media/photos/0b8f0c1e-5f39-4d8e-9a55-1c2d3e4f5a6b.webp?size=160',
      imageProps: {
        srcSet: '/media/photos/0b8f0c1e-5f39-4d8e-9a55-1c2d3e4f5a6b.webp?size=160 160w, /media/photos/0b8f0c1e-5f39-4d8e-9a55-1c2d3e4f5a6b.webp?size=480 480w',
        sizes: '72px',
        width: 72,
        height: 72,
        loading: 'lazy',
        decoding: 'async',
      },
    });
    expect(publicImage('/media/photos/a.webp', 96, 'eager').imageProps?.loading).toBe('eager');
  });

  it('passes other URLs (a chosen file’s preview) and no image through', () => {
    expect(publicImage('blob:http://localhost/abc', 72)).toEqual({ src: 'blob:http://localhost/abc' });
    expect(publicImage(null, 72)).toEqual({ src: undefined });
    expect(publicImage(undefined, 72)).toEqual({ src: undefined });
  });
});
