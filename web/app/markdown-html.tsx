import { renderToStaticMarkup } from 'react-dom/server';
import type { ImageCatalog } from '@shared/images';
import { imageCatalog, ImageCatalogProvider } from '../site/components/image-catalog';
import { Markdown } from '../site/components/markdown';

/**
 * Stored Markdown as an HTML string (a feed's `content:encoded`), by the very components the pages render, so it is
 * sanitized the same way; uploaded images get their variants from `images`, the catalog `/api/images` answers.
 */
export function markdownToHtml(source: string, images: ImageCatalog = {}): string {
  return renderToStaticMarkup(
    <ImageCatalogProvider catalog={imageCatalog(images)}>
      <Markdown source={source} />
    </ImageCatalogProvider>,
  );
}
