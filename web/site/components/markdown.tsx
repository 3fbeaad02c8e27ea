import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import { isSafeImageUrl, isSafeLink, isSiteLink } from '@shared/safe-urls';
import { uniqueAnchors } from '@shared/slugify';
import { DETAIL_IMAGE_SIZES } from './detail-parts';
import { SmartImage } from './smart-image';

/*
 * Stored content (posts, stories, the about text, legal texts) is CommonMark with GitHub's extensions, and a single
 * line break is a line break, so that the older plain texts with `**bold**` markers read as they always did.
 *
 * marked only cuts the text into tokens; this file alone decides what each becomes, and it builds React elements,
 * never an HTML string, so the sanitizing is an allow-list by construction: raw HTML in the source (a `<script>`, an
 * `<img onerror>`) is shown as the text it is, a token this file does not know shows its source as text, a link or
 * an image address that is not allowed loses its link (its words stay), and no attribute is ever copied from the
 * source. The same tree renders on the server, hydrates in the browser and (markdown-html) feeds the RSS.
 *
 * Direction: a block follows the page (or the text's own language, see RichText) unless it starts with a Unicode
 * direction mark: U+200F RIGHT-TO-LEFT MARK makes that paragraph, heading or list item `dir="rtl"`, U+200E
 * LEFT-TO-RIGHT MARK `dir="ltr"`. The mark is an invisible character, so the Markdown stays valid and a reader
 * that ignores it (a feed reader) still sets the paragraph's direction from it by the Unicode bidi rules.
 */

const DIRECTION_MARKS: Record<string, 'rtl' | 'ltr'> = { '\u200F': 'rtl', '\u200E': 'ltr' };

/** The direction a block's leading mark asks for, if any. */
const directionOf = (text: string): 'rtl' | 'ltr' | undefined => DIRECTION_MARKS[text.charAt(0)];

/**
 * Reserved for an image before its real size is known (one the server made no variants of): a 16:9 frame the width
 * of the text column. The site's images are drawn with `block-size: auto`, so the file's own proportions win.
 */
const UNKNOWN_IMAGE_SIZE = { width: 820, height: 461 };

type Anchors = (text: string) => string;

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/**
 * Text with its character references read (`&amp;` is `&`), as CommonMark says and as marked leaves to its HTML
 * renderer: the dashboard's editor writes a typed `&`, `<` or `>` that way. The named ones an editor writes, and
 * every numeric one; an unknown name stays as it was written.
 */
function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]+));/g, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name] ?? reference;
    const codePoint = decimal ? Number(decimal) : parseInt(hex!, 16);
    return codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(codePoint);
  });
}

/** The words of inline tokens without their markup: what a heading's anchor is made from. */
function plainText(tokens: Token[]): string {
  return tokens.map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? decodeReferences(String(token.text)) : '')).join('');
}

/** Where a link may go, and the `rel` it gets: every link `noopener`, a link off the site also `nofollow`. */
function linkTarget(href: string): { href: string; rel: string } | undefined {
  if (isSiteLink(href)) return { href, rel: 'noopener' };
  if (!isSafeLink(href)) return undefined;
  return { href, rel: /^https?:/i.test(href) ? 'noopener nofollow' : 'noopener' };
}

function renderLink(token: Tokens.Link, key: number): ReactNode {
  const children = renderInline(token.tokens);
  const target = linkTarget(token.href);
  if (!target) return <span key={key}>{children}</span>;
  return (
    <a key={key} href={target.href} rel={target.rel} title={token.title ?? undefined}>
      {children}
    </a>
  );
}

/** An uploaded image with its responsive variants; any other address is at most a link to it, never an image. */
function renderImage(token: Tokens.Image, key: number): ReactNode {
  if (token.href.startsWith('/') && isSafeImageUrl(token.href)) {
    return <SmartImage key={key} src={token.href} alt={token.text} title={token.title ?? undefined} sizes={DETAIL_IMAGE_SIZES} {...UNKNOWN_IMAGE_SIZE} />;
  }
  const target = linkTarget(token.href);
  if (!target) return token.text;
  return (
    <a key={key} href={target.href} rel={target.rel}>
      {token.text || target.href}
    </a>
  );
}

function renderInline(tokens: Token[] = []): ReactNode[] {
  return tokens.map((token, key): ReactNode => {
    const inline = token as Tokens.Generic;
    switch (token.type) {
      case 'text':
        return inline.tokens ? <Fragment key={key}>{renderInline(inline.tokens)}</Fragment> : decodeReferences(String(inline.text));
      case 'escape':
        return String(inline.text);
      case 'strong':
        return <strong key={key}>{renderInline(inline.tokens)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(inline.tokens)}</em>;
      case 'del':
        return <del key={key}>{renderInline(inline.tokens)}</del>;
      case 'codespan':
        return <code key={key}>{String(inline.text)}</code>;
      case 'br':
        return <br key={key} />;
      case 'link':
        return renderLink(token as Tokens.Link, key);
      case 'image':
        return renderImage(token as Tokens.Image, key);
      default:
        // Raw HTML (`<b>`, `<img onerror>`) and anything unknown: the source, as text.
        return token.raw;
    }
  });
}

function renderList(list: Tokens.List, key: number, anchors: Anchors): ReactNode {
  const items = list.items.map((item, index) => (
    <li key={index} dir={directionOf(item.text)}>
      {renderBlocks(item.tokens, anchors)}
    </li>
  ));
  if (!list.ordered) return <ul key={key}>{items}</ul>;
  // An older text's "2. Refunds" paragraph is a list of one starting at 2: it keeps its number.
  const start = Number(list.start);
  return (
    <ol key={key} start={Number.isInteger(start) && start !== 1 ? start : undefined}>
      {items}
    </ol>
  );
}

function renderBlocks(tokens: Token[], anchors: Anchors): ReactNode[] {
  return tokens.map((token, key): ReactNode => {
    switch (token.type) {
      case 'paragraph':
        return (
          <p key={key} dir={directionOf(token.text)}>
            {renderInline(token.tokens)}
          </p>
        );
      case 'heading': {
        // The page's title is its one h1: a `#` heading in the content is an h2, the others keep their level.
        const Heading = `h${Math.max(token.depth, 2)}` as 'h2';
        return (
          <Heading key={key} id={anchors(plainText(token.tokens ?? []))} dir={directionOf(token.text)}>
            {renderInline(token.tokens)}
          </Heading>
        );
      }
      case 'blockquote':
        return <blockquote key={key}>{renderBlocks(token.tokens ?? [], anchors)}</blockquote>;
      case 'list':
        return renderList(token as Tokens.List, key, anchors);
      case 'code':
        return (
          <pre key={key}>
            <code>{token.text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={key} />;
      case 'text':
        // A tight list item's words.
        return token.tokens ? <Fragment key={key}>{renderInline(token.tokens)}</Fragment> : decodeReferences(token.text);
      case 'space':
      case 'def':
        return null;
      default:
        // A block of raw HTML, a table: the source, as text in a paragraph of its own.
        return <p key={key}>{token.raw.trim()}</p>;
    }
  });
}

/** Stored Markdown as React elements, sanitized as this file describes; headings get anchors unique within it. */
export function Markdown({ source }: { source: string }) {
  // A fresh options object each time: marked's lexer keeps its tokenizer on the object it is given.
  const tokens = Lexer.lex(source.replace(/\r\n?/g, '\n'), { gfm: true, breaks: true });
  return <>{renderBlocks(tokens, uniqueAnchors())}</>;
}
