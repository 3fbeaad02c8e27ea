import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../test/booking-server';
import { contactInput } from '../test/factories';
import { startTestServer } from '../test/harness';
import { OWNER_NUMBER, WHATSAPP_ACCOUNT, approveAllTemplates, whatsappEnvironment } from '../test/whatsapp-account';
import { whatsappServer } from '../test/whatsapp-server';
import { startWhatsappStandIn, type WhatsappStandIn } from '../test/whatsapp-stand-in';
import { graphApi } from './graph-api';
import { syncTemplates } from './template-sync';

type Server = Awaited<ReturnType<typeof whatsappServer>>;

const leadMessages = async (setup: Server, leadId: number) => (await setup.admin.get(`/api/contact-submissions/${leadId}`)).body.whatsapp.messages;
const messageRows = (setup: Server) => setup.server.db('whatsappMessages').orderBy('id');

/** Moves the server's clock on by a minute, once per step, so that each retry falls due. */
async function minutesPass(setup: Server, steps: number) {
  for (let step = 0; step < steps; step += 1) {
    setup.setClock(new Date(setup.clock().getTime() + 60_000));
    await setup.settled();
  }
}

describe('WhatsApp messages about a lead, and how their sending goes', () => {
  let setup: Server;
  beforeAll(async () => (setup = await whatsappServer()));
  afterAll(async () => {
    await setup.server.stop();
    await setup.standIn.close();
  });

  it("thanks a visitor who consented in their language, and alerts the owner of every new lead with the dashboard link", async () => {
    const consented = (await setup.server.client().post('/api/contact', contactInput({ phone: '01001234567', whatsapp: true, language: 'en' }))).body;
    const silent = (await setup.server.client().post('/api/contact', contactInput({ phone: '01001234568', email: 'quiet@example.com', language: 'ar' }))).body;
    await expect.poll(() => setup.standIn.accepted.length).toBe(3);
    const sent = setup.standIn.accepted.map(({ body }) => [body.to, body.template.name, body.template.language.code, (body.template.components?.[0]?.parameters ?? []).map((parameter: { text: string }) => parameter.text)]);
    expect(sent).toEqual(
      expect.arrayContaining([
        ['+201001234567', 'dietbar_lead_thanks', 'en', []],
        [OWNER_NUMBER, 'dietbar_owner_new_lead', 'ar', ['Omar Ali', '01001234567 · omar@example.com', `https://dietbar.example/admin/dashboard?lead=${consented.id}`]],
        [OWNER_NUMBER, 'dietbar_owner_new_lead', 'ar', ['Omar Ali', '01001234568 · quiet@example.com', `https://dietbar.example/admin/dashboard?lead=${silent.id}`]],
      ]),
    );
    expect((await leadMessages(setup, consented.id)).map((message: { kind: string; status: string }) => [message.kind, message.status])).toEqual([['lead_thanks', 'sent']]);
    expect(await leadMessages(setup, silent.id)).toEqual([]);
  });

  it('retries a passing trouble (131016, a 5xx) until Meta takes the message, once; and fails at once, visibly, what no retry mends', async () => {
    setup.standIn.accepted.length = 0;
    setup.standIn.failNextMessages({ status: 503, code: 131016, message: 'Service unavailable' }, { status: 500, code: 1, message: 'An unknown error occurred' });
    const lead = (await setup.server.client().post('/api/contact', contactInput({ phone: '01001234569', email: 'retry@example.com', whatsapp: true }))).body;
    await minutesPass(setup, 3);
    expect(setup.standIn.accepted).toHaveLength(2);
    expect(setup.standIn.accepted.filter(({ body }) => body.to === '+201001234569')).toHaveLength(1);
    expect((await leadMessages(setup, lead.id))[0]).toMatchObject({ kind: 'lead_thanks', status: 'sent' });
    const tries = setup.standIn.requests.length;
    setup.standIn.failNextMessages({ status: 400, code: 131009, message: 'Parameter value is not valid' }, { status: 400, code: 131009, message: 'Parameter value is not valid' });
    const refused = (await setup.server.client().post('/api/contact', contactInput({ phone: '01001234560', email: 'refused@example.com', whatsapp: true }))).body;
    await minutesPass(setup, 2);
    expect((await leadMessages(setup, refused.id))[0]).toMatchObject({ kind: 'lead_thanks', error: { code: 131009, title: 'Parameter value is not valid: Parameter value is not valid' } });
    expect(setup.standIn.requests.length - tries).toBe(2);
  });
});

