import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE, type AuditLogEntry, type AuditLogPage } from '@shared/audit';
import { blogPostInput, categoryInput, contactInput, packageInput, serviceInput, storyInput } from '../../test/factories';
import { TEST_ADMIN, TINY_PNG, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { refuseWrites } from '../../test/refused-writes';

let server: TestServer;
let admin: TestClient;
let actor: { id: number; name: string; email: string };
beforeAll(async () => {
  server = await startTestServer({ CONTACT_RATE_LIMIT: '1000' });
  admin = await server.admin();
  actor = { id: (await admin.get('/api/auth/me')).body.user.id, name: TEST_ADMIN.name, email: TEST_ADMIN.email };
});
afterAll(() => server.stop());

const page = (query = '') => admin.get<AuditLogPage>(`/api/audit-log${query}`);

/** The entries about one record, oldest first. */
async function entriesOf(entity: string, entityId: number | string): Promise<AuditLogEntry[]> {
  const { body } = await page(`?limit=${AUDIT_PAGE.max}&entity=${entity}`);
  return body.items.filter((entry) => entry.entityId === entityId).reverse();
}

const lastId = async () => (await page('?limit=1')).body.items[0]?.id ?? 0;

const imageForm = (field: string, names: string[]) => {
  const form = new FormData();
  for (const name of names) form.append(field, new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), name);
  return form;
};

interface RecordKind {
  entity: string;
  path: string;
  create: Record<string, unknown>;
  update: { method: 'PUT' | 'PATCH'; body: Record<string, unknown> };
  /** The only fields the update changes, as [before, after]. */
  changed: Record<string, [unknown, unknown]>;
  summary: string;
}

const RECORD_KINDS: RecordKind[] = [
  {
    entity: 'package',
    path: '/api/packages',
    create: packageInput(),
    update: { method: 'PUT', body: packageInput({ nameEn: 'Premium Plan', price: '900' }) },
    changed: { nameEn: ['Basic Plan', 'Premium Plan'], price: ['500', '900'] },
    summary: 'Premium Plan',
  },
  {
    entity: 'package',
    path: '/api/packages',
    create: packageInput({ nameEn: 'Star Plan' }),
    update: { method: 'PUT', body: { isPopular: true } },
    changed: { isPopular: [false, true] },
    summary: 'Star Plan',
  },
  {
    entity: 'success_story',
    path: '/api/success-stories',
    create: storyInput(),
    update: { method: 'PUT', body: storyInput({ achievementEn: 'Lost 15 kg', additionalImages: ['/uploads/a.jpg'] }) },
    changed: { achievementEn: ['Lost 12 kg', 'Lost 15 kg'], additionalImages: [[], ['/uploads/a.jpg']] },
    summary: 'Sara M.',
  },
  {
    entity: 'blog_post',
    path: '/api/blog-posts',
    create: blogPostInput({ slug: 'better-breakfasts' }),
    update: { method: 'PUT', body: blogPostInput({ slug: 'better-breakfasts', titleEn: 'Better breakfasts' }) },
    changed: { titleEn: ['Ten Tips for Better Breakfasts!', 'Better breakfasts'] },
    summary: 'Better breakfasts',
  },
  {
    entity: 'category',
    path: '/api/categories',
    create: categoryInput(),
    update: { method: 'PATCH', body: { nameAr: 'أكل صحي', isActive: false } },
    changed: { nameAr: ['الأكل الصحي', 'أكل صحي'], isActive: [true, false] },
    summary: 'Healthy Eating',
  },
  {
    entity: 'service',
    path: '/api/services',
    create: serviceInput(),
    update: { method: 'PUT', body: serviceInput({ descriptionEn: 'Plans for every week' }) },
    changed: { descriptionEn: ['', 'Plans for every week'] },
    summary: 'Meal planning',
  },
  {
    entity: 'social_link',
    path: '/api/social-links',
    create: { platform: 'instagram', url: 'https://instagram.com/dietbar' },
    update: { method: 'PUT', body: { platform: 'instagram', url: 'https://instagram.com/dietbar.eg' } },
    changed: { url: ['https://instagram.com/dietbar', 'https://instagram.com/dietbar.eg'] },
    summary: 'instagram: https://instagram.com/dietbar.eg',
  },
];

