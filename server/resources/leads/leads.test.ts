import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadDetail } from '@shared/schemas/lead';
import { contactInput } from '../../test/factories';
import { startTestServer, TEST_ADMIN, type TestClient, type TestServer } from '../../test/harness';
import { dropTestDatabase, openTestDatabase } from '../../test/postgres';

/* The leads pipeline: status, notes and history, server-side filters and search, statistics. */

const names = (leads: Lead[]) => leads.map((lead) => lead.name);

describe('status, notes and history', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_RATE_LIMIT: '1000' });
    admin = await server.admin();
  });
  afterAll(() => server?.stop());

  const newLead = async (overrides: Record<string, unknown> = {}) => (await server.client().post<Lead>('/api/contact', contactInput(overrides))).body;

  it('starts a lead as new and unread, and moves its status, recording each change with who and when', async () => {
    const lead = await newLead();
    expect(lead).toMatchObject({ status: 'new', isRead: false, language: 'en' });
    expect(lead).not.toHaveProperty('searchText');

    const contacted = await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ id: lead.id, status: 'contacted', isRead: false });
    // Marking read with the status it has already records no change.
    expect((await admin.patch(`/api/contact-submissions/${lead.id}`, { isRead: true, status: 'contacted' })).body).toMatchObject({ isRead: true, status: 'contacted' });
    await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'client' });

    const detail = await admin.get<LeadDetail>(`/api/contact-submissions/${lead.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: lead.id, name: lead.name, status: 'client', isRead: true, notes: [], emailAlert: null });
    const author = { id: expect.any(Number), name: TEST_ADMIN.name };
    expect(detail.body.history).toEqual([
      { id: expect.any(Number), from: 'new', to: 'contacted', author, changedAt: expect.any(String) },
      { id: expect.any(Number), from: 'contacted', to: 'client', author, changedAt: expect.any(String) },
    ]);
    expect(Date.parse(detail.body.history[0]!.changedAt)).toBeLessThanOrEqual(Date.parse(detail.body.history[1]!.changedAt));
  });

  it('refuses an update naming no field, an unknown status and any other field, with a 400 naming it', async () => {
    const lead = await newLead();
    const empty = await admin.patch(`/api/contact-submissions/${lead.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'nothing_to_update', message: expect.stringContaining('isRead, status') });

    const unknownStatus = await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'won' });
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.error.fields).toEqual([{ path: 'status', code: 'invalid_choice', message: 'Must be one of new, contacted, client, closed' }]);

    const otherField = await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'closed', name: 'Changed' });
    expect(otherField.status).toBe(400);
    expect(otherField.body.error.message).toContain('"name"');
    expect((await admin.get<LeadDetail>(`/api/contact-submissions/${lead.id}`)).body).toMatchObject({ name: lead.name, status: 'new', history: [] });

    expect((await admin.patch('/api/contact-submissions/999999', { status: 'closed' })).status).toBe(404);
    expect((await server.client().patch(`/api/contact-submissions/${lead.id}`, { status: 'closed' })).status).toBe(401);
  });

  it('adds notes, trimmed, shown oldest first in both languages; refuses empty, too long and unknown fields', async () => {
    const lead = await newLead();
    const first = await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: '  Called, no answer.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), text: 'Called, no answer.', author: { id: expect.any(Number), name: TEST_ADMIN.name }, createdAt: expect.any(String) });
    const arabic = await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'اتصلتُ بها، وستحضر يوم السبت.' });
    const longest = await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'x'.repeat(2000) });
    expect([arabic.status, longest.status]).toEqual([201, 201]);

    for (const [body, problem] of [
      [{ text: '   ' }, { code: 'required', message: 'Required' }],
      [{}, { code: 'required', message: 'Required' }],
      [{ text: 'x'.repeat(2001) }, { code: 'too_long', message: 'Must be at most 2000 characters', values: { max: 2000 } }],
      [{ text: 42 }, { code: 'not_text', message: 'Must be text' }],
    ] as const) {
      const refused = await admin.post(`/api/contact-submissions/${lead.id}/notes`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual([{ path: 'text', ...problem }]);
    }
    const extra = await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'ok', pinned: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('"pinned"');

    expect((await admin.post('/api/contact-submissions/999999/notes', { text: 'Lost' })).status).toBe(404);
    expect((await server.client().post(`/api/contact-submissions/${lead.id}/notes`, { text: 'Visitor' })).status).toBe(401);

    const detail = await admin.get<LeadDetail>(`/api/contact-submissions/${lead.id}`);
    expect(detail.body.notes.map((note) => note.text)).toEqual(['Called, no answer.', 'اتصلتُ بها، وستحضر يوم السبت.', 'x'.repeat(2000)]);
  });

  it('answers 404 for a lead that does not exist and 400 for an id that is none', async () => {
    expect((await admin.get('/api/contact-submissions/999999')).status).toBe(404);
    expect((await admin.get('/api/contact-submissions/abc')).status).toBe(400);
    expect((await server.client().get('/api/contact-submissions/1')).status).toBe(401);
  });

  it('without SMTP_URL queues no e-mail and shows no alert', async () => {
    const lead = await newLead();
    expect((await admin.get<LeadDetail>(`/api/contact-submissions/${lead.id}`)).body.emailAlert).toBeNull();
    expect(await server.db('mailOutbox').count({ count: '*' }).first()).toMatchObject({ count: 0 });
  });

  it('deletes a lead with its notes and its history', async () => {
    const lead = await newLead();
    await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'Private remark' });
    await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'closed' });
    const kept = await newLead();
    await admin.post(`/api/contact-submissions/${kept.id}/notes`, { text: 'Stays' });

    expect((await admin.delete(`/api/contact-submissions/${lead.id}`)).status).toBe(204);
    expect((await admin.get(`/api/contact-submissions/${lead.id}`)).status).toBe(404);
    expect(await server.db('leadNotes').where({ contactSubmissionId: lead.id })).toEqual([]);
    expect(await server.db('leadStatusChanges').where({ contactSubmissionId: lead.id })).toEqual([]);
    expect((await admin.get<LeadDetail>(`/api/contact-submissions/${kept.id}`)).body.notes.map((note) => note.text)).toEqual(['Stays']);
  });
});

