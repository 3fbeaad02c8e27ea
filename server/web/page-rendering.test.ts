import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingPageResponse, SiteSettingsResponse } from '@shared/api-types';
import { LANGUAGES, type Language } from '@shared/constants';
import { formatPrice } from '@shared/format';
import { localize, pickLocalized } from '@shared/localize';
import type { BlogPost } from '@shared/schemas/blog-post';
import type { Category } from '@shared/schemas/category';
import type { Lead } from '@shared/schemas/lead';
import { answerPublicRead, type PublicRead } from '@shared/public-reads';
import type { SuccessStory } from '@shared/schemas/success-story';
import { sortByPublished } from '@shared/search';
import { markdownToHtml } from '../../web/app/markdown-html';
import { loadPublicPage } from '../../web/app/public-pages';
import { adminSocket } from '../test/admin-socket';
import { blogPostInput } from '../test/factories';
import { freePort } from '../test/free-port';
import { postForm } from '../test/forms';
import { missingFrom, normalize, openingTag, islandData, pageText, translator } from '../test/rendered-pages';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { publicReadAnswers } from './public-reads';

/*
 * The public pages as the production build renders them: the real app with the demo content serving the
 * built dist/web, read as plain HTML, the way a crawler or a browser without JavaScript reads them.
 */

const ROOT = path.resolve(__dirname, '../..');
const WEB_DIST_DIR = path.join(ROOT, 'dist', 'web');
const PAGE_SIZE = 6;

let server: TestServer;
let visitor: TestClient;

beforeAll(async () => {
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/ensure-build.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  server = await startTestServer({ SEED_DEMO: 'true', WEB_DIST_DIR });
  visitor = server.client();
  // The demo images get their variants in the background, which changes the image catalog: let it settle first.
  await server.deps.images.idle();
}, 240_000);

afterAll(() => server?.stop());

async function apiJson<T>(apiPath: string): Promise<T> {
  const response = await visitor.get<T>(apiPath);
  if (response.status !== 200) throw new Error(`GET ${apiPath}: ${response.status} ${response.text}`);
  return response.body;
}

/** Whether the page holds a rich text (stories, posts, about) rendered whole, as the feed renders it too. */
function holdsRichText(page: Rendered, markdown: string): boolean {
  const html = markdownToHtml(markdown);
  return html !== '' && page.html.replaceAll('<!-- -->', '').includes(html);
}

interface Rendered {
  status: number;
  html: string;
  text: string;
}

async function renderedPage(pagePath: string, language: Language): Promise<Rendered> {
  const separator = pagePath.includes('?') ? '&' : '?';
  const response = await visitor.get(`${pagePath}${separator}lang=${language}`, { cookie: false });
  expect(response.headers.get('content-type')).toContain('text/html');
  return { status: response.status, html: response.text, text: pageText(response.text) };
}

