import type { FetchQueryOptions, InferDataFromTag, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Language } from '@shared/constants';
import { notFoundOutcome, type PageHead, type PageOutcome, type SiteLinks, type StructuredData } from './page-head';
import { isPreview, type PageRoute } from './page-routes';

// Any read's options: a page mixes reads of different types; each is typed by its key's data tag where it is used.
export type AnyRead = FetchQueryOptions<any, any, any, any>;

/** The data a read answers with (publicReadQuery tags its key with the answer type of the read it names). */
export type ReadData<Read extends AnyRead> = InferDataFromTag<unknown, Read['queryKey']>;

/** Answers a read with its data, or fails as its API route would (a 404 for a story that does not exist). */
export type ReadAnswerer = <Read extends AnyRead>(read: Read) => Promise<ReadData<Read>>;

/** An address of the sitemap, with the time its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * How search engines see a page: `'once'` indexes it and lists its path in the sitemap (a page without route
 * parameters); `{ listRead, entries }` indexes it and lists one address per entry of that read (every story, every
 * post) with its last change; `'unlisted'` keeps it out of both (noindex).
 */
type PageIndexing<ListRead extends AnyRead> = 'once' | 'unlisted' | { listRead: ListRead; entries: (data: ReadData<ListRead>) => SitemapEntry[] };

/**
 * One public page: everything the browser's router, the server renderer, the page's head, the sitemap and the page
 * cache need to know about it. The page exists in every language, at `path?lang=…`, which its hreflang alternates name.
 */
export interface PublicPage<Reads extends Record<string, AnyRead>, ListRead extends AnyRead, Subject extends keyof Reads & string> extends PageRoute {
  /** What the page shows, inside the site layout (which reads the footer's settings and the image catalog itself). */
  component: ComponentType;
  /** The file of `component` under web/: the page links the stylesheet of what it and the layout import (see PAGE_MODULES in vite.config.ts). */
  module: string;
  /**
   * The reads the page's components make, from its route parameters, language and query (only the parameters listed
   * in `queryParameters`): the server answers them before it renders, so that the first view asks the API for nothing.
   * Undefined when the parameters cannot name anything that exists (a story id that is not a number): the page is then
   * a 404 without asking.
   */
  reads: (params: Params, language: Language, query: URLSearchParams) => Reads | undefined;
  /** The read of what the page is about (a story, a post): when it answers 404, so does the page. */
  subject?: Subject;
  /** Reads whose 404 the page shows itself (a type an old link names that is no longer offered): the page is still a 200. */
  mayBeMissing?: (keyof Reads & string)[];
  /**
   * The language of the page's subject, when it has one of its own (a visitor's booking, in the language it was made
   * in): the server renders the page in it unless the address names one (`?lang=`).
   */
  ownLanguage?: (subject: ReadData<Reads[Subject]>) => Language;
  /** The page's title, description, share image and Open Graph type, from the data of its reads (and its query). */
  head: (data: { [Name in keyof Reads]: ReadData<Reads[Name]> }, language: Language, query: URLSearchParams) => PageHead;
  /** What the page is for search engines (schema.org JSON-LD), from the same data, its addresses made absolute by `links`. */
  structuredData?: (data: { [Name in keyof Reads]: ReadData<Reads[Name]> }, language: Language, links: SiteLinks) => StructuredData[];
  indexing: PageIndexing<ListRead>;
}

/** A page at one address, in one language: the reads to answer, and then how the server answers the page. */
export interface PageLoad {
  reads: AnyRead[];
  /** The page's status and head, once its reads are answered in `queryClient` (a failure other than its subject's 404 is thrown). */
  outcome(queryClient: QueryClient): PageOutcome;
}

/** A page of the table as the app uses it, whatever the types of its reads. */
export interface PublicPageRoute {
  path: string;
  component: ComponentType;
  module: string;
  /** The page at these route parameters and query, without the reads every page makes (see PublicPage.reads). */
  load(params: Params, language: Language, query: URLSearchParams): PageLoad;
  /** The page's addresses in the sitemap. */
  sitemapEntries(answer: ReadAnswerer): Promise<SitemapEntry[]>;
  /** The page's own language at these parameters (see PublicPage.ownLanguage), if it has one and its read answers. */
  ownLanguage(params: Params, query: URLSearchParams, answer: ReadAnswerer): Promise<Language | undefined>;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** A table entry, type-checked against its own reads, as a route of the table. */
export function definePage<Reads extends Record<string, AnyRead>, ListRead extends AnyRead = AnyRead, Subject extends keyof Reads & string = never>(
  page: PublicPage<Reads, ListRead, Subject>,
): PublicPageRoute {
  const { indexing } = page;
  return {
    path: page.path,
    component: page.component,
    module: page.module,
    load(params, language, query) {
      const reads = page.reads(params, language, query);
      if (reads === undefined) return { reads: [], outcome: () => notFoundOutcome(language) };
      return {
        reads: Object.values(reads),
        outcome(queryClient) {
          const data: Record<string, unknown> = {};
          for (const [name, read] of Object.entries(reads)) {
            const state = queryClient.getQueryState(read.queryKey);
            if (state?.status === 'error') {
              if (name === page.subject && isNotFound(state.error)) return notFoundOutcome(language);
              if (page.mayBeMissing?.includes(name) && isNotFound(state.error)) continue;
              throw state.error;
            }
            data[name] = state?.data;
          }
          // Each entry is the answer of the read of the same name, as its data tag says.
          const answered = data as { [Name in keyof Reads]: ReadData<Reads[Name]> };
          const { structuredData } = page;
          return {
            status: 200,
            head: page.head(answered, language, query),
            noindex: indexing === 'unlisted' || isPreview(page, query),
            ...(structuredData ? { structuredData: (links: SiteLinks) => structuredData(answered, language, links) } : {}),
          };
        },
      };
    },
    async ownLanguage(params, query, answer) {
      const { ownLanguage, subject } = page;
      // A subject whose language is its own is read whatever the language (a read for a language names it in its key).
      const read = ownLanguage && subject !== undefined ? page.reads(params, 'en', query)?.[subject] : undefined;
      if (!ownLanguage || !read) return undefined;
      try {
        return ownLanguage(await answer(read));
      } catch (error) {
        // An unknown booking: the page is the not-found page, rendered in the visitor's language.
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async sitemapEntries(answer) {
      if (indexing === 'unlisted') return [];
      if (indexing === 'once') return [{ path: page.path }];
      return indexing.entries(await answer(indexing.listRead));
    },
  };
}
