import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKING_HOURS_EN } from '@shared/constants';
import { demoAvailability, availabilitySchema, consultationTypeInputSchema } from '@shared/schemas/booking';
import { seedDemoContent } from './demo-content';
import { folderStorage } from '../../storage/storage';
import { startTestServer, TestClient } from '../../test/harness';
import { dropTestDatabase, openTestDatabase } from '../../test/postgres';

const TABLES = [
  'packages', 'successStories', 'categories', 'blogPosts', 'heroContent', 'aboutContent', 'services',
  'socialLinks', 'legalContent', 'contactInfo', 'contactSubmissions', 'consultationTypes', 'bookingSettings',
];
const MAX_IMAGE_BYTES = 200 * 1024;

describe('seedDemoContent', () => {
  let tempDir: string;
  let uploadsDir: string;
  let db: Knex;
  const rows: Record<string, Array<Record<string, unknown>>> = {};

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-seed-'));
    uploadsDir = path.join(tempDir, 'uploads');
    db = await openTestDatabase(path.join(tempDir, 'data'));
    await db.migrate.latest();
    await seedDemoContent(db, { storage: folderStorage(uploadsDir), now: new Date('2026-11-22T10:00:00.000Z') });
    for (const table of TABLES) rows[table] = await db(table).select('*');
  });

  afterAll(async () => {
    await db?.destroy();
    await dropTestDatabase(path.join(tempDir, 'data'));
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('adds three packages, exactly one of them popular', () => {
    const packages = rows.packages!;
    expect(packages).toHaveLength(3);
    expect(packages.filter((item) => Boolean(item.isPopular))).toHaveLength(1);
    for (const item of packages) {
      expect(JSON.parse(String(item.featuresEn)).length).toBeGreaterThanOrEqual(4);
      expect(JSON.parse(String(item.featuresAr))).toHaveLength(JSON.parse(String(item.featuresEn)).length);
    }
  });

  it('adds a free online discovery call and an in-person first consultation, bookable by the demo hours', () => {
    const types = rows.consultationTypes!.map((type) => consultationTypeInputSchema.parse({ ...type, isActive: Boolean(type.isActive) }));
    expect(types.map((type) => [type.nameEn, type.durationMinutes, type.mode])).toEqual([
      ['Free discovery call', 15, 'online'],
      ['First consultation', 45, 'in_person'],
    ]);
    expect(types.map((type) => type.nameAr)).toEqual(['مكالمة تعارف مجانية', 'الاستشارة الأولى']);
    expect(rows.bookingSettings!.map((settings) => availabilitySchema.parse(JSON.parse(String(settings.availability))))).toEqual([demoAvailability()]);
  });

  it('adds success stories, several with before and after pictures and galleries', () => {
    const stories = rows.successStories!;
    expect(stories.length).toBeGreaterThanOrEqual(6);
    expect(stories.filter((story) => story.beforeImage && story.afterImage).length).toBeGreaterThanOrEqual(3);
    expect(stories.filter((story) => JSON.parse(String(story.additionalImages)).length >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('adds blog posts with unique slugs across existing categories', () => {
    const posts = rows.blogPosts!;
    const categoryNames = new Set(rows.categories!.map((category) => category.name));
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);
    for (const post of posts) expect(categoryNames).toContain(post.category);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('adds the landing page, footer and contact content', () => {
    expect(rows.heroContent).toHaveLength(1);
    expect(rows.aboutContent).toHaveLength(1);
    expect(rows.services).toHaveLength(5);
    expect(rows.legalContent!.map((item) => item.type).sort()).toEqual(['privacy_policy', 'terms_conditions']);
    expect(rows.socialLinks).toHaveLength(5);
    expect(rows.socialLinks!.every((link) => Boolean(link.isActive))).toBe(true);
    expect(rows.contactInfo).toHaveLength(1);
    expect(rows.contactInfo![0]!.workingHoursEn).toBe(WORKING_HOURS_EN);
    expect(rows.contactSubmissions).toHaveLength(2);
  });

  it('copies every referenced picture into the uploads folder, each under 200 KB', () => {
    const urls = new Set<string>();
    for (const table of TABLES) {
      for (const value of rows[table]!.flatMap(Object.values)) {
        for (const match of String(value).matchAll(/\/uploads\/[\w.-]+/g)) urls.add(match[0]);
      }
    }
    expect(urls.size).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      const file = path.join(uploadsDir, url.slice('/uploads/'.length));
      expect(fs.existsSync(file), url).toBe(true);
      expect(fs.statSync(file).size, url).toBeLessThan(MAX_IMAGE_BYTES);
    }
  });

  it('contains no placeholder text', () => {
    for (const table of TABLES) {
      for (const value of rows[table]!.flatMap(Object.values)) {
        if (typeof value === 'string') expect(value.toLowerCase()).not.toContain('lorem');
      }
    }
  });
});

describe('demo content at start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-seed-start-'));
  const emptyDir = path.join(dataDir, 'empty');
  afterAll(async () => {
    await dropTestDatabase(dataDir);
    await dropTestDatabase(emptyDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // The app's own default for SEED_DEMO (true), which the test servers otherwise turn off.
  const start = (environment: Record<string, string>) => startTestServer({ SEED_DEMO: '', ...environment });

  it('fills an empty database on first start (SEED_DEMO defaults to true), once, and serves its pictures', async () => {
    const first = await start({ DATA_DIR: dataDir });
    let packageIds: number[];
    try {
      const landing = (await new TestClient(first.url).get('/api/landing-page?lang=ar')).body;
      expect(landing.packages).toHaveLength(3);
      expect(landing.heroContent.title).toMatch(/[\u0600-\u06FF]/);
      packageIds = landing.packages.map((item: { id: number }) => item.id);
      const picture = await fetch(first.url + landing.heroContent.backgroundImage);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
    } finally {
      await first.close();
    }
    const second = await start({ DATA_DIR: dataDir });
    try {
      const packages = (await new TestClient(second.url).get('/api/packages')).body;
      expect(packages.map((item: { id: number }) => item.id)).toEqual(packageIds);
    } finally {
      await second.close();
    }
  });

  it('starts empty with SEED_DEMO=false', async () => {
    const server = await start({ DATA_DIR: emptyDir, SEED_DEMO: 'false' });
    try {
      const client = new TestClient(server.url);
      expect((await client.get('/api/landing-page')).body).toEqual({ heroContent: null, aboutContent: null, packages: [], successStories: [], blogPosts: [] });
      expect((await client.get('/api/site-settings')).body).toEqual({ legalContent: [], socialLinks: [], contactInfo: null, services: [], openingHours: [], whatsapp: false });
      expect(fs.readdirSync(path.join(emptyDir, 'uploads'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
