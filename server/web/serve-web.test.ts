import { executionAsyncId } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostInput, storyInput } from '../test/factories';
import { pageText } from '../test/rendered-pages';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

// A stand-in for the Vite build: the same head marker and asset layout, without building.
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>DietBar</title>
    <!--dietbar:head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The stylesheet the browser build wrote for each page module (see scripts/page-stylesheets.ts). */
const PAGE_STYLESHEETS = {
  'site/features/landing/landing-page.tsx': '/assets/landing-page-abc123.css',
  'site/features/booking/book-page.tsx': '/assets/book-page-abc123.css',
  'site/features/booking/manage-booking-page.tsx': '/assets/manage-booking-page-abc123.css',
  'site/pages/not-found-page.tsx': '/assets/not-found-page-abc123.css',
};

let server: TestServer;
let visitor: TestClient;
let distDir: string;
let storyId: number;
let postId: number;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  // The public pages' template, with the island loader the build puts in it.
  fs.writeFileSync(
    path.join(distDir, 'site.html'),
    TEMPLATE.replace('/assets/index-abc123.js', '/assets/site-abc123.js').replace('</head>', '  <link rel="stylesheet" crossorigin href="/assets/site-abc123.css">\n  </head>'),
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, '.vite', 'page-stylesheets.json'), JSON.stringify(PAGE_STYLESHEETS));
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST_DIR: distDir });
  visitor = server.client();
  const admin = await server.admin();
  const story = await admin.post('/api/success-stories', storyInput({ nameEn: 'Mona <Ali>', excerptEn: 'She lost "12 kg" & kept it off.', excerptAr: 'خسرت 12 كغ وحافظت على وزنها.', image: '/uploads/mona.jpg' }));
  storyId = story.body.id;
  const post = await admin.post('/api/blog-posts', blogPostInput({ slug: 'better-breakfasts', titleEn: 'Better <Breakfasts>', titleAr: 'فطور أفضل', excerptEn: 'Start the day well.', image: '/uploads/breakfast.jpg' }));
  postId = post.body.id;
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages', () => {
  it('renders pages without turning on async hooks, which once on tax every request of the process', async () => {
    // The async id a promise's continuation runs in: 0 while no hook is on (React's Node renderer turns one on for good).
    const continuationId = () => Promise.resolve().then(() => executionAsyncId());
    expect(await continuationId()).toBe(0);
    expect((await visitor.get('/blogs?lang=ar')).status).toBe(200);
    expect(await continuationId()).toBe(0);
  });

  it.each(['/', '/success-stories', '/blogs'])('answers %s with 200 and the page rendered, with its islands and their loader', async (pagePath) => {
    const response = await visitor.get(pagePath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toMatch(/<div id="root">(<link [^>]+>)*<div class="site">/);
    expect(response.text).toMatch(/data-island="\w+"/);
    expect(response.text).toContain('<script type="module" crossorigin src="/assets/site-abc123.js"></script>');
  });

  it('sends a page without islands with the loader alone, which remembers the language', async () => {
    const response = await visitor.get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('data-island=');
    expect(response.text.match(/<script type="module"/g)).toHaveLength(1);
  });

  it.each(['/admin', '/admin/dashboard'])('answers %s with 200 and the empty shell of the client-side admin', async (pagePath) => {
    const response = await visitor.get(pagePath);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('data-island=');
  });

  it('writes the landing page tags: title, description, canonical, hreflang, Open Graph and Twitter', async () => {
    const html = head((await visitor.get('/')).text);
    const base = server.url;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>DietBar | Personal nutrition counselling</title>');
    expect(html).toMatch(/<meta name="description" content="Personal nutrition plans[^"]+" \/>/);
    // The bare address is the x-default (its language is chosen per visitor): it is its own canonical.
    expect(html).toContain(`<link rel="canonical" href="${base}/" />`);
    expect(html).toContain(`<meta property="og:url" content="${base}/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}/?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${base}/?lang=ar" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:image" content="${base}/images/default-hero.jpg" />`);
    // The hero image's own text on the page.
    expect(html).toContain('<meta property="og:image:alt" content="Fresh, colourful healthy food on a table" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:image:alt" content="Fresh, colourful healthy food on a table" />');
    expect(html).not.toContain('noindex');
  });

  it('writes Arabic tags and a right-to-left page for ?lang=ar', async () => {
    const html = head((await visitor.get('/blogs?lang=ar')).text);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>مدونة التغذية | دايت بار</title>');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/blogs?lang=ar" />`);
    expect(html).toContain('<meta property="og:locale" content="ar_EG" />');
    // The default image stands for the practice, named in the page's language.
    expect(html).toContain('<meta property="og:image:alt" content="دايت بار" />');
    expect(html).toContain('<meta name="twitter:image:alt" content="دايت بار" />');
  });

  it("uses a story's own name, excerpt and image, HTML-escaped", async () => {
    const html = head((await visitor.get(`/success-story/${storyId}`)).text);
    expect(html).toContain('<title>Mona &lt;Ali&gt;&#39;s Transformation | DietBar</title>');
    expect(html).toContain('<meta name="description" content="She lost &quot;12 kg&quot; &amp; kept it off." />');
    expect(html).toContain(`<meta property="og:image" content="${server.url}/uploads/mona.jpg" />`);
    expect(html).toContain('<meta property="og:image:alt" content="Mona &lt;Ali&gt;" />');
    expect(html).toContain('<meta name="twitter:image:alt" content="Mona &lt;Ali&gt;" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).not.toContain('<Ali>');
  });

  it("writes content holding String.replace's patterns ($&, $', $`) as it is, in the head and the page", async () => {
    const admin = await server.admin();
    const name = "Dollar $& $' $` $1 $$ <i>";
    const { body: story } = await admin.post('/api/success-stories', storyInput({ nameEn: name, excerptEn: `${name} excerpt`, fullStoryEn: `${name} story` }));
    const html = (await visitor.get(`/success-story/${story.id}`)).text;
    const escapedName = 'Dollar $&amp; $&#39; $` $1 $$ &lt;i&gt;';
    expect(head(html)).toContain(`<title>${escapedName}&#39;s Transformation | DietBar</title>`);
    expect(head(html)).toContain(`<meta name="description" content="${escapedName} excerpt" />`);
    // Once each: a pattern expanded would copy the template (and its closing tags) into the page.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(pageText(html)).toContain(`${name} story`);
  });

  it("uses a post's own title and image, by slug or by id, in the asked language", async () => {
    const bySlug = head((await visitor.get('/blog/better-breakfasts')).text);
    expect(bySlug).toContain('<title>Better &lt;Breakfasts&gt; | DietBar</title>');
    expect(bySlug).toContain('<meta name="twitter:description" content="Start the day well." />');
    expect(bySlug).toContain(`<meta name="twitter:image" content="${server.url}/uploads/breakfast.jpg" />`);
    expect(bySlug).toContain('<meta name="twitter:image:alt" content="Better &lt;Breakfasts&gt;" />');
    expect(bySlug).toContain('<meta property="og:image:alt" content="Better &lt;Breakfasts&gt;" />');
    const byId = await visitor.get(`/blog/${postId}?lang=ar`);
    expect(byId.status).toBe(200);
    expect(head(byId.text)).toContain('<title>فطور أفضل | دايت بار</title>');
    expect(head(byId.text)).toContain('<meta property="og:image:alt" content="فطور أفضل" />');
  });

  it.each([
    ['/no-such-page', 'Page Not Found'],
    ['/blog/no-such-post', 'Article Not Found'],
    ['/success-story/999999', 'Story Not Found'],
    ['/success-story/abc', 'Story Not Found'],
    ['/blogs/extra', 'Page Not Found'],
  ])(
    'answers %s with 404, the rendered not-found page and noindex',
    async (pagePath, heading) => {
      const response = await visitor.get(pagePath);
      expect(response.status).toBe(404);
      expect(response.text.slice(response.text.indexOf('<div id="root">'))).toContain(heading);
      expect(head(response.text)).toContain('<title>Page Not Found | DietBar</title>');
      expect(head(response.text)).toContain('<meta name="robots" content="noindex" />');
      // No address to send a search engine to: the address does not exist.
      expect(head(response.text)).not.toContain('rel="canonical"');
      expect(head(response.text)).not.toContain('hreflang');
      expect(head(response.text)).not.toContain('og:url');
    },
  );

  it.each([
    ['the bare address first', ['/blogs', '/blogs?lang=en', '/blogs?lang=ar']],
    ["a language's address first", ['/blogs?lang=en', '/blogs?lang=ar', '/blogs']],
  ])('gives each address its own canonical, whichever was rendered first (%s)', async (_order, addresses) => {
    // Drops every rendered page, so that the first address of the list is the first one rendered.
    server.deps.contentVersion.bump();
    for (const address of addresses) {
      const response = await visitor.get(address, { cookie: false });
      expect(head(response.text), address).toContain(`<link rel="canonical" href="${server.url}${address}" />`);
      expect(head(response.text), address).toContain(`<meta property="og:url" content="${server.url}${address}" />`);
    }
  });

  it.each([
    ['/blogs/', '/blogs'],
    ['/blogs//?lang=ar&page=2', '/blogs?lang=ar&page=2'],
    ['/blog/better-breakfasts/', '/blog/better-breakfasts'],
    ['/success-stories/', '/success-stories'],
    ['//', '/'],
  ])('moves %s for good to the page without its trailing slash, keeping the query', async (address, canonical) => {
    const response = await visitor.get(address, { cookie: false });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(canonical);
  });

  it('moves a story asked for with a trailing slash to its own address', async () => {
    const response = await visitor.get(`/success-story/${storyId}/`, { cookie: false });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/success-story/${storyId}`);
  });

  it.each(['//other.example/', '/no-such-page/'])('moves %s, which names no page, nowhere: it is not found', async (address) => {
    const response = await visitor.get(address, { cookie: false });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it('keeps the admin out of search results', async () => {
    expect(head((await visitor.get('/admin')).text)).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await visitor.request('HEAD', '/blogs');
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
  });
});

describe('stylesheets', () => {
  const stylesheets = (html: string) => [...head(html).matchAll(/<link rel="stylesheet" (?:crossorigin )?href="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['/', '/assets/landing-page-abc123.css'],
    ['/book', '/assets/book-page-abc123.css'],
    ['/booking/some-token', '/assets/manage-booking-page-abc123.css'],
    ['/no-such-page', '/assets/not-found-page-abc123.css'],
  ])('%s links the shared stylesheet, then its own page\'s, and no other', async (pagePath, own) => {
    expect(stylesheets((await visitor.get(pagePath)).text)).toEqual(['/assets/site-abc123.css', own]);
  });

  it('links only the shared stylesheet on a page the build wrote none for', async () => {
    expect(stylesheets((await visitor.get('/blogs')).text)).toEqual(['/assets/site-abc123.css']);
  });
});

describe('files', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const response = await visitor.get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
  });

  it('caches other files briefly', async () => {
    const response = await visitor.get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404 rather than the app', async () => {
    const response = await visitor.get('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it('never serves files outside the build', async () => {
    const response = await visitor.get('/..%2f..%2fetc%2fpasswd.txt');
    expect(response.status).toBe(404);
  });

  it('leaves /api and /uploads to their own handlers', async () => {
    expect((await visitor.get('/api/no-such-route')).body).toMatchObject({ error: { code: 'not_found' } });
    expect((await visitor.get('/uploads/missing.png')).status).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('disallows /admin and points to the sitemap', async () => {
    const response = await visitor.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Disallow: /admin');
    expect(response.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('lists every public page in both languages with alternates', async () => {
    const response = await visitor.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    for (const pagePath of ['/', '/success-stories', '/blogs', '/book', `/success-story/${storyId}`, '/blog/better-breakfasts']) {
      for (const language of ['en', 'ar']) expect(response.text).toContain(`<loc>${server.url}${pagePath}?lang=${language}</loc>`);
    }
    expect(response.text).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${server.url}/blogs?lang=ar" />`);
    // Each address names the same alternates as its page's head: both languages and the x-default.
    const urls = response.text.match(/<url>[\s\S]*?<\/url>/g)!;
    for (const url of urls) expect(url.match(/hreflang="(?:en|ar|x-default)"/g), url).toHaveLength(3);
    expect(response.text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/blogs" />`);
    expect(response.text).not.toContain('/admin');
    // A visitor's own booking page is nobody else's to find.
    expect(response.text).not.toContain('/booking/');
  });
});

describe('without a build', () => {
  it('explains how to build instead of failing obscurely', async () => {
    const bare = await startTestServer();
    try {
      const response = await bare.client().get('/');
      expect(response.status).toBe(503);
      expect(response.text).toContain('npm run build');
      expect((await bare.client().get('/robots.txt')).status).toBe(200);
    } finally {
      await bare.stop();
    }
  });
});

describe('with PUBLIC_URL set', () => {
  it('names the public address in canonical links, hreflang and the sitemap, whatever Host the request came with', async () => {
    const publicServer = await startTestServer({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://dietbar.example/' });
    try {
      const client = publicServer.client();
      const page = head((await client.get('/blogs?lang=ar')).text);
      expect(page).toContain('<link rel="canonical" href="https://dietbar.example/blogs?lang=ar" />');
      expect(page).toContain('hreflang="en" href="https://dietbar.example/blogs?lang=en"');
      expect(page).not.toContain(publicServer.url);
      const sitemap = (await client.get('/sitemap.xml')).text;
      expect(sitemap).toContain('<loc>https://dietbar.example/?lang=en</loc>');
      expect(sitemap).not.toContain(publicServer.url);
    } finally {
      await publicServer.stop();
    }
  });
});
