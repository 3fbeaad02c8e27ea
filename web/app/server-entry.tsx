import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../shared/constants';
import { i18n } from '../shared/i18n';
import type { ContactFormState } from '../../shared/contact-form-state';
import { ContactFormStateContext } from '../site/features/landing/contact-form-context';
import { AppRoutes } from './app';
import { serializePageData } from './page-data';

// One i18n instance per language, sharing the catalogs: concurrent renders in both languages never switch each other's.
const instances = Object.fromEntries(LANGUAGES.map((language) => [language, i18n.cloneInstance({ lng: language })])) as Record<Language, I18n>;

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The JSON of the page's data script (see page-data.ts). */
  data: string;
}

/**
 * A public page rendered to HTML by the very components the browser hydrates, from a query client already filled with
 * the page's reads (errors included, so a missing post renders its not-found state on both sides).
 */
export async function renderPublicPage(
  url: string,
  { language, contactForm }: { language: Language; contactForm?: ContactFormState },
  queryClient: QueryClient,
): Promise<RenderedPage> {
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={instances[language]}>
      <QueryClientProvider client={queryClient}>
        <ContactFormStateContext.Provider value={contactForm}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </ContactFormStateContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
    // Every Suspense boundary inline, in place: an outlined one would need an inline script to move it, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array | string));
  const html = Buffer.concat(chunks).toString('utf8');
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false });
  return { html, data: serializePageData({ language, queries, contactForm }) };
}