describe('paging, filters, search and statistics', () => {
  let server: TestServer;
  let admin: TestClient;
  let clock = new Date('2026-09-06T23:00:00.000Z');
  const ids: Record<string, number> = {};

  /** Leads sent at given times (the injectable clock), oldest first; the admin signs in at "now", a Wednesday. */
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_RATE_LIMIT: '1000' }, { now: () => clock });
    const leads: [string, string, Record<string, unknown>][] = [
      ['2026-09-06T23:00:00.000Z', 'Old', { name: 'Old Lead', email: 'old@example.com', phone: '', packageInterest: 'other' }],
      ['2026-09-08T23:59:00.000Z', 'Eman', { name: 'إيمان مـحـمـد', email: 'eman@example.com', phone: '', packageInterest: '', message: 'استشارة من فضلك' }],
      ['2026-11-03T10:00:00.000Z', 'Mona', { name: 'Mona', email: 'mona@example.com', phone: '', packageInterest: '3', message: 'Discount 100% please_now' }],
      ['2026-11-24T08:00:00.000Z', 'Fatma', { name: 'فاطمة الزهراء', email: 'fatma@example.com', phone: '0122 345 6789', packageInterest: '3', message: 'أُرِيدُ خُطَّةً غِذَائِيَّةً لِلْحَامِلِ' }],
      ['2026-11-25T09:00:00.000Z', 'Omar', { name: 'Omar Ali', email: 'omar@example.com', phone: '+20 100 000 0000', packageInterest: 'other' }],
    ];
    for (const [at, key, overrides] of leads) {
      clock = new Date(at);
      ids[key] = (await server.client().post<Lead>('/api/contact', contactInput(overrides))).body.id;
    }
    clock = new Date('2026-11-25T12:00:00.000Z');
    admin = await server.admin();
    await admin.patch(`/api/contact-submissions/${ids.Mona}`, { status: 'client' });
    await admin.patch(`/api/contact-submissions/${ids.Eman}`, { status: 'contacted', isRead: true });
  });
  afterAll(() => server?.stop());

  const list = async (query: string) => {
    const response = await admin.get<Lead[]>(`/api/contact-submissions${query}`);
    expect(response.status, response.text).toBe(200);
    return { names: names(response.body), total: Number(response.headers.get('x-total-count')) };
  };

  it('lists every lead newest first by default, with the total in X-Total-Count, exposed to other origins', async () => {
    expect(await list('')).toEqual({ names: ['Omar Ali', 'فاطمة الزهراء', 'Mona', 'إيمان مـحـمـد', 'Old Lead'], total: 5 });
    const crossOrigin = await admin.get('/api/contact-submissions?limit=1', { headers: { Origin: 'null' } });
    expect(crossOrigin.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
  });

  it('pages with limit and offset, the total counting every match', async () => {
    expect(await list('?limit=2')).toEqual({ names: ['Omar Ali', 'فاطمة الزهراء'], total: 5 });
    expect(await list('?limit=2&offset=2')).toEqual({ names: ['Mona', 'إيمان مـحـمـد'], total: 5 });
    expect(await list('?offset=4')).toEqual({ names: ['Old Lead'], total: 5 });
    expect(await list('?limit=0')).toEqual({ names: [], total: 5 });
    expect(await list('?limit=500&offset=9')).toEqual({ names: [], total: 5 });
  });

  it('filters by status, read or not, package and dates (a date alone takes in its whole UTC day)', async () => {
    expect(await list('?status=client')).toEqual({ names: ['Mona'], total: 1 });
    expect(await list('?status=new&limit=1')).toEqual({ names: ['Omar Ali'], total: 3 });
    expect(await list('?isRead=true')).toEqual({ names: ['إيمان مـحـمـد'], total: 1 });
    expect((await list('?isRead=false')).total).toBe(4);
    expect(await list('?package=other')).toEqual({ names: ['Omar Ali', 'Old Lead'], total: 2 });
    expect(await list('?package=3&status=new')).toEqual({ names: ['فاطمة الزهراء'], total: 1 });
    expect(await list('?from=2026-11-03&to=2026-11-24')).toEqual({ names: ['فاطمة الزهراء', 'Mona'], total: 2 });
    expect(await list('?from=2026-11-24&to=2026-11-24')).toEqual({ names: ['فاطمة الزهراء'], total: 1 });
    expect(await list('?to=2026-11-24T07:59:59.999Z&from=2026-11-01')).toEqual({ names: ['Mona'], total: 1 });
    expect(await list(`?from=${encodeURIComponent('2026-11-25T10:00:00+02:00')}`)).toEqual({ names: ['Omar Ali'], total: 1 });
  });

  it('searches name, e-mail, phone and message, case-insensitive, with % and _ taken literally', async () => {
    expect((await list('?q=OMAR')).names).toEqual(['Omar Ali']);
    expect((await list('?q=fatma%40example')).names).toEqual(['فاطمة الزهراء']);
    expect((await list('?q=01223456789')).names).toEqual(['فاطمة الزهراء']);
    expect((await list(`?q=${encodeURIComponent('+20 100 000')}`)).names).toEqual(['Omar Ali']);
    expect((await list('?q=discount')).names).toEqual(['Mona']);
    expect((await list('?q=%25')).names).toEqual(['Mona']);
    expect((await list('?q=_')).names).toEqual(['Mona']);
    expect((await list('?q=%20%20')).total).toBe(5);
    expect(await list('?q=nobody')).toEqual({ names: [], total: 0 });
  });

  it('searches Arabic without regard to harakat, tatweel, alef forms, ta marbuta or alef maqsura', async () => {
    const search = async (query: string) => (await list(`?q=${encodeURIComponent(query)}`)).names;
    expect(await search('اريد خطه غذائيه')).toEqual(['فاطمة الزهراء']);
    expect(await search('للحامل')).toEqual(['فاطمة الزهراء']);
    expect(await search('فاطمه')).toEqual(['فاطمة الزهراء']);
    expect(await search('فَاطِمَة')).toEqual(['فاطمة الزهراء']);
    expect(await search('ايمان محمد')).toEqual(['إيمان مـحـمـد']);
    expect(await search('أيمان')).toEqual(['إيمان مـحـمـد']);
    expect(await search('استشاره')).toEqual(['إيمان مـحـمـد']);
    expect(await search('الزهراء')).toEqual(['فاطمة الزهراء']);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    const badDate = 'Must be a date (YYYY-MM-DD) or a date and time with its zone (2026-11-25T14:00:00Z)';
    for (const [query, problem] of [
      ['?limit=501', { path: 'limit', code: 'too_big', message: 'Must be at most 500', values: { max: 500 } }],
      ['?limit=-1', { path: 'limit', code: 'not_whole_number', message: 'Must be a whole number from 0' }],
      ['?offset=1.5', { path: 'offset', code: 'not_whole_number', message: 'Must be a whole number from 0' }],
      ['?status=won', { path: 'status', code: 'invalid_choice', message: 'Must be one of new, contacted, client, closed' }],
      ['?isRead=yes', { path: 'isRead', code: 'invalid_choice', message: 'Must be true or false' }],
      ['?from=2026-02-30', { path: 'from', code: 'invalid_date', message: badDate }],
      ['?to=2026-11-25T10:00', { path: 'to', code: 'invalid_date', message: badDate }],
      ['?from=2026-11-02&to=2026-11-01', { path: 'to', code: 'ends_before_start', message: 'Must not be before from' }],
      [`?q=${'x'.repeat(201)}`, { path: 'q', code: 'too_long', message: 'Must be at most 200 characters', values: { max: 200 } }],
    ] as const) {
      const refused = await admin.get(`/api/contact-submissions${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.fields, query).toEqual([problem]);
    }
    const unknown = await admin.get('/api/contact-submissions?sort=oldest');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('"sort"');
    expect((await server.client().get('/api/contact-submissions?limit=1')).status).toBe(401);
  });

  it('exports the CSV with the same filters', async () => {
    const exported = async (query: string) => {
      const response = await fetch(`${server.url}/api/contact-submissions/export.csv${query}`, { headers: { Cookie: admin.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-11-25.csv"');
      // Read with its byte-order mark, which response.text() would drop.
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).replace(/\n$/, '').split('\n');
    };
    const clients = await exported('?status=client');
    expect(clients[0]).toBe('\uFEFFid,submittedAt,name,email,phone,packageInterest,message,isRead,status,language');
    expect(clients.slice(1)).toEqual([`${ids.Mona},2026-11-03T10:00:00.000Z,Mona,mona@example.com,,3,Discount 100% please_now,false,client,en`]);
    const arabic = await exported(`?q=${encodeURIComponent('فاطمه')}`);
    expect(arabic).toHaveLength(2);
    expect(arabic[1]).toContain('أُرِيدُ خُطَّةً');
    expect(await exported('?limit=2&offset=1')).toHaveLength(3);
    expect(await exported('')).toHaveLength(6);
    expect((await admin.get('/api/contact-submissions/export.csv?limit=600')).status).toBe(400);
  });

  it('counts leads per ISO week (Monday, UTC) over the last 12 weeks with empty weeks as 0, per status and per package', async () => {
    const stats = await admin.get('/api/contact-submissions/stats');
    expect(stats.status).toBe(200);
    const counts = Array.from({ length: 12 }, () => 0);
    counts[0] = 1; // Eman, Tuesday 8 September (the week of Monday 7 September; Old Lead on the 6th is before it)
    counts[8] = 1; // Mona, 3 November
    counts[11] = 2; // Fatma and Omar, this week (from Monday 23 November)
    expect(stats.body.byWeek).toEqual(
      counts.map((count, index) => ({ weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10), count })),
    );
    expect(stats.body.byWeek.at(-1)).toEqual({ weekStart: '2026-11-23', count: 2 });
    expect(stats.body.byStatus).toEqual({ new: 3, contacted: 1, client: 1, closed: 0 });
    expect(stats.body.byPackage).toEqual([
      { packageInterest: '3', count: 2 },
      { packageInterest: 'other', count: 2 },
      { packageInterest: '', count: 1 },
    ]);
    expect((await server.client().get('/api/contact-submissions/stats')).status).toBe(401);
  });
});

describe('the leads pipeline migration', () => {
  it('gives leads from before their status, search text and a language guessed from their script, and rolls back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-migration-'));
    const db = await openTestDatabase(dataDir);
    try {
      await db.migrate.latest();
      await db.migrate.down({ name: '20261125000000_leads_pipeline' });
      // The schema checks take the tables' own names: on PostgreSQL, knex compares them unmapped from camelCase.
      expect(await db.schema.hasColumn('contact_submissions', 'status')).toBe(false);
      await db('contactSubmissions').insert([
        { name: 'سَلْمَى', email: 'salma@example.com', phone: '', message: 'مرحبا', submittedAt: '2026-11-01T10:00:00.000Z' },
        { name: 'Sam', email: 'sam@example.com', phone: '010 1234 5678', message: 'Hello', submittedAt: '2026-11-02T10:00:00.000Z' },
      ]);
      await db.migrate.up({ name: '20261125000000_leads_pipeline' });
      const rows = await db('contactSubmissions').orderBy('id').select('status', 'language', 'searchText');
      expect(rows).toEqual([
        { status: 'new', language: 'ar', searchText: 'سلمي\nsalma@example.com\n\n\nمرحبا' },
        { status: 'new', language: 'en', searchText: 'sam\nsam@example.com\n010 1234 5678\n01012345678\nhello' },
      ]);
      expect(await db.schema.hasTable('mail_outbox')).toBe(true);
    } finally {
      await db.destroy();
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
