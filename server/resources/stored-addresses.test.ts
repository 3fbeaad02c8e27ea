import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostInput, storyInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

// Every field that holds an address a page turns into a link or an image source refuses the ones a browser could run
// (stored XSS through a link) or that point somewhere other than an upload: 400 naming the field, nothing stored.

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

const SCRIPTED = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '\u0001javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];

const HERO = { titleEn: 'Eat well', titleAr: 'كل جيدا', subtitleEn: 'Plans', subtitleAr: 'خطط' };
const ABOUT = { titleEn: 'About', titleAr: 'من نحن', contentEn: 'We help.', contentAr: 'نساعدك.' };

/** A refused write: 400 whose field problems name `field` (a list's item path starts with it). */
function expectRefused(response: { status: number; body: any }, field: string) {
  expect(response.status).toBe(400);
  expect(response.body.error.fields.map((problem: { path: string }) => problem.path.split('.')[0])).toContain(field);
}

describe('link and image addresses', () => {
  it.each(SCRIPTED)('refuses the social link %j on create, upsert and update', async (url) => {
    expectRefused(await admin.post('/api/social-links', { platform: 'facebook', url }), 'url');
    expectRefused(await admin.post('/api/social-links/upsert', { platform: 'facebook', url }), 'url');
    const { body: link } = await admin.post('/api/social-links/upsert', { platform: 'youtube', url: 'https://youtube.com/@dietbar' });
    expectRefused(await admin.put(`/api/social-links/${link.id}`, { platform: 'youtube', url }), 'url');
    expect((await server.client().get('/api/social-links')).body.map((item: { url: string }) => item.url)).toEqual(['https://youtube.com/@dietbar']);
  });

  it('takes http(s), wa.me, mailto: and tel: links, the message naming what is allowed', async () => {
    for (const [platform, url] of [
      ['whatsapp', 'https://wa.me/201001234567'],
      ['email', 'mailto:hello@dietbar.example'],
      ['phone', 'tel:+201001234567'],
      ['instagram', 'http://instagram.com/dietbar'],
    ]) {
      expect((await admin.post('/api/social-links/upsert', { platform, url })).body).toMatchObject({ platform, url });
    }
    const refused = await admin.post('/api/social-links/upsert', { platform: 'facebook', url: 'facebook.com/dietbar' });
    expect(refused.body.error.fields).toEqual([{ path: 'url', code: 'invalid_link', message: 'Must be an http(s), mailto: or tel: link' }]);
  });

  it.each([...SCRIPTED, '/api/contact-submissions', '/uploads/%2e%2e/api/contact-submissions', '//evil.example/uploads/a.png'])(
    'refuses the image address %j in every image field',
    async (image) => {
      expectRefused(await admin.post('/api/blog-posts', blogPostInput({ image })), 'image');
      expectRefused(await admin.post('/api/blog-posts', blogPostInput({ additionalImages: ['/uploads/a.png', image] })), 'additionalImages');
      expectRefused(await admin.post('/api/success-stories', storyInput({ image })), 'image');
      for (const field of ['beforeImage', 'afterImage'] as const) expectRefused(await admin.post('/api/success-stories', storyInput({ [field]: image })), field);
      expectRefused(await admin.post('/api/success-stories', storyInput({ additionalImages: [image] })), 'additionalImages');
      expectRefused(await admin.post('/api/hero-content', { ...HERO, backgroundImage: image }), 'backgroundImage');
      expectRefused(await admin.post('/api/about-content', { ...ABOUT, image }), 'image');
    },
  );

  it('keeps uploaded and http(s) images, and an empty optional one', async () => {
    const story = await admin.post('/api/success-stories', storyInput({ image: '/uploads/a.png', beforeImage: 'https://images.example.com/b.jpg', afterImage: '' }));
    expect(story.status).toBe(201);
    expect((await admin.post('/api/hero-content', { ...HERO, backgroundImage: '' })).status).toBe(200);
    expect((await admin.post('/api/about-content', { ...ABOUT, image: '/uploads/about.jpg' })).body.image).toBe('/uploads/about.jpg');
  });
});
