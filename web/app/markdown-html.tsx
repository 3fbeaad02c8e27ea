import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImageCatalog } from '@shared/images';
import { createQueryClient } from '../shared/query-client';
import { queryKeys } from '../shared/query-keys';
import { Markdown } from '../site/components/markdown';

/**
 * Stored Markdown as an HTML string (a feed's `content:encoded`), by the very components the pages render, so it is
 * sanitized the same way; uploaded images get their variants from `images`, the catalog `/api/images` answers.
 */
export function markdownToHtml(source: string, images: ImageCatalog = {}): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.images, images);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Markdown source={source} />
    </QueryClientProvider>,
  );
}
