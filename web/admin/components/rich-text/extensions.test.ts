import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../../app/markdown-html';
import { editorContentOf, editorExtensions, markdownOf } from './extensions';

// The editor runs headless (no element): the same schema, Markdown extension and conversions as in the dashboard.
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function openEditor(markdown: string, direction: 'ltr' | 'rtl' = 'ltr') {
  const editor = new Editor({ element: null, extensions: editorExtensions(), textDirection: direction, content: editorContentOf(markdown), contentType: 'markdown' });
  editors.push(editor);
  return editor;
}

const saved = markdownOf;

/** Loaded into the editor and saved again without a change. */
const roundTrip = (markdown: string, direction: 'ltr' | 'rtl' = 'ltr') => saved(openEditor(markdown, direction));

/** The public page's HTML of a text: what "unchanged in meaning" is judged by. */
const publicHtml = (markdown: string) => markdownToHtml(markdown);

describe('the rich editor keeps stored Markdown', () => {
  const cases: Record<string, string> = {
    headings: '## Eating well\n\nSome words.\n\n### Breakfast\n\nMore words.',
    'bold and italic': 'Eat **more greens** and *less sugar*, ***both*** matter.',
    'bulleted list': '- Oats\n- Dates\n- Lentils',
    'numbered list': '1. Wake up\n2. Drink water\n3. Walk',
    quote: '> Let food be thy medicine.\n\nSaid someone.',
    links:
      'Read [our guide](https://example.com/guide), [the menu](/blog/menu), [mail us](mailto:hello@example.com) or [call](tel:+201001234567); [not this](javascript:alert(1)).',
    image: 'Before the image.\n\n![A bowl of salad](/uploads/salad.webp)\n\nAfter it.',
    arabic: '## التغذية السليمة\n\nتناول **الخضروات** يوميًا و*قلّل* السكر.\n\n- الشوفان\n- التمر',
    'raw HTML, which the page shows as text': 'Say <b>hello</b> <img src=x onerror=alert(1)>\n\n<div>block</div>',
    'characters Markdown and HTML give a meaning to': 'Fruit & vegetables < 5 a day > none, 2 * 3 and snake_case [not a link] `code`',
  };
  for (const [name, markdown] of Object.entries(cases)) {
    it(`renders ${name} on the public page as before`, () => {
      const after = roundTrip(markdown);
      expect(publicHtml(after)).toBe(publicHtml(markdown));
      // Saving again changes nothing: opening and saving a post twice does not drift.
      expect(roundTrip(after)).toBe(after);
    });
  }

  it('keeps the shapes the toolbar makes as plain Markdown', () => {
    expect(roundTrip('## Title\n\n**bold** and *italic*\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted')).toBe(
      '## Title\n\n**bold** and *italic*\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted',
    );
    expect(roundTrip('[site](https://example.com) ![Salad](/uploads/a.png)')).toContain('[site](https://example.com)');
  });

  it('reads raw HTML as text, as the public page does, never as markup', () => {
    // In Node the extension has no DOM to read HTML with; in the browser it has, so the tokens themselves must hold none.
    const editor = openEditor('Some words');
    const types = (tokens: { type: string; tokens?: unknown[] }[]): string[] =>
      tokens.flatMap((token) => [token.type, ...types((token.tokens ?? []) as { type: string }[])]);
    expect(types(editor.markdown!.instance.lexer('Say <b>hello</b>\n\n<div>block</div>'))).not.toContain('html');
  });

  it('keeps a legacy text with **bold** and single line breaks', () => {
    const legacy = 'Week one:\nNo sugar.\nWalk **every** day.\n\nWeek two:\nKeep going.';
    const after = roundTrip(legacy);
    expect(publicHtml(after)).toBe(publicHtml(legacy));
    expect(publicHtml(after)).toContain('Week one:<br/>No sugar.<br/>Walk <strong>every</strong> day.');
    // Windows line ends read the same.
    expect(roundTrip(legacy.replace(/\n/g, '\r\n'))).toBe(after);
  });

  it('keeps Arabic text and its direction marks', () => {
    const markdown = '\u200Fمرحبا **بكم**\n\n\u200EThis paragraph reads left to right.\n\n## \u200FDirected heading\n\n- \u200Eitem in English\n- بند';
    const after = roundTrip(markdown, 'rtl');
    expect(after).toBe(markdown);
    const html = publicHtml(after);
    // The public renderer keeps the invisible mark in the text it draws.
    expect(html).toContain('<p dir="rtl">\u200Fمرحبا <strong>بكم</strong></p>');
    expect(html).toContain('<p dir="ltr">\u200EThis paragraph reads left to right.</p>');
    expect(html).toMatch(/<h2 id="[^"]*" dir="rtl">\u200FDirected heading<\/h2>/);
    expect(html).toContain('<li dir="ltr">\u200Eitem in English</li>');
  });

  it('holds a direction as the block attribute, not as a character one could delete', () => {
    const editor = openEditor('\u200Eleft to right\n\nplain', 'rtl');
    const [first, second] = editor.getJSON().content ?? [];
    expect(first?.attrs?.direction).toBe('ltr');
    expect(first?.content?.[0]).toMatchObject({ type: 'text', text: 'left to right' });
    expect(second?.attrs?.direction).toBeNull();
  });

  it('writes a direction chosen in the editor as the leading mark, and drops it when set back to automatic', () => {
    const editor = openEditor('First paragraph\n\nSecond paragraph', 'rtl');
    editor.commands.setTextSelection(2);
    editor.commands.updateAttributes('paragraph', { direction: 'ltr' });
    expect(saved(editor)).toBe('\u200EFirst paragraph\n\nSecond paragraph');
    editor.commands.updateAttributes('paragraph', { direction: null });
    expect(saved(editor)).toBe('First paragraph\n\nSecond paragraph');
  });

  it('saves an emptied editor as an empty text, so a required field still reads as missing', () => {
    const editor = openEditor('Some words');
    editor.chain().selectAll().deleteSelection().run();
    expect(saved(editor)).toBe('');
  });
});
