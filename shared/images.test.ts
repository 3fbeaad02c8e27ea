import { describe, expect, it } from 'vitest';
import { srcSet, variantUrl, variantWidths, type ImageVariants } from './images';

describe('variantWidths', () => {
  it.each([
    [1920, [320, 640, 960, 1280, 1920]],
    [2400, [320, 640, 960, 1280, 1920]],
    [1200, [320, 640, 960]],
    [640, [320, 640]],
    [500, [320]],
    [300, []],
  ])('an original %i px wide gets %j', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });
});

describe('variantUrl', () => {
  it('puts the variant in variants/ beside the original, named by width, in its format', () => {
    expect(variantUrl('/uploads/abc.jpg', 640, 'avif')).toBe('/uploads/variants/abc-640.avif');
    expect(variantUrl('/uploads/0f8c-11.d2.png', 320, 'webp')).toBe('/uploads/variants/0f8c-11.d2-320.webp');
  });
});

describe('srcSet', () => {
  const image = (width: number, widths: number[]): ImageVariants => ({ width, height: width / 2, widths, formats: ['avif', 'webp'] });

  it('lists every variant at its width', () => {
    expect(srcSet('/uploads/hero.jpg', image(1920, [320, 640, 960, 1280, 1920]), 'avif')).toBe(
      '/uploads/variants/hero-320.avif 320w, /uploads/variants/hero-640.avif 640w, /uploads/variants/hero-960.avif 960w, ' +
        '/uploads/variants/hero-1280.avif 1280w, /uploads/variants/hero-1920.avif 1920w',
    );
  });

  it('ends with the original at its own width when it is wider than the largest variant', () => {
    expect(srcSet('/uploads/post.jpg', image(1200, [320, 640, 960]), 'webp')).toBe(
      '/uploads/variants/post-320.webp 320w, /uploads/variants/post-640.webp 640w, /uploads/variants/post-960.webp 960w, /uploads/post.jpg 1200w',
    );
    expect(srcSet('/uploads/story.jpg', image(600, [320]), 'avif')).toBe('/uploads/variants/story-320.avif 320w, /uploads/story.jpg 600w');
  });

  it('is empty for a format that was not made or an image too small for any variant', () => {
    expect(srcSet('/uploads/a.jpg', { ...image(1200, [320, 640, 960]), formats: ['webp'] }, 'avif')).toBe('');
    expect(srcSet('/uploads/tiny.png', image(200, []), 'webp')).toBe('');
  });
});
