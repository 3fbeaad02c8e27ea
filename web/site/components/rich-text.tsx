import { lazy, Suspense, useEffect } from 'react';
import { useLanguage } from '../../shared/i18n';
import { directionOf } from '@shared/language';
import { writtenLanguage } from '../../shared/localized-text';

// The Markdown parser weighs about 15 KB gzip: it loads as a chunk of its own, never at the site's start. The server
// waits for it (the page is prerendered whole), and the browser keeps the server's markup in place until it has
// arrived, then hydrates that part. Once loaded it renders at once, so a page reached later never shows its text
// a moment after the rest (which would move a section the page has just scrolled to).
let loaded: typeof import('./markdown') | undefined;
const loadMarkdown = () => import('./markdown').then((module) => (loaded = module));
const LazyMarkdown = lazy(() => loadMarkdown().then((module) => ({ default: module.Markdown })));

/** Loads the Markdown renderer once the site has hydrated, while the visitor reads: see above. */
export function usePreloadedRichText() {
  useEffect(() => void loadMarkdown(), []);
}

/**
 * Stories, posts, the about text and legal texts: their stored Markdown as elements (see Markdown for what passes).
 * A text written in the other language (only one variant was filled) keeps its own language and direction, so
 * English in an Arabic page still reads left to right with its punctuation in place.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const language = useLanguage();
  const written = writtenLanguage(text);
  const foreign = written && written !== language ? { lang: written, dir: directionOf(written) } : {};
  return (
    <div className={className} {...foreign}>
      <Suspense fallback={null}>
        {loaded ? <loaded.Markdown source={text} /> : <LazyMarkdown source={text} />}
      </Suspense>
    </div>
  );
}
