import { describe, expect, it } from 'vitest';
import type { ImageCatalog } from '@shared/images';
import { markdownToHtml } from './markdown-html';

/*
 * The Markdown of posts, stories and the about and legal texts, as the pages and the feed render it (one rendering:
 * the pages' components, here read as the HTML string the server sends).
 */

const CATALOG: ImageCatalog = {
  '/uploads/plate.jpg': { width: 1200, height: 800, widths: [320, 640, 960], formats: ['avif', 'webp'] },
};

describe('markdownToHtml', () => {
  it('renders bold, italics, struck text, code, quotes, lists and rules', () => {
    expect(markdownToHtml('**bold** and *italic*, ~~gone~~ and `a<b`')).toBe('<p><strong>bold</strong> and <em>italic</em>, <del>gone</del> and <code>a&lt;b</code></p>');
    expect(markdownToHtml('> Quoted **words**\n\n- one\n- two\n\n3. third\n4. fourth\n\n---')).toBe(
      '<blockquote><p>Quoted <strong>words</strong></p></blockquote><ul><li>one</li><li>two</li></ul><ol start="3"><li>third</li><li>fourth</li></ol><hr/>',
    );
  });

  it('gives headings anchors unique within the text, in English and in Arabic, a `#` one below the page title', () => {
    expect(markdownToHtml('# Eat well\n\n## Eat *well*!\n\n### الطبق المتوازن\n\n### الطبقُ المتوازن\n\n## ***')).toBe(
      '<h2 id="eat-well">Eat well</h2>' +
        '<h2 id="eat-well-2">Eat <em>well</em>!</h2>' +
        '<h3 id="الطبق-المتوازن">الطبق المتوازن</h3>' +
        '<h3 id="الطبق-المتوازن-2">الطبقُ المتوازن</h3>' +
        '<h2 id="section">***</h2>',
    );
  });

  it('links with noopener, links off the site also nofollow, and never sets a target', () => {
    const html = markdownToHtml('[blog](/blog/x) [top](#eat-well) [site](https://example.org/a "Title") <https://b.example> www.c.example [mail](mailto:a@b.example) [call](tel:+201234567)');
    expect(html).toBe(
      '<p><a href="/blog/x" rel="noopener">blog</a> <a href="#eat-well" rel="noopener">top</a> ' +
        '<a href="https://example.org/a" rel="noopener nofollow" title="Title">site</a> ' +
        '<a href="https://b.example" rel="noopener nofollow">https://b.example</a> ' +
        '<a href="http://www.c.example" rel="noopener nofollow">www.c.example</a> ' +
        '<a href="mailto:a@b.example" rel="noopener">mail</a> <a href="tel:+201234567" rel="noopener">call</a></p>',
    );
    expect(html).not.toContain('target=');
  });

  it('keeps the words of a link whose address is refused, never the link', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x', 'java%0ascript:alert(1)']) {
      expect(markdownToHtml(`[click **me**](${href})`), href).toBe('<p><span>click <strong>me</strong></span></p>');
    }
  });

  it('shows raw HTML in the source as text, never as markup', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n**<img src=x onerror=alert(2)>** <a href="javascript:x" onclick="y">a</a>\n\n<div onmouseover="z">block</div>');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        '<p><strong>&lt;img src=x onerror=alert(2)&gt;</strong> &lt;a href=&quot;javascript:x&quot; onclick=&quot;y&quot;&gt;a&lt;/a&gt;</p>' +
        '<p>&lt;div onmouseover=&quot;z&quot;&gt;block&lt;/div&gt;</p>',
    );
    expect(html).not.toMatch(/<(script|img|div|a )/);
  });

  it('reads character references as the characters they stand for, and their markup as text', () => {
    expect(markdownToHtml('## Q&amp;A\n\nFruit &amp; nuts &lt;b&gt;5&lt;/b&gt; &#169; &#x41; &copy; &nope; &#0;')).toBe(
      '<h2 id="q-a">Q&amp;A</h2><p>Fruit &amp; nuts &lt;b&gt;5&lt;/b&gt; © A &amp;copy; &amp;nope; \uFFFD</p>',
    );
  });

  it('draws an uploaded image with its variants, and an image from elsewhere only as a link to it', () => {
    const uploaded = markdownToHtml('![A plate](/uploads/plate.jpg)', CATALOG);
    expect(uploaded).toMatch(/^<p><picture><source type="image\/avif" srcSet="\/uploads\/variants\/plate-320.avif 320w, [^"]*" sizes="[^"]+"\/>/);
    expect(uploaded).toContain('<source type="image/webp" srcSet="/uploads/variants/plate-320.webp 320w');
    expect(uploaded).toContain('<img src="/uploads/plate.jpg" alt="A plate" width="1200" height="800" loading="lazy"');
    expect(markdownToHtml('![Other](/uploads/other.png)')).toMatch(/^<p><img src="\/uploads\/other.png" alt="Other" width="820" height="461" loading="lazy"[^>]*\/><\/p>$/);
    expect(markdownToHtml('![A tracker](https://evil.example/pixel.gif)')).toBe('<p><a href="https://evil.example/pixel.gif" rel="noopener nofollow">A tracker</a></p>');
    expect(markdownToHtml('![Escaping](/uploads/../admin) ![Script](javascript:alert(1))')).toBe('<p><a href="/uploads/../admin" rel="noopener">Escaping</a> Script</p>');
  });

  it('sets a block right to left or left to right when it starts with the direction mark, and leaves the others to the page', () => {
    const html = markdownToHtml('\u200FDietBar تساعدك\n\n\u200EEnglish in Arabic\n\n## \u200Fعنوان\n\n- \u200Fبند\n- item\n\nPlain');
    expect(html).toBe(
      '<p dir="rtl">\u200FDietBar تساعدك</p>' +
        '<p dir="ltr">\u200EEnglish in Arabic</p>' +
        '<h2 id="عنوان" dir="rtl">\u200Fعنوان</h2>' +
        '<ul><li dir="rtl">\u200Fبند</li><li>item</li></ul>' +
        '<p>Plain</p>',
    );
  });
});
