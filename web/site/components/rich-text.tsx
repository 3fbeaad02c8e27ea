import { Fragment, type ReactNode } from 'react';
import { useLanguage } from '../../shared/i18n';
import { directionOf } from '../../../shared/language';
import { writtenLanguage } from '../../shared/localized-text';

/** A paragraph as lines, each line as plain and bold runs. */
type RichParagraph = { text: string; bold: boolean }[][];

/**
 * Splits stored text into paragraphs (blank lines), lines (single line breaks) and `**bold**` runs.
 * Pure data: nothing here is ever treated as HTML.
 */
export function parseRichText(text: string): RichParagraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph.split('\n').map((line) =>
        line
          .split(/\*\*(.+?)\*\*/g)
          .map((run, index) => ({ text: run, bold: index % 2 === 1 }))
          .filter((run) => run.text !== ''),
      ),
    );
}

/**
 * Stories, posts and legal texts: `**bold**` and line breaks become React elements; any markup in the text shows as
 * text. A text written in the other language (only one variant was filled) keeps its own language and direction, so
 * English in an Arabic page still reads left to right with its punctuation in place.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const language = useLanguage();
  const written = writtenLanguage(text);
  const foreign = written && written !== language ? { lang: written, dir: directionOf(written) } : {};
  return (
    <div className={className} {...foreign}>
      {parseRichText(text).map((lines, paragraphIndex) => (
        <p key={paragraphIndex}>
          {lines.map((runs, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {runs.map((run, runIndex): ReactNode => (run.bold ? <strong key={runIndex}>{run.text}</strong> : run.text))}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
