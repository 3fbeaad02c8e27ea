import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageCatalog } from '@shared/images';
import { imageCatalog, ImageCatalogProvider } from './image-catalog';
import { SmartImage } from './smart-image';

const CATALOG: ImageCatalog = {
  '/uploads/post.jpg': { width: 1200, height: 630, widths: [320, 640, 960], formats: ['avif', 'webp'] },
};
const SIZES = '(min-width: 884px) 820px, calc(100vw - 40px)';

type Tag = { name: string; attributes: Record<string, string> };

/** Renders as the server does, with the image catalog (or none); the markup's tags in order. */
function render(element: ReactElement, catalog?: ImageCatalog): Tag[] {
  const html = renderToString(<ImageCatalogProvider catalog={imageCatalog(catalog ?? {})}>{element}</ImageCatalogProvider>);
  return [...html.matchAll(/<(\/?[a-z]+)([^>]*)>/g)].map(([, name, attributes]) => ({
    name: name!,
    attributes: Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!])),
  }));
}

describe('SmartImage', () => {
  it('offers the AVIF then the WebP variants with sizes in a <picture>, the original in the <img> at its own size, lazily', () => {
    const tags = render(<SmartImage src="/uploads/post.jpg" alt="A plate" width={600} height={400} sizes={SIZES} />, CATALOG);
    expect(tags.map((tag) => tag.name)).toEqual(['picture', 'source', 'source', 'img', '/picture']);
    const [, avif, webp, image] = tags as [Tag, Tag, Tag, Tag];
    expect(avif.attributes).toEqual({
      type: 'image/avif',
      srcSet: '/uploads/variants/post-320.avif 320w, /uploads/variants/post-640.avif 640w, /uploads/variants/post-960.avif 960w, /uploads/post.jpg 1200w',
      sizes: SIZES,
    });
    expect(webp.attributes).toMatchObject({ type: 'image/webp', sizes: SIZES });
    expect(webp.attributes.srcSet).toContain('/uploads/variants/post-640.webp 640w');
    expect(image.attributes).toMatchObject({ src: '/uploads/post.jpg', alt: 'A plate', width: '1200', height: '630', loading: 'lazy' });
    expect(image.attributes.fetchPriority).toBeUndefined();
  });

  it('loads the page main image at once and first', () => {
    const image = render(<SmartImage src="/uploads/post.jpg" alt="" width={600} height={400} sizes={SIZES} priority />, CATALOG).find((tag) => tag.name === 'img');
    expect(image?.attributes).toMatchObject({ fetchPriority: 'high', loading: 'eager' });
  });

  it('is the plain <img> at the given size when the catalog has no entry for it, or is not there', () => {
    for (const catalog of [CATALOG, undefined]) {
      const tags = render(<SmartImage src="/uploads/other.png" alt="" width={600} height={400} sizes={SIZES} />, catalog);
      expect(tags.map((tag) => tag.name)).toEqual(['img']);
      expect(tags[0]!.attributes).toMatchObject({ src: '/uploads/other.png', width: '600', height: '400', loading: 'lazy' });
      expect(tags[0]!.attributes.srcSet).toBeUndefined();
    }
  });
});
