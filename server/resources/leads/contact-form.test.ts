import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('contact form and leads inbox', () => {
  it('stores a submission from a visitor and lists it, newest first, to the admin only', async () => {
    const first = await server.client().post('/api/contact', contactInput({ name: 'First' }));
    const second = await server.client().post('/api/contact', contactInput({ name: 'Second', phone: undefined, packageInterest: '3' }));
    expect(first.status).toBe(201);
    expect(second.body).toMatchObject({ name: 'Second', phone: '', packageInterest: '3', isRead: false });
    expect((await server.client().get('/api/contact-submissions')).status).toBe(401);
    const list = await admin.get('/api/contact-submissions');
    expect(list.body.map((item: { name: string }) => item.name).slice(0, 2)).toEqual(['Second', 'First']);
  });

  it('answers 400 naming the missing name, the bad email and the missing message, each with its code', async () => {
    const response = await server.client().post('/api/contact', { name: ' ', email: 'not-an-email', message: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([
      { path: 'name', code: 'required', message: 'Required' },
      { path: 'email', code: 'invalid_email', message: 'Must be a valid email address' },
      { path: 'message', code: 'required', message: 'Required' },
    ]);
  });

  it('gives a too long name its code and limit, and a missing e-mail its own code', async () => {
    const response = await server.client().post('/api/contact', { name: 'x'.repeat(201), message: 'Hello' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed' });
    expect(response.body.error.fields).toEqual([
      { path: 'name', code: 'too_long', message: 'Must be at most 200 characters', values: { max: 200 } },
      { path: 'email', code: 'required', message: 'Required' },
    ]);
  });

  it('marks read and unread, deletes, and exports CSV with a BOM and the Arabic intact', async () => {
    const { body } = await server.client().post('/api/contact', contactInput({ name: 'منى', message: 'أريد خطة, من فضلك' }));
    expect((await admin.patch(`/api/contact-submissions/${body.id}`, { isRead: true })).body.isRead).toBe(true);
    expect((await admin.patch(`/api/contact-submissions/${body.id}`, { isRead: 'no' })).status).toBe(400);

    const csv = await fetch(`${server.url}/api/contact-submissions/export.csv`, { headers: { Cookie: admin.cookie } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('id,submittedAt,name,email,phone,packageInterest,message,isRead');
    expect(text).toContain('منى');
    expect(text).toContain('"أريد خطة, من فضلك",true');

    const formula = await server.client().post('/api/contact', contactInput({ name: '=HYPERLINK("https://evil.example","Open")', message: '@SUM(1+1)' }));
    const exported = await (await fetch(`${server.url}/api/contact-submissions/export.csv`, { headers: { Cookie: admin.cookie } })).text();
    const row = exported.split('\n').find((line) => line.startsWith(`${formula.body.id},`));
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`);
    expect(row).toContain("'@SUM(1+1)");
    expect(row).toContain("'+20 100 000 0000");
    expect((await server.client().get('/api/contact-submissions/export.csv')).status).toBe(401);

    expect((await admin.delete(`/api/contact-submissions/${body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/contact-submissions/${body.id}`)).status).toBe(404);
  });
});
