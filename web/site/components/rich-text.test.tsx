import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, parseRichText } from './rich-text';

describe('RichText', () => {
  it('renders **bold** runs and line breaks as elements', () => {
    expect(renderToStaticMarkup(<RichText text={'She **kept going**.\nEvery day.\n\nNew paragraph'} />)).toBe(
      '<div><p>She <strong>kept going</strong>.<br/>Every day.</p><p>New paragraph</p></div>',
    );
  });

  it('shows <script> and <img onerror> as text, never as markup', () => {
    const html = renderToStaticMarkup(<RichText text={'<script>alert(1)</script>\n**<img src=x onerror=alert(2)>**'} />);
    expect(html).toBe('<div><p>&lt;script&gt;alert(1)&lt;/script&gt;<br/><strong>&lt;img src=x onerror=alert(2)&gt;</strong></p></div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('leaves an unmatched marker as text and drops empty paragraphs', () => {
    expect(parseRichText('a **b\n\n\n\n')).toEqual([[[{ text: 'a **b', bold: false }]]]);
  });
});
