import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

const heroForm = (image?: Blob | string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    titleEn: 'Eat well, live well',
    titleAr: 'كل جيدا، عش جيدا',
    subtitleEn: 'Personal nutrition plans',
    subtitleAr: 'خطط تغذية شخصية',
    ctaButtonTextEn: 'Get Started',
    ctaButtonTextAr: 'ابدأ الآن',
  })) form.append(key, value);
  if (image instanceof Blob) form.append('backgroundImage', image, 'hero.png');
  else if (image) form.append('backgroundImage', image);
  return form;
};

describe('hero and about content', () => {
  it('starts empty, then saves the hero from multipart with a new file, then keeps an existing url', async () => {
    expect((await server.client().get('/api/hero-content')).body).toBeNull();
    const withFile = await admin.request('POST', '/api/hero-content', { raw: heroForm(new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' })) });
    expect(withFile.status).toBe(200);
    expect(withFile.body.backgroundImage).toMatch(/^\/uploads\/.+\.png$/);
    const withUrl = await admin.request('POST', '/api/hero-content', { raw: heroForm(withFile.body.backgroundImage) });
    expect(withUrl.body).toMatchObject({ id: withFile.body.id, backgroundImage: withFile.body.backgroundImage, titleAr: 'كل جيدا، عش جيدا' });
  });

  it('refuses a hero without its Arabic title, and a non-image file', async () => {
    const form = heroForm();
    form.delete('titleAr');
    const missing = await admin.request('POST', '/api/hero-content', { raw: form });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([{ path: 'titleAr', code: 'required', message: 'Required' }]);
    const notImage = await admin.request('POST', '/api/hero-content', { raw: heroForm(new Blob(['hello'], { type: 'image/png' })) });
    expect(notImage.status).toBe(415);
  });

  it("keeps a description of the practice's own picture in each language, trimmed, and refuses one over 250 characters", async () => {
    const described = heroForm('/uploads/hero.jpg');
    described.append('imageAltEn', '  The dietitian with a client  ');
    described.append('imageAltAr', 'أخصائية التغذية مع عميلة');
    const saved = await admin.request('POST', '/api/hero-content', { raw: described });
    expect(saved.body).toMatchObject({ imageAltEn: 'The dietitian with a client', imageAltAr: 'أخصائية التغذية مع عميلة' });
    expect((await admin.request('POST', '/api/hero-content', { raw: heroForm('/uploads/hero.jpg') })).body).toMatchObject({ imageAltEn: '', imageAltAr: '' });

    const tooLong = heroForm('/uploads/hero.jpg');
    tooLong.append('imageAltAr', 'ص'.repeat(251));
    const refused = await admin.request('POST', '/api/hero-content', { raw: tooLong });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([expect.objectContaining({ path: 'imageAltAr' })]);
  });

  it('saves the about section from JSON as well', async () => {
    const saved = await admin.post('/api/about-content', { titleEn: 'About', titleAr: 'من نحن', contentEn: 'Ten years.', contentAr: 'عشر سنوات.', image: '/uploads/about.jpg' });
    expect(saved.status).toBe(200);
    expect((await server.client().get('/api/about-content')).body).toMatchObject({ titleAr: 'من نحن', image: '/uploads/about.jpg' });
  });
});
