import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import type { BlogPost } from '@shared/schemas/blog-post';
import type { SuccessStory } from '@shared/schemas/success-story';
import { blogPostInput, packageInput, storyInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { standInBuild } from '../test/stand-in-build';

/*
 * The JSON-LD of the public pages as a search engine reads it from the served HTML: the real app on a fresh database
 * with a stand-in for the Vite build.
 */

const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- \u2028 & -->';
const CONTACT = {
  phone: '+20 100 000 0000',
  email: 'hello@dietbar.example',
  addressEn: '12 Nile St, Zamalek, Cairo, Egypt',
  addressAr: '12 شارع النيل، الزمالك، القاهرة، مصر',
  workingHoursEn: '9-6',
  workingHoursAr: '٩-٦',
};
/** Saturday to Wednesday 10:00 to 18:00, Thursday a short day, Friday closed: in the order an admin might enter them. */
const WEEKLY_HOURS = [
  { weekday: 4, start: '10:00', end: '14:00' },
  ...[6, 0, 1, 2, 3].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
];

let server: TestServer;
let visitor: TestClient;
let build: ReturnType<typeof standInBuild>;
let post: BlogPost;
let hostilePost: BlogPost;
let story: SuccessStory;

beforeAll(async () => {
  build = standInBuild();
  server = await startTestServer({ WEB_DIST_DIR: build.distDir });
  visitor = server.client();
  const admin = await server.admin();
  expect((await admin.post('/api/contact-info', CONTACT)).status).toBe(200);
  expect((await admin.put('/api/booking/availability', { timeZone: 'Africa/Cairo', weekly: WEEKLY_HOURS })).status).toBe(200);
  await admin.post('/api/social-links/upsert', { platform: 'instagram', url: 'https://instagram.com/dietbar' });
  await admin.post('/api/social-links/upsert', { platform: 'whatsapp', url: 'https://wa.me/201000000000' });
  await admin.post('/api/social-links/upsert', { platform: 'youtube', url: 'https://youtube.com/@dietbar', isActive: false });
  await admin.post('/api/packages', packageInput({ nameEn: 'Basic Plan', nameAr: 'الخطة الأساسية', price: '500 EGP', displayOrder: 1 }));
  await admin.post('/api/packages', packageInput({ nameEn: 'Premium Plan', nameAr: 'الخطة المميزة', price: '1,200', displayOrder: 2 }));
  post = (await admin.post('/api/blog-posts', blogPostInput({ slug: 'better-breakfasts', titleEn: 'Better Breakfasts', titleAr: 'فطور أفضل', image: '/uploads/breakfast.jpg', publishedAt: '2026-02-01T08:00:00.000Z' }))).body;
  hostilePost = (await admin.post('/api/blog-posts', blogPostInput({ slug: 'hostile', titleEn: HOSTILE_TITLE, excerptEn: HOSTILE_TITLE }))).body;
  story = (await admin.post('/api/success-stories', storyInput({ nameEn: 'Mona A.', nameAr: 'منى أ.' }))).body;
});

afterAll(async () => {
  await server?.stop();
  build?.remove();
});

interface Page {
  html: string;
  /** Each JSON-LD block of the page, parsed. */
  structuredData: Record<string, any>[];
}

async function page(pagePath: string, language: string): Promise<Page> {
  const response = await visitor.get(`${pagePath}?lang=${language}`, { cookie: false });
  expect(response.status).toBe(200);
  const blocks = [...response.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  return { html: response.text, structuredData: blocks };
}

const ofType = (data: Record<string, any>[], type: string) => {
  const found = data.filter((item) => item['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

describe.each(LANGUAGES)('structured data (%s)', (language) => {
  const isEnglish = language === 'en';
  const pageUrl = (pagePath: string) => `${visitor.baseUrl}${pagePath}?lang=${language}`;
  const practice = () => ({
    '@type': 'Organization',
    name: isEnglish ? 'DietBar' : 'دايت بار',
    url: pageUrl('/'),
    logo: { '@type': 'ImageObject', url: `${visitor.baseUrl}/logo.png` },
  });

  it('the landing page: the practice as a medical clinic of dietetics, with its address, hours, price range, profiles and packages', async () => {
    const { structuredData } = await page('/', language);
    const business = ofType(structuredData, 'MedicalClinic');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      medicalSpecialty: 'https://schema.org/DietNutrition',
      name: practice().name,
      url: pageUrl('/'),
      logo: `${visitor.baseUrl}/logo.png`,
      telephone: CONTACT.phone,
      email: CONTACT.email,
      // The one line the practice typed, read as street, city and country.
      address: isEnglish
        ? { '@type': 'PostalAddress', streetAddress: '12 Nile St, Zamalek', addressLocality: 'Cairo', addressCountry: 'EG' }
        : { '@type': 'PostalAddress', streetAddress: '12 شارع النيل، الزمالك', addressLocality: 'القاهرة', addressCountry: 'EG' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Saturday'], opens: '10:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday'], opens: '10:00', closes: '14:00' },
      ],
      priceRange: 'EGP 500–1200',
      makesOffer: [
        { '@type': 'Offer', name: isEnglish ? 'Basic Plan' : 'الخطة الأساسية', price: '500', priceCurrency: 'EGP' },
        { '@type': 'Offer', name: isEnglish ? 'Premium Plan' : 'الخطة المميزة', price: '1200', priceCurrency: 'EGP' },
      ],
    });
    expect(business.address.addressRegion).toBeUndefined();
    // The active profiles only: the WhatsApp chat is a way to write, not a page about the practice.
    expect(business.sameAs).toEqual(['https://instagram.com/dietbar']);
    expect(business.image).toBe(`${visitor.baseUrl}/images/default-hero.jpg`);
  });

  it("a post's page: a BlogPosting by the practice and the trail Home › Blog › the post", async () => {
    const { structuredData } = await page(`/blog/${post.slug}`, language);
    expect(structuredData).toHaveLength(2);
    expect(ofType(structuredData, 'BlogPosting')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: isEnglish ? post.titleEn : post.titleAr,
      description: isEnglish ? post.excerptEn : post.excerptAr,
      image: `${visitor.baseUrl}/uploads/breakfast.jpg`,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      inLanguage: language,
      mainEntityOfPage: pageUrl('/blog/better-breakfasts'),
      author: practice(),
      publisher: practice(),
    });
    expect(ofType(structuredData, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: isEnglish ? 'Home' : 'الرئيسية', item: pageUrl('/') },
      { '@type': 'ListItem', position: 2, name: isEnglish ? 'Blogs' : 'المدونة', item: pageUrl('/blogs') },
      { '@type': 'ListItem', position: 3, name: isEnglish ? post.titleEn : post.titleAr, item: pageUrl('/blog/better-breakfasts') },
    ]);
  });

  it("a story's page: the trail Home › Success Stories › the story", async () => {
    const { structuredData } = await page(`/success-story/${story.id}`, language);
    expect(structuredData).toHaveLength(1);
    expect(ofType(structuredData, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: isEnglish ? 'Home' : 'الرئيسية', item: pageUrl('/') },
      { '@type': 'ListItem', position: 2, name: isEnglish ? 'Success Stories' : 'قصص النجاح', item: pageUrl('/success-stories') },
      { '@type': 'ListItem', position: 3, name: isEnglish ? story.nameEn : story.nameAr, item: pageUrl(`/success-story/${story.id}`) },
    ]);
  });

  it.each(['/blogs', '/success-stories', '/no-such-page'])('none on %s, which is neither the landing page nor a detail page', async (pagePath) => {
    const response = await visitor.get(`${pagePath}?lang=${language}`, { cookie: false });
    expect(response.text).not.toContain('application/ld+json');
  });
});

