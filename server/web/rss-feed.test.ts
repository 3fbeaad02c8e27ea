import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import type { BlogPost } from '@shared/schemas/blog-post';
import { blogPostInput, categoryInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { standInBuild } from '../test/stand-in-build';

/*
 * The blog's RSS feed as a feed reader reads it: the real app on a fresh database, its XML parsed strictly.
 */

const CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';
const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
const POSTS = 22;

let server: TestServer;
let visitor: TestClient;
let build: ReturnType<typeof standInBuild>;
let admin: TestClient;
/** The posts made, oldest first: post `index` was published `index` days after the first. */
const posts: BlogPost[] = [];

beforeAll(async () => {
  build = standInBuild();
  server = await startTestServer({ WEB_DIST_DIR: build.distDir });
  visitor = server.client();
  admin = await server.admin();
  await admin.post('/api/categories', categoryInput({ nameEn: 'Healthy Eating', nameAr: 'الأكل الصحي' }));
  // Made out of order, so that the feed's order is its own sorting and not the order of the rows.
  const order = Array.from({ length: POSTS }, (_, index) => (index * 7) % POSTS);
  const made = new Map<number, BlogPost>();
  for (const index of order) {
    const day = String(index + 1).padStart(2, '0');
    const response = await admin.post(
      '/api/blog-posts',
      blogPostInput({
        slug: `post-${index}`,
        titleEn: `Post ${index} <& "quoted">`,
        titleAr: `المقال ${index}`,
        excerptEn: `Excerpt ${index}`,
        excerptAr: `ملخص ${index}`,
        contentEn: `Eat **more greens** ${index}.\nA second line with <script>alert(1)</script> & ]]> in it.\n\nA paragraph\u0007 of its own.`,
        contentAr: `تناول **الخضار** ${index}.`,
        publishedAt: `2026-01-${day}T09:30:00.000Z`,
      }),
    );
    expect(response.status).toBe(201);
    made.set(index, response.body);
  }
  posts.push(...order.map((_, index) => made.get(index)!));
});

afterAll(async () => {
  await server?.stop();
  build?.remove();
});

/** The document of a strictly parsed XML text: any warning or error fails the test. */
function parseXml(text: string) {
  const fail = (message: string) => {
    throw new Error(`not well-formed XML: ${message}`);
  };
  return new DOMParser({ errorHandler: { warning: fail, error: fail, fatalError: fail } }).parseFromString(text, 'text/xml');
}

const childText = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? undefined;

async function feed(query: string) {
  const response = await visitor.get(`/rss.xml${query}`, { cookie: false });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const document = parseXml(response.text);
  const channel = document.getElementsByTagName('channel')[0]!;
  const items = Array.from(channel.getElementsByTagName('item'));
  return { response, document, channel, items };
}

describe.each(LANGUAGES)('/rss.xml?lang=%s', (language) => {
  it('is RSS 2.0 of the 20 newest posts, newest first, in its language, with absolute links', async () => {
    const { document, channel, items } = await feed(`?lang=${language}`);
    expect(document.documentElement?.getAttribute('version')).toBe('2.0');
    expect(childText(channel, 'language')).toBe(language);
    expect(childText(channel, 'title')).toBe(language === 'en' ? 'Nutrition Blog | DietBar' : 'مدونة التغذية | دايت بار');
    expect(childText(channel, 'link')).toBe(`${visitor.baseUrl}/blogs?lang=${language}`);
    expect(childText(channel, 'description')).toBeTruthy();
    const self = channel.getElementsByTagNameNS(ATOM_NAMESPACE, 'link')[0]!;
    expect([self.getAttribute('rel'), self.getAttribute('href')]).toEqual(['self', `${visitor.baseUrl}/rss.xml?lang=${language}`]);

    const newest = posts.slice(-20).reverse();
    expect(items.map((item) => childText(item, 'title'))).toEqual(newest.map((post) => (language === 'en' ? post.titleEn : post.titleAr)));
    for (const [index, item] of items.entries()) {
      const post = newest[index]!;
      const link = `${visitor.baseUrl}/blog/${post.slug}?lang=${language}`;
      expect(childText(item, 'link')).toBe(link);
      const guid = item.getElementsByTagName('guid')[0]!;
      expect([guid.textContent, guid.getAttribute('isPermaLink')]).toEqual([link, 'true']);
      expect(childText(item, 'pubDate')).toBe(new Date(post.publishedAt).toUTCString());
      expect(childText(item, 'category')).toBe(language === 'en' ? 'Healthy Eating' : 'الأكل الصحي');
      expect(childText(item, 'description')).toBe(language === 'en' ? post.excerptEn : post.excerptAr);
    }
  });
});

describe('/rss.xml', () => {
  it("carries each post's content as the post's page renders it, escaped once as XML text", async () => {
    const { response, items } = await feed('?lang=en');
    const newest = posts.at(-1)!;
    const index = newest.slug!.replace('post-', '');
    const encoded = items[0]!.getElementsByTagNameNS(CONTENT_NAMESPACE, 'encoded')[0]!;
    // The markers as elements, a line break as <br/>, the markup written in the text as text, the bell left out.
    expect(encoded.textContent).toBe(
      `<p>Eat <strong>more greens</strong> ${index}.<br/>A second line with &lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt; in it.</p><p>A paragraph of its own.</p>`,
    );
    expect(response.text).toContain('&lt;strong&gt;more greens&lt;/strong&gt;');
    expect(response.text).not.toContain('<script>');
  });

  it('is in English when no language is asked for, whatever the cookie', async () => {
    const response = await visitor.get('/rss.xml', { cookie: 'dietbar_lang=ar' });
    const channel = parseXml(response.text).getElementsByTagName('channel')[0]!;
    expect(childText(channel, 'language')).toBe('en');
    expect(childText(channel.getElementsByTagName('item')[0]!, 'title')).toBe(posts.at(-1)!.titleEn);
  });

  it('answers 304 to its ETag until a post changes, then the new content with a new ETag', async () => {
    const first = await visitor.get('/rss.xml?lang=ar');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await visitor.get('/rss.xml?lang=ar', { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const newest = posts.at(-1)!;
    const { id, createdAt: _created, updatedAt: _updated, ...fields } = newest;
    expect((await admin.put(`/api/blog-posts/${id}`, { ...fields, titleAr: 'عنوان جديد' })).status).toBe(200);
    const after = await visitor.get('/rss.xml?lang=ar', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(childText(parseXml(after.text).getElementsByTagName('item')[0]!, 'title')).toBe('عنوان جديد');
  });

  it("is linked from every page's head in the page's language, and is no page of the sitemap", async () => {
    for (const language of LANGUAGES) {
      const page = await visitor.get(`/blogs?lang=${language}`, { cookie: false });
      const title = language === 'en' ? 'Nutrition Blog | DietBar' : 'مدونة التغذية | دايت بار';
      expect(page.text.slice(0, page.text.indexOf('</head>'))).toContain(
        `<link rel="alternate" type="application/rss+xml" title="${title}" href="${visitor.baseUrl}/rss.xml?lang=${language}" />`,
      );
    }
    const sitemap = await visitor.get('/sitemap.xml');
    expect(sitemap.text).not.toContain('rss.xml');
  });
});
