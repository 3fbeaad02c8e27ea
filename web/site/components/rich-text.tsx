import { directionOf } from '@shared/language';
import { writtenLanguage } from '../../shared/localized-text';
import { Markdown } from './markdown';
import { useLanguage } from './site-text';

/**
 * Stories, posts, the about text and legal texts: their stored Markdown as elements (see Markdown for what passes),
 * rendered on the server only: no island shows them, so the browser never loads the Markdown parser.
 * A text written in the other language (only one variant was filled) keeps its own language and direction, so
 * English in an Arabic page still reads left to right with its punctuation in place.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const language = useLanguage();
  const written = writtenLanguage(text);
  const foreign = written && written !== language ? { lang: written, dir: directionOf(written) } : {};
  return (
    <div className={className} {...foreign}>
      <Markdown source={text} />
    </div>
  );
}