describe("the practice's hours", () => {
  it('follow its availability as soon as it is saved, and are left out when it has none', async () => {
    const admin = await server.admin();
    const hours = async () => ofType((await page('/', 'en')).structuredData, 'MedicalClinic').openingHoursSpecification;
    expect(await hours()).toHaveLength(2);
    expect((await admin.put('/api/booking/availability', { timeZone: 'Africa/Cairo', weekly: [{ weekday: 1, start: '09:00', end: '17:00' }] })).status).toBe(200);
    expect(await hours()).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '09:00', closes: '17:00' }]);
    expect((await admin.put('/api/booking/availability', { timeZone: 'Africa/Cairo', weekly: [] })).status).toBe(200);
    expect(await hours()).toBeUndefined();
  });
});

describe("the practice's logo", () => {
  it('is a PNG of at least 112 px a side, as Google asks of a logo', async () => {
    const { format, width, height } = await sharp(path.resolve(__dirname, '../../web/public/logo.png')).metadata();
    expect(format).toBe('png');
    expect(Math.min(width!, height!)).toBeGreaterThanOrEqual(112);
  });
});

describe('structured data with markup in the content', () => {
  const scriptTags = (html: string) => ({ opened: html.match(/<script\b/g)?.length, closed: html.match(/<\/script>/g)?.length });

  it('stays inside its script: no more scripts than a plain post has, and the same title when parsed back', async () => {
    const plain = await page(`/blog/${post.slug}`, 'en');
    const hostile = await page(`/blog/${hostilePost.slug}`, 'en');
    expect(scriptTags(hostile.html)).toEqual(scriptTags(plain.html));
    const posting = ofType(hostile.structuredData, 'BlogPosting');
    expect(posting.headline).toBe(HOSTILE_TITLE);
    expect(ofType(hostile.structuredData, 'BreadcrumbList').itemListElement[2].name).toBe(HOSTILE_TITLE);
    const blocks = [...hostile.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    for (const block of blocks) expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(hostile.html.slice(0, hostile.html.indexOf('</head>'))).not.toContain('<!--');
  });
});
