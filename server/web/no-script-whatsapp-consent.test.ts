import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationType } from '@shared/schemas/booking';
import { slotStarts } from '../test/booking-server';
import { postForm } from '../test/forms';
import { startTestServer, type TestServer } from '../test/harness';
import { openingTag } from '../test/rendered-pages';
import { approveAllTemplates, WHATSAPP_ACCOUNT, whatsappEnvironment } from '../test/whatsapp-account';
import { startWhatsappStandIn, type WhatsappStandIn } from '../test/whatsapp-stand-in';

/*
 * The contact and booking forms posted without JavaScript with the WhatsApp consent ticked, and refused: the page comes
 * back with the box still ticked, as the visitor left it (the practice's WhatsApp played by Meta's stand-in).
 */

const ROOT = path.resolve(__dirname, '../..');
const WEB_DIST_DIR = path.join(ROOT, 'dist', 'web');
/** Tuesday 1 December 2026, 10:00 in Cairo: with 12 hours' notice, Wednesday has free times. */
const NOW = new Date('2026-12-01T08:00:00.000Z');
const WEDNESDAY = '2026-12-02';

let standIn: WhatsappStandIn;
let server: TestServer;
let consultation: ConsultationType;

beforeAll(async () => {
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/ensure-build.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  standIn = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
  approveAllTemplates(standIn);
  server = await startTestServer({ SEED_DEMO: 'true', WEB_DIST_DIR, ...whatsappEnvironment(standIn) }, { now: () => NOW });
  consultation = (await server.client().get<ConsultationType[]>('/api/booking/types')).body[0]!;
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const consentBox = (html: string, id: string) => openingTag(html, `id="${id}"`);

describe('a form posted without JavaScript with the WhatsApp consent ticked, and refused', () => {
  it('comes back on the landing page with the consent still ticked (contact form)', async () => {
    const response = await postForm(server.client(), { language: 'ar', name: 'سارة محمود', email: 'not-an-email', phone: '0100 123 4567', packageInterest: '', message: 'أريد حجز استشارة.', whatsapp: 'on' });
    expect(response.status).toBe(400);
    expect(consentBox(response.text, 'contact-whatsapp')).toMatch(/\schecked(=""|\s|>)/);
  });

  it('comes back unticked when it was not ticked (contact form)', async () => {
    const response = await postForm(server.client(), { language: 'en', name: 'Sara', email: 'not-an-email', phone: '', packageInterest: '', message: 'A first visit.' });
    expect(response.status).toBe(400);
    expect(consentBox(response.text, 'contact-whatsapp')).not.toMatch(/\schecked/);
  });

  it('comes back on the booking page with the consent still ticked (booking form)', async () => {
    const [start] = await slotStarts(server.client(), consultation.id, WEDNESDAY);
    const form = { language: 'en', typeId: String(consultation.id), date: WEDNESDAY, start: start!, name: 'Sara', email: 'not-an-email', phone: '0100 123 4567', message: '', whatsapp: 'on' };
    const response = await postForm(server.client(), form, '/book');
    expect(response.status).toBe(400);
    expect(consentBox(response.text, 'booking-whatsapp')).toMatch(/\schecked(=""|\s|>)/);
  });
});