describe.each(LANGUAGES)('rendered pages hold their content without any script (%s)', (language) => {
  const t = translator(language);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const localized = (record: object, field: string) => pickLocalized<string>(record as Record<string, unknown>, field, language) ?? '';

  async function expectFooter(text: string) {
    const settings = await apiJson<SiteSettingsResponse>('/api/site-settings');
    const info = settings.contactInfo!;
    expect(info, 'demo contact info').toBeTruthy();
    const services = settings.services.filter((service) => service.isActive);
    expect(services.length, 'demo services').toBeGreaterThan(0);
    expect(
      missingFrom(text, [
        t('brand.description'),
        info.phone,
        info.email,
        localized(info, 'address'),
        ...localized(info, 'workingHours').split(/[,،]\s*/),
        ...services.map((service) => localized(service, 'name')),
        t('footer.privacy'),
        t('footer.terms'),
      ]),
    ).toEqual([]);
  }

  it('/: the hero, every package, the about text, the stories and posts shown, the contact form and the footer', async () => {
    const landing = await apiJson<LandingPageResponse>(`/api/landing-page?lang=${language}`);
    const page = await renderedPage('/', language);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<html lang="${language}" dir="${direction}">`);
    expect(page.html).not.toContain('data-testid="skeleton"');
    const hero = landing.heroContent!;
    const about = landing.aboutContent!;
    expect(
      missingFrom(page.text, [
        hero.title,
        hero.subtitle,
        ...landing.packages.flatMap((item) => [item.name, item.description, ...item.features, formatPrice(item.price, language)]),
        about.title,
        ...landing.successStories.flatMap((story) => [localized(story, 'name'), localized(story, 'achievement'), localized(story, 'excerpt')]),
        ...landing.blogPosts.flatMap((post) => [localized(post, 'title'), localized(post, 'excerpt')]),
        t('contact.title'),
        t('contact.name'),
        t('contact.email'),
        t('contact.phone'),
        t('contact.package'),
        t('contact.message'),
        t('contact.submit'),
        t('contact.choosePackage'),
      ]),
    ).toEqual([]);
    expect(holdsRichText(page, about.content), 'the about text').toBe(true);
    expect(landing.packages.length, 'demo packages').toBeGreaterThan(0);
    expect(landing.successStories.length, 'demo stories').toBeGreaterThan(0);
    expect(landing.blogPosts.length, 'demo posts').toBeGreaterThan(0);
    await expectFooter(page.text);
  });

  it('/blogs: the first page of posts, newest first, with the count, the categories and the footer', async () => {
    const [posts, categories] = await Promise.all([apiJson<BlogPost[]>('/api/blog-posts'), apiJson<Category[]>('/api/categories')]);
    const sorted = sortByPublished(posts, 'newest');
    expect(sorted.length, 'more than one page of demo posts').toBeGreaterThan(PAGE_SIZE);
    const page = await renderedPage('/blogs', language);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<html lang="${language}" dir="${direction}">`);
    expect(
      missingFrom(page.text, [
        t('blog.listTitle'),
        ...sorted.slice(0, PAGE_SIZE).flatMap((post) => [localized(post, 'title'), localized(post, 'excerpt')]),
        ...categories.filter((category) => category.isActive).map((category) => localized(category, 'name')),
        t('list.showing', { start: 1, end: PAGE_SIZE, total: sorted.length }),
      ]),
    ).toEqual([]);
    // Only the first page: the next post waits behind the Next link.
    expect(page.text).not.toContain(normalize(localized(sorted[PAGE_SIZE]!, 'title')));
    expect(openingTag(page.html, 'rel="next"'), 'the Next link').toMatch(/ href="\/blogs\?(lang=\w+&amp;)?page=2"/);
    await expectFooter(page.text);
  });

  it('/blogs?page=2: the second page of posts', async () => {
    const sorted = sortByPublished(await apiJson<BlogPost[]>('/api/blog-posts'), 'newest');
    const page = await renderedPage('/blogs?page=2', language);
    expect(missingFrom(page.text, sorted.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((post) => localized(post, 'title')))).toEqual([]);
    expect(page.text).not.toContain(normalize(localized(sorted[0]!, 'title')));
  });

  it('/success-stories: the first page of stories, newest first, with the count and the footer', async () => {
    const sorted = sortByPublished(await apiJson<SuccessStory[]>('/api/success-stories'), 'newest');
    expect(sorted.length, 'more than one page of demo stories').toBeGreaterThan(PAGE_SIZE);
    const page = await renderedPage('/success-stories', language);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<html lang="${language}" dir="${direction}">`);
    expect(
      missingFrom(page.text, [
        t('stories.listTitle'),
        ...sorted.slice(0, PAGE_SIZE).flatMap((story) => [localized(story, 'name'), localized(story, 'achievement'), localized(story, 'excerpt')]),
        t('list.showing', { start: 1, end: PAGE_SIZE, total: sorted.length }),
      ]),
    ).toEqual([]);
    expect(page.text).not.toContain(normalize(localized(sorted[PAGE_SIZE]!, 'excerpt')));
    await expectFooter(page.text);
  });

  it("/blog/{slug}: a post's whole content, its category and the footer", async () => {
    const [posts, categories] = await Promise.all([apiJson<BlogPost[]>('/api/blog-posts'), apiJson<Category[]>('/api/categories')]);
    for (const post of posts) {
      const text = localize(post, ['title', 'excerpt', 'content'], language);
      const category = categories.find((candidate) => candidate.name === post.category);
      const page = await renderedPage(`/blog/${post.slug}`, language);
      expect(page.status, post.slug).toBe(200);
      expect(page.html).toContain(`<html lang="${language}" dir="${direction}">`);
      expect(missingFrom(page.text, [text.title, text.excerpt, category ? localized(category, 'name') : post.category]), post.slug).toEqual([]);
      expect(holdsRichText(page, text.content), post.slug).toBe(true);
    }
    await expectFooter((await renderedPage(`/blog/${posts[0]!.slug}`, language)).text);
  });

  it("/success-story/{id}: a story's whole content and the footer", async () => {
    const stories = await apiJson<SuccessStory[]>('/api/success-stories');
    for (const story of stories) {
      const text = localize(story, ['name', 'achievement', 'fullStory'], language);
      const page = await renderedPage(`/success-story/${story.id}`, language);
      expect(page.status, String(story.id)).toBe(200);
      expect(page.html).toContain(`<html lang="${language}" dir="${direction}">`);
      expect(missingFrom(page.text, [t('stories.detailTitle', { name: text.name }), text.achievement]), String(story.id)).toEqual([]);
      expect(holdsRichText(page, text.fullStory), String(story.id)).toBe(true);
    }
    await expectFooter((await renderedPage(`/success-story/${stories[0]!.id}`, language)).text);
  });

  it.each([
    ['/no-such-page', 'notFound.title', 'notFound.text'],
    ['/blog/no-such-post', 'blog.notFoundTitle', 'blog.notFoundText'],
    ['/success-story/999999', 'stories.notFoundTitle', 'stories.notFoundText'],
  ])('%s: 404 with the rendered not-found state', async (pagePath, title, explanation) => {
    const page = await renderedPage(pagePath, language);
    expect(page.status).toBe(404);
    expect(page.html).toContain(`<html lang="${language}" dir="${direction}">`);
    expect(missingFrom(page.text, [t(title), t(explanation), t('common.backToHome')])).toEqual([]);
    await expectFooter(page.text);
  });
});

/** Every public page address the tests read, with the language it is read in. */
async function publicPages(): Promise<string[]> {
  const [posts, stories] = await Promise.all([apiJson<BlogPost[]>('/api/blog-posts'), apiJson<SuccessStory[]>('/api/success-stories')]);
  return ['/', '/blogs', '/success-stories', `/blog/${posts[0]!.slug}`, `/blog/${posts[0]!.id}`, `/success-story/${stories[0]!.id}`, '/book', '/blog/no-such-post', '/success-story/999999', '/no-such-page'];
}

describe('islands', () => {
  /** The islands of a rendered page, by name, in order. */
  const islandsOf = (html: string) => [...html.matchAll(/data-island="(\w+)"/g)].map((match) => match[1]);

  it.each(LANGUAGES)('are the only parts of a page that hydrate, each with its data in the language of the page (%s)', async (language) => {
    const posts = await apiJson<BlogPost[]>('/api/blog-posts');
    for (const pagePath of await publicPages()) {
      const html = (await visitor.get(`${pagePath}?lang=${language}`, { cookie: false })).text;
      const islands = islandsOf(html);
      for (const name of new Set(islands)) expect(islandData(html, name!).language, `${pagePath} ${name}`).toBe(language);
      if (pagePath === '/blogs') {
        expect(islands).toEqual(['blogList']);
        const list = islandData<{ posts: { id: number; titleEn: string }[] }>(html, 'blogList');
        expect(list.props.posts.map((post) => post.id)).toEqual(posts.map((post) => post.id));
        // What the cards show and the search reads, never a whole post.
        expect(list.props.posts[0]).not.toHaveProperty('contentEn');
        expect(Object.keys(list.texts).sort()).toEqual(['blog', 'common', 'list']);
      }
      if (pagePath === '/') expect(new Set(islands)).toEqual(new Set(['getStarted', 'contactForm']));
      if (pagePath === '/book' || pagePath === '/no-such-page') expect(islands, pagePath).toEqual([]);
    }
  });

  it('carry their data as JSON that no text can break out of', async () => {
    const admin = await server.admin();
    const post = await admin.post('/api/blog-posts', blogPostInput({ slug: 'script-in-text', titleEn: 'A </script><script>alert(1)</script> title', titleAr: 'عنوان <!-- تعليق' }));
    expect(post.status).toBe(201);
    try {
      const html = (await visitor.get('/blogs?lang=en', { cookie: false })).text;
      expect(html).not.toContain('<script>alert(1)');
      const list = islandData<{ posts: BlogPost[] }>(html, 'blogList');
      expect(list.props.posts.some((listed) => listed.titleEn === 'A </script><script>alert(1)</script> title')).toBe(true);
    } finally {
      await admin.delete(`/api/blog-posts/${post.body.id}`);
    }
  });
});

describe('in-process reads', () => {
  it('equal the API answer for every read a public page makes, in both languages', async () => {
    const answers = publicReadAnswers(server.deps);
    const reads = new Map<string, PublicRead>();
    for (const pagePath of await publicPages()) {
      for (const language of LANGUAGES) for (const query of loadPublicPage(pagePath, language).reads) reads.set(query.meta!.apiPath!, query.meta!.read!);
    }
    // Every kind of read: settings, images, landing in both languages, categories, both lists, a post, a story.
    expect(reads.size).toBeGreaterThanOrEqual(10);
    for (const [apiPath, read] of reads) {
      const api = await visitor.get(apiPath);
      if (api.status === 200) {
        expect(JSON.parse(JSON.stringify(await answerPublicRead(answers, read))), apiPath).toEqual(api.body);
      } else {
        expect(api.status, apiPath).toBe(404);
        await expect(answerPublicRead(answers, read), apiPath).rejects.toMatchObject({ status: 404 });
      }
    }
  });
});

/** A GET with exactly these headers, its body as the bytes sent (not decompressed). */
function rawGet(pagePath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pagePath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('HTTP caching of rendered pages', () => {
  it('sends an ETag and answers If-None-Match with 304 and no body', async () => {
    const first = await rawGet('/blogs?lang=ar');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await rawGet('/blogs?lang=ar', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another page, or the same page in the other language, is another body.
    expect((await rawGet('/blogs?lang=en', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('compresses with brotli when the client accepts it, else gzip, else sends the page as it is', async () => {
    const plain = await rawGet('/?lang=en');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<html lang="en" dir="ltr">');
    const brotli = await rawGet('/?lang=en', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    const gzip = await rawGet('/?lang=en', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('renders the page again right after an admin write: new content, new ETag', async () => {
    const admin = await server.admin();
    const before = await rawGet('/?lang=en');
    const hero = (await admin.get('/api/hero-content')).body;
    const { id: _id, updatedAt: _updatedAt, updatedBy: _updatedBy, ...fields } = hero;
    const title = `Fresh hero ${Date.now()}`;
    try {
      expect((await admin.post('/api/hero-content', { ...fields, titleEn: title })).status).toBe(200);
      const after = await rawGet('/?lang=en', { 'If-None-Match': before.headers.etag! });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(pageText(after.body.toString('utf8'))).toContain(title);
      // The Arabic page was dropped too, and still shows its own title.
      expect(pageText((await rawGet('/?lang=ar')).body.toString('utf8'))).toContain(hero.titleAr);
    } finally {
      await admin.post('/api/hero-content', fields);
    }
    expect(pageText((await rawGet('/?lang=en')).body.toString('utf8'))).toContain(hero.titleEn);
  });

  it("describes the hero's picture as the practice does, in each language and in link previews; undescribed, it only decorates", async () => {
    const admin = await server.admin();
    const hero = (await admin.get('/api/hero-content')).body;
    const { id: _id, updatedAt: _updatedAt, updatedBy: _updatedBy, ...fields } = hero;
    const heroImageOf = async (language: Language) => {
      const html = (await rawGet(`/?lang=${language}`)).body.toString('utf8');
      const image = html.match(/<img[^>]*fetchpriority="high"[^>]*>/i)?.[0] ?? '';
      return { alt: image.match(/ alt="([^"]*)"/)?.[1], preview: html.match(/property="og:image:alt" content="([^"]*)"/)?.[1] };
    };
    // The demo describes its own picture.
    expect(await heroImageOf('ar')).toEqual({ alt: hero.imageAltAr, preview: hero.imageAltAr });
    try {
      expect((await admin.post('/api/hero-content', { ...fields, imageAltEn: 'The dietitian with a client', imageAltAr: 'أخصائية التغذية مع عميلة' })).status).toBe(200);
      expect(await heroImageOf('en')).toEqual({ alt: 'The dietitian with a client', preview: 'The dietitian with a client' });
      expect(await heroImageOf('ar')).toEqual({ alt: 'أخصائية التغذية مع عميلة', preview: 'أخصائية التغذية مع عميلة' });
      expect((await admin.post('/api/hero-content', { ...fields, imageAltEn: '', imageAltAr: '' })).status).toBe(200);
      expect(await heroImageOf('en')).toEqual({ alt: '', preview: undefined });
      // Without a picture of its own, the site shows its default one, and says what it shows.
      expect((await admin.post('/api/hero-content', { ...fields, backgroundImage: '', imageAltEn: '', imageAltAr: '' })).status).toBe(200);
      expect(await heroImageOf('en')).toEqual({ alt: translator('en')('hero.imageAlt'), preview: translator('en')('hero.imageAlt') });
    } finally {
      await admin.post('/api/hero-content', fields);
    }
  });
});

const FORM = { language: 'ar', name: 'سارة محمود', email: 'sara@example.com', phone: '+20 100 555 0000', packageInterest: '', message: 'أريد حجز استشارة.' };

describe('the contact form posted without JavaScript', () => {
  it('stores a valid form, notifies the admins live and sends the visitor to the thank-you (303)', async () => {
    const { admin, socket, messages } = await adminSocket(server);
    try {
      const name = `${FORM.name} ${Date.now()}`;
      const response = await postForm(server.client(), { ...FORM, name });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/?lang=ar&contact=sent#contact');

      const stored = (await admin.get<Lead[]>('/api/contact-submissions')).body.find((submission) => submission.name === name);
      expect(stored).toMatchObject({ email: FORM.email, phone: FORM.phone, message: FORM.message, isRead: false });
      await expect.poll(() => messages.find((message) => message.type === 'new_contact_submission' && message.data?.name === name)?.data).toMatchObject({
        id: stored!.id,
        email: FORM.email,
      });

      const thanks = await visitor.get('/?lang=ar&contact=sent', { cookie: false });
      expect(thanks.status).toBe(200);
      const t = translator('ar');
      expect(missingFrom(pageText(thanks.text), [t('contact.successTitle'), t('contact.successDescription')])).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('answers an invalid form with the page again (400): what was written kept, each rejected field marked, nothing stored', async () => {
    const admin = await server.admin();
    const count = async () => (await admin.get<Lead[]>('/api/contact-submissions')).body.length;
    const before = await count();
    const response = await postForm(server.client(), { ...FORM, language: 'en', name: 'Kept Name', email: 'not-an-email', message: '' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = response.text;
    expect(html).toContain('<html lang="en" dir="ltr">');
    const t = translator('en');
    expect(missingFrom(pageText(html), [t('contact.invalid'), t('contact.fieldErrors.email'), t('contact.fieldErrors.message')])).toEqual([]);
    expect(pageText(html)).not.toContain(t('contact.fieldErrors.name'));
    const name = openingTag(html, 'id="contact-name"');
    expect(name).toContain('value="Kept Name"');
    expect(name).not.toContain('aria-invalid');
    expect(openingTag(html, 'id="contact-email"')).toContain('value="not-an-email"');
    expect(openingTag(html, 'id="contact-email"')).toContain('aria-invalid="true"');
    expect(openingTag(html, 'id="contact-message"')).toContain('aria-invalid="true"');
    expect(openingTag(html, 'id="contact-phone"')).toContain(`value="${FORM.phone}"`);
    // The form's island carries the refused form, so that it hydrates into the same state.
    expect(islandData<{ refused: unknown }>(html, 'contactForm').props.refused).toEqual({
      values: { name: 'Kept Name', email: 'not-an-email', phone: FORM.phone, packageInterest: '', message: '' },
      problems: {
        email: { code: 'invalid_email', message: 'Must be a valid email address' },
        message: { code: 'required', message: 'Required' },
      },
      outcome: 'invalid',
      whatsapp: false,
    });
    expect(await count()).toBe(before);
  });

  it('words each refused field by its problem in the visitor’s language: a name too long gets its limit', async () => {
    const response = await postForm(server.client(), { ...FORM, name: 'س'.repeat(201) });
    expect(response.status).toBe(400);
    const t = translator('ar');
    expect(missingFrom(pageText(response.text), [t('form.problems.tooLong', { max: 200 })])).toEqual([]);
    expect(pageText(response.text)).not.toContain(t('contact.fieldErrors.name'));
    expect(openingTag(response.text, 'id="contact-name"')).toContain('aria-invalid="true"');
  });

  describe('past the submission limit', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer({ SEED_DEMO: 'true', WEB_DIST_DIR, CONTACT_RATE_LIMIT: '1' });
    });
    afterAll(() => limited?.stop());

    it('answers with the page again (429), the limit explained in the visitor language and the form kept', async () => {
      const client = limited.client();
      expect((await postForm(client, FORM)).status).toBe(303);
      const response = await postForm(client, { ...FORM, name: 'Second Try' });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.text).toContain('<html lang="ar" dir="rtl">');
      expect(pageText(response.text)).toContain(translator('ar')('contact.rateLimited'));
      expect(openingTag(response.text, 'id="contact-name"')).toContain('value="Second Try"');
      const stored = (await (await limited.admin()).get<Lead[]>('/api/contact-submissions')).body;
      const names = stored.map((submission) => submission.name);
      expect(names.filter((name) => name === FORM.name)).toHaveLength(1);
      expect(names).not.toContain('Second Try');
    });
  });
});

describe('the language of a first visit', () => {
  it('stays English and logs a warning when the country lookup fails', async () => {
    const closedPort = await freePort();
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const geo = await startTestServer({ WEB_DIST_DIR, GEO_LOOKUP_URL: `http://127.0.0.1:${closedPort}/{ip}` }, { logger });
    try {
      const response = await geo.client().get('/', { cookie: false });
      expect(response.status).toBe(200);
      expect(response.text).toContain('<html lang="en" dir="ltr">');
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('dietbar_lang='))).toBe(false);
      expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'country lookup failed' }));
    } finally {
      await geo.stop();
    }
  });

  it('asks the lookup service once per visitor address, for the page and for /api/geo alike', async () => {
    const asked: string[] = [];
    const lookup = http.createServer((request, response) => {
      asked.push(request.url!);
      response.setHeader('Content-Type', 'application/json').end(JSON.stringify({ country_code: 'EG' }));
    });
    await new Promise<void>((resolve) => lookup.listen(0, '127.0.0.1', resolve));
    const geo = await startTestServer({ WEB_DIST_DIR, TRUST_PROXY: 'true', GEO_LOOKUP_URL: `http://127.0.0.1:${(lookup.address() as AddressInfo).port}/{ip}` });
    try {
      const headers = { 'X-Forwarded-For': '198.51.100.7' };
      expect((await geo.client().get('/api/geo', { headers })).body).toEqual({ country_code: 'EG' });
      expect((await geo.client().get('/', { cookie: false, headers })).text).toContain('<html lang="ar" dir="rtl">');
      expect(asked).toEqual(['/198.51.100.7']);
    } finally {
      await geo.stop();
      lookup.close();
    }
  });

  it('is Arabic for a visitor from Egypt (the proxy header), English for others, and remembered in a cookie', async () => {
    const egypt = await visitor.get('/', { cookie: false, headers: { 'CF-IPCountry': 'EG' } });
    expect(egypt.text).toContain('<html lang="ar" dir="rtl">');
    expect(egypt.headers.getSetCookie().some((cookie) => cookie.startsWith('dietbar_lang=ar;'))).toBe(true);
    const france = await visitor.get('/', { cookie: false, headers: { 'CF-IPCountry': 'FR' } });
    expect(france.text).toContain('<html lang="en" dir="ltr">');
    // The remembered language wins over the country.
    const remembered = await visitor.get('/', { cookie: 'dietbar_lang=en', headers: { 'CF-IPCountry': 'EG' } });
    expect(remembered.text).toContain('<html lang="en" dir="ltr">');
  });
});