describe('GET /api/audit-log', () => {
  it('answers 401 signed out, and takes no write of any kind: entries cannot be changed or deleted', async () => {
    const visitor = server.client();
    const signedOut = await visitor.get('/api/audit-log');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe('authentication_required');
    const id = await lastId();
    expect(id).toBeGreaterThan(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const onList = await admin.request(method, '/api/audit-log', { body: method === 'DELETE' ? undefined : {} });
      expect(onList.status, method).toBe(405);
      expect(onList.body.error.code).toBe('method_not_allowed');
      const onEntry = await admin.request(method, `/api/audit-log/${id}`, { body: method === 'DELETE' ? undefined : { summary: 'edited' } });
      expect(onEntry.status, method).toBe(404);
    }
    expect((await admin.get(`/api/audit-log/${id}`)).status).toBe(404);
    expect((await page('?limit=1')).body.items[0]!.id).toBe(id);
  });

  it('records each record created, updated and deleted with its admin, title and changed fields only', async () => {
    for (const kind of RECORD_KINDS) {
      const created = await admin.post(kind.path, kind.create);
      expect(created.status, kind.path).toBe(201);
      const id = created.body.id;
      const updated = await admin.request(kind.update.method, `${kind.path}/${id}`, { body: kind.update.body });
      expect(updated.status, kind.path).toBe(200);
      // Saved again as it is: nothing changed, nothing recorded.
      expect((await admin.request(kind.update.method, `${kind.path}/${id}`, { body: kind.update.body })).status).toBe(200);
      expect((await admin.delete(`${kind.path}/${id}`)).status).toBe(204);

      const [creation, update, deletion, ...rest] = await entriesOf(kind.entity, id);
      expect(rest, kind.path).toEqual([]);
      const common = { actor, entity: kind.entity, entityId: id, at: expect.any(String) };
      expect(creation).toMatchObject({ ...common, action: `${kind.entity}.created` });
      // A new record lists the fields it holds, from nothing.
      for (const [field, value] of Object.entries(created.body)) {
        if (field in kind.create && value !== '' && !(Array.isArray(value) && value.length === 0)) expect(creation!.changes![field], field).toEqual([null, value]);
      }
      expect(creation!.changes).not.toHaveProperty('createdAt');
      expect(creation!.changes).not.toHaveProperty('updatedBy');
      expect(update).toEqual({ ...common, id: expect.any(Number), action: `${kind.entity}.updated`, summary: kind.summary, changes: kind.changed });
      expect(deletion).toMatchObject({ ...common, action: `${kind.entity}.deleted`, summary: kind.summary });
      for (const [field, [, after]] of Object.entries(kind.changed)) expect(deletion!.changes![field]).toEqual([after, null]);
    }
  });

  it('records a category renamed together with the posts it renames, and a refused write not at all', async () => {
    const category = (await admin.post('/api/categories', categoryInput({ name: 'Snacks', nameEn: 'Snacks' }))).body;
    const post = (await admin.post('/api/blog-posts', blogPostInput({ category: 'Snacks' }))).body;
    expect((await admin.patch(`/api/categories/${category.id}`, { name: 'Smart snacks' })).status).toBe(200);
    expect((await admin.get(`/api/blog-posts/${post.id}`)).body.category).toBe('Smart snacks');
    expect((await entriesOf('category', category.id)).at(-1)).toMatchObject({ action: 'category.updated', changes: { name: ['Snacks', 'Smart snacks'] } });

    const before = await lastId();
    expect((await admin.post('/api/packages', { nameEn: 'No Arabic name' })).status).toBe(400);
    expect((await admin.put('/api/packages/99999', packageInput())).status).toBe(404);
    expect((await admin.delete('/api/packages/99999')).status).toBe(404);
    expect((await admin.post('/api/blog-posts', blogPostInput({ slug: post.slug }))).status).toBe(409);
    expect(await lastId()).toBe(before);
  });

  it('records legal texts and social links saved by type or platform, and the single records of the pages', async () => {
    const legal = await admin.post('/api/legal-content', { type: 'privacy_policy', title: 'Privacy', content: 'We keep your data safe.' });
    expect(legal.status).toBe(201);
    await admin.post('/api/legal-content', { type: 'privacy_policy', title: 'Privacy policy', content: 'We keep your data safe.', updatedBy: 'someone else' });
    expect(await entriesOf('legal_content', legal.body.id)).toMatchObject([
      { action: 'legal_content.created', actor, summary: 'Privacy' },
      { action: 'legal_content.updated', actor, summary: 'Privacy policy', changes: { title: ['Privacy', 'Privacy policy'] } },
    ]);

    const link = await admin.post('/api/social-links/upsert', { platform: 'YouTube', url: 'https://youtube.com/@dietbar' });
    await admin.post('/api/social-links/upsert', { platform: 'youtube', url: 'https://youtube.com/@dietbar', isActive: false });
    expect(await entriesOf('social_link', link.body.id)).toMatchObject([
      { action: 'social_link.created', changes: { platform: [null, 'youtube'], url: [null, 'https://youtube.com/@dietbar'], isActive: [null, true] } },
      { action: 'social_link.updated', changes: { isActive: [true, false] } },
    ]);

    const contact = { phone: '+20 100 000 0000', email: 'hello@dietbar.example', addressEn: 'Cairo', addressAr: 'القاهرة', workingHoursEn: '9-6', workingHoursAr: '٩-٦' };
    const info = await admin.post('/api/contact-info', contact);
    await admin.post('/api/contact-info', { ...contact, phone: '+20 111 111 1111' });
    expect(await entriesOf('contact_info', info.body.id)).toMatchObject([
      { action: 'contact_info.created', summary: 'Contact information' },
      { action: 'contact_info.updated', summary: 'Contact information', changes: { phone: ['+20 100 000 0000', '+20 111 111 1111'] } },
    ]);

    const about = { titleEn: 'About', titleAr: 'من نحن', contentEn: 'Ten years.', contentAr: 'عشر سنوات.', image: '/uploads/about.jpg' };
    const saved = await admin.post('/api/about-content', about);
    await admin.post('/api/about-content', { ...about, contentEn: 'Eleven years.' });
    expect(await entriesOf('about_content', saved.body.id)).toMatchObject([
      { action: 'about_content.created', summary: 'About' },
      { action: 'about_content.updated', changes: { contentEn: ['Ten years.', 'Eleven years.'] } },
    ]);
  });

  it('records every uploaded image, alone, several at once or with the hero it becomes part of', async () => {
    const single = await admin.request('POST', '/api/upload-single', { raw: imageForm('image', ['kitchen.png']) });
    expect(single.status).toBe(201);
    expect((await entriesOf('upload', single.body.url))[0]).toMatchObject({ actor, action: 'upload.created', entity: 'upload', summary: 'kitchen.png' });
    expect((await entriesOf('upload', single.body.url))[0]).not.toHaveProperty('changes');

    const several = await admin.request('POST', '/api/upload-multiple', { raw: imageForm('images', ['one.png', 'two.png']) });
    expect(several.status).toBe(201);
    for (const [index, url] of several.body.urls.entries()) {
      expect((await entriesOf('upload', url))[0]).toMatchObject({ action: 'upload.created', summary: ['one.png', 'two.png'][index] });
    }

    const hero = new FormData();
    for (const [key, value] of Object.entries({ titleEn: 'Eat well', titleAr: 'كل جيدا', subtitleEn: 'Plans', subtitleAr: 'خطط' })) hero.append(key, value);
    hero.append('backgroundImage', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'hero.png');
    const saved = await admin.request('POST', '/api/hero-content', { raw: hero });
    expect(saved.status).toBe(200);
    const [upload, heroEntry] = (await page('?limit=2')).body.items.reverse();
    expect(upload).toMatchObject({ action: 'upload.created', entityId: saved.body.backgroundImage, summary: 'hero.png' });
    expect(heroEntry).toMatchObject({ action: 'hero_content.created', entityId: saved.body.id, summary: 'Eat well', changes: { backgroundImage: [null, saved.body.backgroundImage] } });
  });

  it("records a lead's status changes, notes and deletion by its number, keeping nothing the visitor wrote, not even their name", async () => {
    const lead = (await server.client().post('/api/contact', contactInput({ message: 'My blood sugar is high' }))).body;
    expect(await entriesOf('lead', lead.id)).toEqual([]);
    await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'contacted' });
    await admin.patch(`/api/contact-submissions/${lead.id}`, { isRead: true, status: 'contacted' });
    await admin.patch(`/api/contact-submissions/${lead.id}`, { isRead: true });
    expect((await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'Called, will book next week' })).status).toBe(201);
    expect((await admin.delete(`/api/contact-submissions/${lead.id}`)).status).toBe(204);

    const entries = await entriesOf('lead', lead.id);
    expect(entries).toEqual([
      expect.objectContaining({ actor, action: 'lead.updated', summary: `Lead ${lead.id}`, changes: { status: ['new', 'contacted'] } }),
      expect.objectContaining({ actor, action: 'lead.updated', changes: { isRead: [false, true] } }),
      expect.objectContaining({ actor, action: 'lead.note_added', summary: `Lead ${lead.id}` }),
      expect.objectContaining({ actor, action: 'lead.deleted', summary: `Lead ${lead.id}`, changes: { status: ['contacted', null], isRead: [true, null] } }),
    ]);
    const text = JSON.stringify(entries);
    for (const written of ['blood sugar', 'Called, will book', contactInput().name, contactInput().email, contactInput().phone]) expect(text).not.toContain(written);
  });
});

