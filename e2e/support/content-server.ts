import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import { startAdminServer, type AdminServer } from '../admin/support/admin-server';
import { TEST_ADMIN } from '../admin/support/fixtures';

/** How many of each the list pages show at once. */
export const LIST_PAGE_SIZE = 6;

/** What the fixture creates: more stories and posts than one page holds, the newest of each with every optional part. */
export const CONTENT = {
  stories: LIST_PAGE_SIZE + 2,
  posts: LIST_PAGE_SIZE + 3,
  galleryImages: 3,
  relatedImages: 2,
  categories: [
    { nameEn: 'Nutrition Basics', nameAr: 'أساسيات التغذية' },
    { nameEn: 'Recipes', nameAr: 'وصفات' },
  ],
} as const;

const SEED_IMAGES = path.resolve(__dirname, '../../server/db/seed/images');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A server client signed in as TEST_ADMIN: JSON writes and uploads with the cookie and our Origin. */
async function adminClient(url: string) {
  const headers = { Origin: url };
  const setup = await fetch(`${url}${apiPaths.auth.setup()}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  if (setup.status !== 201) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
  const cookie = setup.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const send = async (apiPath: string, body: BodyInit, type?: string) => {
    const response = await fetch(`${url}${apiPath}`, { method: 'POST', headers: { ...headers, Cookie: cookie, ...(type ? { 'Content-Type': type } : {}) }, body });
    if (!response.ok) throw new Error(`POST ${apiPath}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    create: (apiPath: string, data: object) => send(apiPath, JSON.stringify(data), 'application/json'),
    async upload(file: string): Promise<string> {
      const form = new FormData();
      form.append('image', new Blob([fs.readFileSync(path.join(SEED_IMAGES, file))], { type: 'image/jpeg' }), file);
      return ((await send(apiPaths.uploads.single(), form)) as { url: string }).url;
    },
  };
}

/**
 * The newest post's content: Markdown with a heading, a list, a quote, links, an uploaded image, raw HTML (shown as
 * text) and, in Arabic, a paragraph that starts with a Latin word marked right to left (U+200F).
 */
export function markdownContent(image: string, language: 'en' | 'ar'): string {
  return language === 'en'
    ? `## A balanced plate\n\nStart with **vegetables** and *protein*.\nThen starch.\n\n- Half vegetables\n- A quarter protein\n\n> Eat slowly.\n\n[Our packages](/#packages) or [a study](https://example.org/plate).\n\n![A plate](${image})\n\n<b>raw</b>`
    : `## الطبق المتوازن\n\nابدأ **بالخضار** ثم *البروتين*.\nثم النشويات.\n\n- نصف الطبق خضار\n- ربع بروتين\n\n> كُل ببطء.\n\n\u200FDietBar تساعدك على [اختيار باقتك](/#packages) أو [دراسة](https://example.org/plate).\n\n![طبق](${image})\n\n<b>raw</b>`;
}

/** Fills an empty server with CONTENT through the admin API, one day apart from newest to oldest. */
async function createContent(url: string) {
  const admin = await adminClient(url);
  const [image, before, after, ...gallery] = await Promise.all(
    ['story-mariam.jpg', 'story-mariam-before.jpg', 'story-mariam-after.jpg', 'gallery-meal-prep.jpg', 'gallery-morning-walk.jpg', 'gallery-workout-kit.jpg'].map((file) => admin.upload(file)),
  );
  const published = (index: number) => new Date(Date.UTC(2026, 5, 1) - index * DAY_MS).toISOString();
  for (const category of CONTENT.categories) await admin.create(apiPaths.categories.list(), category);
  for (let index = 0; index < CONTENT.stories; index++) {
    const newest = index === 0;
    await admin.create(apiPaths.successStories.list(), {
      nameEn: `Story person ${index + 1}`,
      nameAr: `صاحب القصة ${index + 1}`,
      achievementEn: `Lost ${index + 5} kg`,
      achievementAr: `فقد ${index + 5} كغ`,
      excerptEn: `How person ${index + 1} changed the way they eat.`,
      excerptAr: `كيف غيّر صاحب القصة ${index + 1} طريقة أكله.`,
      fullStoryEn: `It took **patience** and a plan.\nWeek by week.`,
      fullStoryAr: `تطلّب الأمر **صبرًا** وخطة.\nأسبوعًا بعد أسبوع.`,
      image,
      beforeImage: newest ? before : '',
      afterImage: newest ? after : '',
      additionalImages: newest ? gallery.slice(0, CONTENT.galleryImages) : [],
      publishedAt: published(index),
    });
  }
  for (let index = 0; index < CONTENT.posts; index++) {
    const category = CONTENT.categories[index % CONTENT.categories.length]!;
    await admin.create(apiPaths.blogPosts.list(), {
      slug: `post-${index + 1}`,
      category: category.nameEn,
      titleEn: `Eating well, part ${index + 1}`,
      titleAr: `الأكل الجيد، الجزء ${index + 1}`,
      excerptEn: `What to put on your plate, lesson ${index + 1}.`,
      excerptAr: `ما تضعه في طبقك، الدرس ${index + 1}.`,
      contentEn: index === 0 ? markdownContent(gallery[1]!, 'en') : 'Start with **vegetables**.\nThen protein.',
      contentAr: index === 0 ? markdownContent(gallery[1]!, 'ar') : 'ابدأ **بالخضار**.\nثم البروتين.',
      image: gallery[0],
      additionalImages: index === 0 ? gallery.slice(0, CONTENT.relatedImages) : [],
      publishedAt: published(index),
    });
  }
}

/**
 * Tests of the story and blog pages on a server of their own (one per worker) holding exactly CONTENT, so that paging,
 * before and after, galleries and categories are there to test whatever the demo content holds. `baseURL` points at it.
 */
export const test = base.extend<object, { contentServer: AdminServer }>({
  contentServer: [
    async ({}, use) => {
      const server = await startAdminServer({ seedDemo: false });
      try {
        await createContent(server.url);
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ contentServer }, use) => use(contentServer.url),
});

export { expect } from '@playwright/test';
