import type { Editor, Extensions, JSONContent, MarkdownRendererHelpers, MarkdownParseHelpers, MarkdownToken, RenderContext } from '@tiptap/core';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import Paragraph from '@tiptap/extension-paragraph';
import { Markdown, MarkdownManager } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import { isSafeImageUrl, isSafeLink, isSiteLink } from '@shared/safe-urls';
import { giveDirectionMark, takeDirectionMark } from './direction-marks';

/** Where an editor link may point: the addresses the public renderer keeps as links. */
export const isAllowedLink = (href: string) => isSafeLink(href) || isSiteLink(href);

type ParseResult = JSONContent | JSONContent[];

/**
 * The public page shows raw HTML in a text (`<b>`, `<img onerror>`) as the characters it is, so the editor must not
 * read it as markup either: marked's tokenizer without its HTML rules leaves such source to be plain text. The
 * Markdown extension bundles its own version of marked, whose Tokenizer this must extend: a manager hands it over.
 */
const { Tokenizer } = new MarkdownManager().instance;
class HtmlAsText extends Tokenizer {
  override html() {
    return undefined;
  }
  override tag() {
    return undefined;
  }
}

/**
 * A block that may carry a direction override. Tiptap's `textDirection` option gives every node a `dir` that defaults
 * to the field's direction, so it cannot tell "chosen" from "inherited"; `direction` is null unless someone chose,
 * and its `dir` is rendered after (so over) the inherited one. In Markdown it is the leading mark (direction-marks).
 */
const directed = {
  addAttributes(this: { parent?: () => Record<string, unknown> }) {
    return {
      ...this.parent?.(),
      direction: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const dir = element.getAttribute('dir');
          return dir === 'rtl' || dir === 'ltr' ? dir : null;
        },
        renderHTML: (attributes: Record<string, unknown>) => (attributes.direction ? { dir: attributes.direction } : {}),
      },
    };
  },
  parseMarkdown(this: { parent?: (token: MarkdownToken, helpers: MarkdownParseHelpers) => ParseResult }, token: MarkdownToken, helpers: MarkdownParseHelpers) {
    const parsed = this.parent!(token, helpers);
    return Array.isArray(parsed) ? parsed : takeDirectionMark(parsed);
  },
  renderMarkdown(
    this: { parent?: (node: JSONContent, helpers: MarkdownRendererHelpers, context: RenderContext) => string },
    node: JSONContent,
    helpers: MarkdownRendererHelpers,
    context: RenderContext,
  ) {
    return this.parent!(giveDirectionMark(node), helpers, context);
  },
};

/**
 * The editor's schema, the same in the dashboard and in the round-trip test: what the public renderer draws
 * (headings, bold, italic, struck text, code, lists, quotes, links, uploaded images, line breaks) and nothing else,
 * so that no key makes Markdown the site would show as source. Underline has no Markdown and is left out.
 */
export function editorExtensions(options: { assetUrl?: (path: string) => string } = {}): Extensions {
  const assetUrl = options.assetUrl ?? ((path: string) => path);
  return [
    StarterKit.configure({
      paragraph: false,
      heading: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLink(url),
        // The page decides rel and never sets a target; the editor's own copy needs neither.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    Paragraph.extend(directed),
    Heading.extend(directed),
    Image.extend({
      // The desktop app's page is not on the server's origin: uploads are drawn from the server's address.
      renderHTML({ HTMLAttributes }) {
        const src = typeof HTMLAttributes.src === 'string' && isSafeImageUrl(HTMLAttributes.src) ? assetUrl(HTMLAttributes.src) : undefined;
        return ['img', { ...HTMLAttributes, src }];
      },
    }),
    // Read as the public renderer reads: a single line break is a line break, raw HTML is text. (The extension sets
    // these on marked's default instance; the public renderer passes its own options to every call.)
    Markdown.configure({ markedOptions: { gfm: true, breaks: true, tokenizer: new HtmlAsText() } }),
  ];
}

/** The stored text, with Windows line ends read as the public renderer reads them. */
export const editorContentOf = (markdown: string) => markdown.replace(/\r\n?/g, '\n');

/** The Markdown to store for the editor's document; an emptied editor is an empty text, so `required` still applies. */
export const markdownOf = (editor: Editor) => editor.getMarkdown().trim();
