import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
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

  describe('in an Arabic page', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('sets English-only content left to right, and leaves Arabic content in the page direction', async () => {
      await i18n.changeLanguage('ar');
      expect(renderToStaticMarkup(<RichText text="We respect your privacy." />)).toBe('<div lang="en" dir="ltr"><p>We respect your privacy.</p></div>');
      expect(renderToStaticMarkup(<RichText text="DietBar عيادة للاستشارات الغذائية." />)).toBe('<div><p>DietBar عيادة للاستشارات الغذائية.</p></div>');
    });
  });

  it('leaves an unmatched marker as text and drops empty paragraphs', () => {
    expect(parseRichText('a **b\n\n\n\n')).toEqual([[[{ text: 'a **b', bold: false }]]]);
  });
});
