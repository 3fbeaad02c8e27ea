import { lazy, Suspense } from 'react';
import { useLanguage } from '../../shared/i18n';
import { directionOf } from '../../../shared/language';
import { writtenLanguage } from '../../shared/localized-text';

// The Markdown parser weighs about 15 KB gzip: it loads with the first page that shows a rich text, never at the
// site's start. The server waits for it (the page is prerendered whole), and the browser keeps the server's markup
// in place until it has arrived, then hydrates that part.
const Markdown = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));

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
        <Markdown source={text} />
      </Suspense>
    </div>
  );
}
