import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../test/booking-server';
import { contactInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { freshPostgresDatabase, type PostgresDatabase } from '../test/postgres';
import { WHATSAPP_ACCOUNT, approveAllTemplates, whatsappEnvironment } from '../test/whatsapp-account';
import { QUICK_RETRY } from '../test/whatsapp-server';
import { startWhatsappStandIn, type WhatsappStandIn } from '../test/whatsapp-stand-in';

/* WhatsApp messages queued through two instances on one PostgreSQL database: each is claimed by one and sent once. */

describe('WhatsApp messages through two instances', () => {
  let database: PostgresDatabase;
  let standIn: WhatsappStandIn;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    standIn = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
    approveAllTemplates(standIn);
    const environment = { ...whatsappEnvironment(standIn), DATABASE_URL: database.url, CONTACT_RATE_LIMIT: '1000' };
    first = await startTestServer(environment, { now: () => NOW, mailRetry: QUICK_RETRY });
    second = await startTestServer(environment, { now: () => NOW, mailRetry: QUICK_RETRY });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    await standIn?.close();
  });

  it('sends each of forty messages once, whichever instance queued it and both senders awake', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? first : second).client().post('/api/contact', contactInput({ phone: `01001${String(1_000_000 + index).slice(1)}`, email: `visitor${index}@example.com`, whatsapp: true })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    // Each instance's sender was woken only for its own leads: both look at the whole queue now.
    for (let round = 0; round < 3; round += 1) {
      first.deps.whatsapp.wake();
      second.deps.whatsapp.wake();
      await Promise.all([first.deps.whatsapp.settled(), second.deps.whatsapp.settled()]);
    }
    await expect.poll(() => standIn.accepted.length).toBe(40);
    expect(new Set(standIn.accepted.map(({ body }) => JSON.stringify(body))).size).toBe(40);
    const rows = await first.db('whatsappMessages').select('status', 'metaId');
    expect(rows.map((row: { status: string }) => row.status)).toEqual(Array(40).fill('sent'));
    expect(new Set(rows.map((row: { metaId: string }) => row.metaId)).size).toBe(40);
    expect(standIn.messages()).toHaveLength(40);
  });

  it('makes one lead of a new number whose first two messages reach the two instances at once', async () => {
    const numbers = Array.from({ length: 8 }, (_, index) => `2010077${String(10_000 + index).slice(1)}`);
    const delivered = await Promise.all(
      numbers.flatMap((number, index) =>
        [first, second].map((instance, which) =>
          standIn.deliver(`${instance.url}/api/whatsapp/webhook`, standIn.webhook.message({ from: number, name: `Newcomer ${index}`, text: `Message ${which + 1} from ${number}` })),
        ),
      ),
    );
    expect(delivered.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    const leads: { id: number; whatsappNumber: string }[] = await first.db('contactSubmissions').whereIn('whatsappNumber', numbers.map((number) => `+${number}`)).select('id', 'whatsappNumber');
    expect(leads.map((lead) => lead.whatsappNumber).sort()).toEqual(numbers.map((number) => `+${number}`));
    const messages = await first.db('whatsappMessages').where({ direction: 'in' }).whereIn('contactSubmissionId', leads.map((lead) => lead.id)).select('id');
    expect(messages).toHaveLength(16);
  });
});