describe('pages and filters', () => {
  it('pages newest first through before and nextBefore, every entry once, and ends with null', async () => {
    for (let index = 0; index < 7; index += 1) await admin.post('/api/services', serviceInput({ nameEn: `Paged ${index}` }));
    const all = (await page(`?limit=${AUDIT_PAGE.max}`)).body.items.map((entry) => entry.id);
    expect(all.length).toBeGreaterThan(20);
    expect(all).toEqual([...all].sort((a, b) => b - a));

    const seen: number[] = [];
    let before: number | null | undefined;
    do {
      const response = await page(`?limit=3${before ? `&before=${before}` : ''}`);
      expect(response.status).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...response.body.items.map((entry) => entry.id));
      before = response.body.nextBefore;
      if (before !== null) expect(before).toBe(response.body.items.at(-1)!.id);
    } while (before !== null);
    expect(seen).toEqual(all);

    const defaults = await page();
    expect(defaults.body.items).toHaveLength(Math.min(all.length, AUDIT_PAGE.default));
    expect((await page(`?before=${all.at(-1)}`)).body).toEqual({ items: [], nextBefore: null });
  });

  it('filters by action and by entity, together, and takes an empty filter as none', async () => {
    const created = (await page(`?limit=${AUDIT_PAGE.max}&action=service.created`)).body.items;
    expect(created.length).toBeGreaterThanOrEqual(8);
    expect(new Set(created.map((entry) => entry.action))).toEqual(new Set(['service.created']));
    const packages = (await page(`?limit=${AUDIT_PAGE.max}&entity=package`)).body.items;
    expect(new Set(packages.map((entry) => entry.action))).toEqual(new Set(['package.created', 'package.updated', 'package.deleted']));
    const both = (await page(`?limit=${AUDIT_PAGE.max}&entity=package&action=package.deleted`)).body.items;
    expect(both.map((entry) => entry.entityId)).toEqual(packages.filter((entry) => entry.action === 'package.deleted').map((entry) => entry.entityId));
    expect((await page('?action=admin.removed&entity=session')).body).toEqual({ items: [], nextBefore: null });

    const paged = await page('?limit=2&action=service.created');
    const next = await page(`?limit=2&action=service.created&before=${paged.body.nextBefore}`);
    expect([...paged.body.items, ...next.body.items].map((entry) => entry.id)).toEqual(created.slice(0, 4).map((entry) => entry.id));

    expect((await page('?limit=5&action=&entity=')).body.items).toEqual((await page('?limit=5')).body.items);
  });

  it('answers 400 naming the parameter for a bad limit, before, action or entity, or an unknown one', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'], ['limit=201', 'limit'], ['limit=ten', 'limit'], ['limit=1.5', 'limit'], ['limit=-3', 'limit'],
      ['before=0', 'before'], ['before=abc', 'before'], [`before=${'9'.repeat(30)}`, 'before'],
      ['action=package.exploded', 'action'], ['action=successStory.created', 'action'], ['entity=packages', 'entity'],
      ['action=auth.sign_in&action=auth.sign_out', 'action'], ['offset=5', 'offset'],
    ]) {
      const response = await admin.get(`/api/audit-log?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code, query).toBe('validation_failed');
      expect(response.body.error.message, query).toContain(field);
    }
    expect((await page(`?limit=${AUDIT_PAGE.max}`)).status).toBe(200);
  });
});

describe('one transaction for a change and its entry', () => {
  it('keeps no change whose entry could not be written: content, uploads, leads, sign-ins, admins', async () => {
    const kept = (await admin.post('/api/packages', packageInput({ nameEn: 'Kept' }))).body;
    const lead = (await server.client().post('/api/contact', contactInput())).body;
    const countOf = async (table: string) => Number(((await server.db(table).count({ count: '*' })) as [{ count: number }])[0].count);
    const counts = async () => Object.fromEntries(await Promise.all(['packages', 'sessions', 'adminUsers', 'leadNotes', 'auditLog'].map(async (table) => [table, await countOf(table)])));
    // Stored images only: their variants are made in the background meanwhile.
    const uploads = () => fs.readdirSync(path.join(server.dataDir, 'uploads'), { withFileTypes: true }).filter((entry) => entry.isFile()).length;
    const before = { counts: await counts(), uploads: uploads() };

    const auditEntries = await refuseWrites(server.db, 'audit_log', 'INSERT');
    try {
      const refused = [
        await admin.post('/api/packages', packageInput({ nameEn: 'Never stored' })),
        await admin.put(`/api/packages/${kept.id}`, packageInput({ nameEn: 'Never renamed' })),
        await admin.delete(`/api/packages/${kept.id}`),
        await admin.request('POST', '/api/upload-single', { raw: imageForm('image', ['lost.png']) }),
        await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'client' }),
        await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'Never noted' }),
        await admin.delete(`/api/contact-submissions/${lead.id}`),
        await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
        await admin.post('/api/admins', { name: 'Never Added', email: 'never@example.com', password: 'green tea and oats 2026' }),
      ];
      expect(refused.map((response) => response.status)).toEqual(refused.map(() => 500));
    } finally {
      await auditEntries.allow();
    }
    expect({ counts: await counts(), uploads: uploads() }).toEqual(before);
    expect((await admin.get(`/api/packages/${kept.id}`)).body.nameEn).toBe('Kept');
    expect((await admin.get(`/api/contact-submissions/${lead.id}`)).body).toMatchObject({ status: 'new', notes: [] });
  });

  it('keeps no entry for a change that failed after its entry was written', async () => {
    const category = (await admin.post('/api/categories', categoryInput({ name: 'Drinks', nameEn: 'Drinks' }))).body;
    await admin.post('/api/blog-posts', blogPostInput({ category: 'Drinks', slug: 'water' }));
    const before = await lastId();
    // Renaming a category renames its posts after the category's entry is written: refusing that undoes both.
    const postUpdates = await refuseWrites(server.db, 'blog_posts', 'UPDATE');
    try {
      expect((await admin.patch(`/api/categories/${category.id}`, { name: 'Juices' })).status).toBe(500);
    } finally {
      await postUpdates.allow();
    }
    expect(await lastId()).toBe(before);
    expect((await admin.get(`/api/categories/${category.id}`)).body.name).toBe('Drinks');
  });
});