describe('a template Meta has not approved yet', () => {
  let setup: Server;
  let standIn: WhatsappStandIn;
  beforeAll(async () => {
    standIn = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
    approveAllTemplates(standIn);
    standIn.setTemplate('dietbar_lead_thanks', 'ar', 'PENDING');
    setup = await whatsappServer({ standIn });
  });
  afterAll(async () => {
    await setup.server.stop();
    await standIn.close();
  });

  it('holds its messages until the review webhook approves it, then sends each once', async () => {
    const status = async () => (await setup.admin.get('/api/whatsapp/status')).body.templates.find((template: { name: string; language: string }) => template.name === 'dietbar_lead_thanks' && template.language === 'ar');
    expect(await status()).toEqual({ name: 'dietbar_lead_thanks', language: 'ar', status: 'PENDING' });
    const lead = (await setup.server.client().post('/api/contact', contactInput({ phone: '01001234567', whatsapp: true, language: 'ar' }))).body;
    await expect.poll(() => standIn.accepted.length).toBe(1);
    await setup.settled();
    expect(standIn.accepted[0]!.body.template.name).toBe('dietbar_owner_new_lead');
    expect((await leadMessages(setup, lead.id))[0]).toMatchObject({ kind: 'lead_thanks', status: 'pending' });
    expect((await messageRows(setup)).length).toBe(2);
    standIn.setTemplate('dietbar_lead_thanks', 'ar', 'APPROVED');
    expect((await standIn.deliver(setup.webhookUrl, standIn.webhook.templateStatus('dietbar_lead_thanks', 'ar', 'APPROVED'))).status).toBe(200);
    await expect.poll(() => standIn.accepted.length).toBe(2);
    expect(standIn.accepted[1]!.body).toMatchObject({ to: '+201001234567', template: { name: 'dietbar_lead_thanks', language: { code: 'ar' } } });
    expect(await status()).toEqual({ name: 'dietbar_lead_thanks', language: 'ar', status: 'APPROVED' });
    expect((await leadMessages(setup, lead.id))[0]).toMatchObject({ kind: 'lead_thanks', status: 'sent' });
  });
});

describe('a restart with WhatsApp messages queued', () => {
  it('sends each of them once, after the restart, when Meta answers again', async () => {
    const down = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
    const first = await whatsappServer({ standIn: down });
    // Meta is unreachable: every attempt fails, and the messages stay queued.
    await down.close();
    const leads = [];
    for (const [index, phone] of ['01001234561', '01001234562', '01001234563'].entries()) {
      leads.push((await first.server.client().post('/api/contact', contactInput({ phone, email: `queued${index}@example.com`, whatsapp: true }))).body.id);
    }
    await first.settled();
    expect((await messageRows(first)).map((row: { status: string }) => row.status)).toEqual(Array(6).fill('pending'));
    await first.server.close();

    const up = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
    approveAllTemplates(up);
    const again = await startTestServer({ ...whatsappEnvironment(up), DATA_DIR: first.server.dataDir }, { mailRetry: { firstMs: 0, maxMs: 0 }, now: () => new Date(NOW.getTime() + 60_000) });
    try {
      await expect.poll(() => up.accepted.length).toBe(6);
      await again.deps.whatsapp.settled();
      expect(new Set(up.accepted.map(({ body }) => JSON.stringify(body))).size).toBe(6);
      expect((await again.db('whatsappMessages').orderBy('id')).map((row: { status: string }) => row.status)).toEqual(Array(6).fill('sent'));
      expect(leads).toHaveLength(3);
    } finally {
      await again.stop();
      await up.close();
    }
  });
});

describe('npm run whatsapp:templates', () => {
  let standIn: WhatsappStandIn;
  beforeAll(async () => (standIn = await startWhatsappStandIn(WHATSAPP_ACCOUNT)));
  afterAll(() => standIn.close());

  it('creates every template in Arabic and English with an example of each placeholder, then updates them, naming each one and its state', async () => {
    const options = { phoneNumberId: WHATSAPP_ACCOUNT.phoneNumberId, accessToken: WHATSAPP_ACCOUNT.accessToken, appSecret: 'x', verifyToken: 'y', businessAccountId: WHATSAPP_ACCOUNT.businessAccountId, notify: [], notifyLanguage: 'ar' as const, apiUrl: standIn.url };
    const created = await syncTemplates(graphApi(options));
    expect(created).toHaveLength(20);
    expect(created.every((template) => template.action === 'created' && template.status === 'PENDING')).toBe(true);
    const confirmation = standIn.templates.get('dietbar_booking_confirmation ar')!;
    expect(confirmation).toMatchObject({ category: 'UTILITY', components: [{ type: 'BODY', text: expect.stringContaining('تم حجز استشارتك'), example: { body_text: [expect.any(Array)] } }] });
    expect((confirmation.components[0] as { example: { body_text: string[][] } }).example.body_text[0]).toHaveLength(4);
    standIn.setTemplate('dietbar_booking_confirmation', 'ar', 'APPROVED');
    const environment = { ...process.env, ...whatsappEnvironment(standIn) };
    const printed = await new Promise<string>((resolve, reject) => {
      const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/cli/whatsapp-templates.ts'], { env: environment });
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
    });
    expect(printed).toContain('dietbar_booking_confirmation (ar): updated, APPROVED');
    expect(printed).toContain('dietbar_booking_confirmation (en): updated, PENDING');
    expect(printed).toContain('19 of 20 are not approved yet');
    expect(printed).not.toContain(WHATSAPP_ACCOUNT.accessToken);
  }, 30_000);
});
