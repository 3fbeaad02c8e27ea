import { QueryClientProvider } from '@tanstack/react-query';
// The build for web streams: the Node build keeps each render in an AsyncLocalStorage, whose hooks, once on, tax every
// request of the process (about 3% of a cached page's CPU), and nothing here needs it. (On Node 20, which lacks
// ArrayBuffer.prototype.detached, React's development build warns of an empty chunk it writes: harmless, and tests only.)
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '@shared/constants';
import { answerPublicRead, type PublicReadAnswers } from '@shared/public-reads';
import { createQueryClient } from '../shared/query-client';
import { AppRoutes } from './app';
import { blogFeedPosts, type FeedPost } from './blog-feed';
import type { PageOutcome } from './page-head';
import type { AnyRead, ReadAnswerer, ReadData, SitemapEntry } from './public-page';
import { loadPublicPage, pageOwnLanguage, PUBLIC_PAGES } from './public-pages';
import { RefusedFormsProvider, type RefusedForms } from './refused-forms';
import { siteCatalog } from './site-texts';
import { imageCatalog, ImageCatalogProvider } from '../site/components/image-catalog';
import { SiteTextProvider } from '../site/components/site-text';
import { imagesQuery } from '../site/api/images';

/** The reads of the table answered in-process by the server's implementation of the read each one names. */
function inProcess(answers: PublicReadAnswers): ReadAnswerer {
  return <Read extends AnyRead>(read: Read): Promise<ReadData<Read>> => {
    const named = read.meta?.read;
    if (named === undefined) return Promise.reject(new Error(`${JSON.stringify(read.queryKey)} is not a public read`));
    // publicReadQuery tags the read's key with the answer type of the read it names.
    return answerPublicRead(answers, named) as Promise<ReadData<Read>>;
  };
}

interface RenderedPage extends PageOutcome {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The module whose stylesheet the page links (see loadPublicPage). */
  module: string;
}

/**
 * The text of a stream of UTF-8 bytes, read without Node's fetch: `new Response(stream).text()` would load it (about
 * 35 ms and 13 MB) for this alone, in a server that fetches nothing unless a service is configured.
 */
async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
  return text + decoder.decode();
}

/**
 * The public page at `address` (a rendered address, see renderedAddress) rendered to HTML by the very components the
 * browser hydrates, from its reads answered first by `answers` (errors included, so a missing post renders its
 * not-found state on both sides), with its status and head from the page table.
 */
export async function renderPublicPage(
  address: string,
  { language, refused = {} }: { language: Language; refused?: RefusedForms },
  answers: PublicReadAnswers,
): Promise<RenderedPage> {
  const answer = inProcess(answers);
  const queryClient = createQueryClient();
  const page = loadPublicPage(address, language);
  await Promise.all(page.reads.map((read) => queryClient.prefetchQuery({ ...read, queryFn: () => answer(read) })));
  const outcome = page.outcome(queryClient);
  const { prelude } = await prerender(
    <SiteTextProvider language={language} catalog={siteCatalog(language)}>
      <ImageCatalogProvider catalog={imageCatalog(queryClient.getQueryData(imagesQuery().queryKey) ?? {})}>
        <QueryClientProvider client={queryClient}>
          <RefusedFormsProvider forms={refused}>
            <StaticRouter location={address}>
              <AppRoutes />
            </StaticRouter>
          </RefusedFormsProvider>
        </QueryClientProvider>
      </ImageCatalogProvider>
    </SiteTextProvider>,
    // Every Suspense boundary inline, in place: an outlined one would need an inline script to move it, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await textOf(prelude);
  return { ...outcome, html, module: page.module };
}

/** Every address of the public pages for the sitemap, in the table's order, the lists of stories and posts read in-process. */
export async function sitemapEntries(answers: PublicReadAnswers): Promise<SitemapEntry[]> {
  const answer = inProcess(answers);
  return (await Promise.all(PUBLIC_PAGES.map((page) => page.sitemapEntries(answer)))).flat();
}

/** The language of its own the page at `address` is shown in, unless the address names one (see PublicPage.ownLanguage). */
export const ownLanguageOf = (address: string, answers: PublicReadAnswers): Promise<Language | undefined> => pageOwnLanguage(address, inProcess(answers));

/** The newest posts for the feed in `language` (see blogFeedPosts), read in-process. */
export const feedPosts = (language: Language, answers: PublicReadAnswers): Promise<FeedPost[]> => blogFeedPosts(inProcess(answers), language);
