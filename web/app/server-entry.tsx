import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '@shared/constants';
import { answerPublicRead, type PublicReadAnswers } from '@shared/public-reads';
import { createQueryClient } from '../shared/api-client';
import { AppRoutes } from './app';
import { blogFeedPosts, type FeedPost } from './blog-feed';
import { serializePageData, type RefusedForms } from './page-data';
import type { PageOutcome } from './page-head';
import type { AnyRead, ReadAnswerer, ReadData, SitemapEntry } from './public-page';
import { loadPublicPage, pageOwnLanguage, PUBLIC_PAGES } from './public-pages';
import { RefusedFormsProvider } from './refused-forms';
import { siteTranslation } from './site-texts';

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
  /** The JSON of the page's data script (see page-data.ts). */
  data: string;
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
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={siteTranslation(language)}>
      <QueryClientProvider client={queryClient}>
        <RefusedFormsProvider forms={refused}>
          <StaticRouter location={address}>
            <AppRoutes />
          </StaticRouter>
        </RefusedFormsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
    // Every Suspense boundary inline, in place: an outlined one would need an inline script to move it, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array | string));
  const html = Buffer.concat(chunks).toString('utf8');
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false });
  return { ...outcome, html, data: serializePageData({ language, queries, ...refused }) };
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
