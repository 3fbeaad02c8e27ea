import { expect } from 'vitest';
import { demoAvailability, type ConsultationType } from '@shared/schemas/booking';
import type { StartOptions } from '../app';
import { NOW } from './booking-server';
import { consultationTypeInput } from './factories';
import { startTestServer, type TestServer } from './harness';
import { approveAllTemplates, WHATSAPP_ACCOUNT, whatsappEnvironment } from './whatsapp-account';
import { startWhatsappStandIn, type WhatsappStandIn } from './whatsapp-stand-in';

/** Retries within milliseconds, so that a test sees a retried message go. */
export const QUICK_RETRY: StartOptions['mailRetry'] = { firstMs: 20, maxMs: 100 };

/**
 * A booking server (the demo hours, one in-person type) with WhatsApp pointed at a Graph API stand-in whose templates
 * are all approved, on a clock the test moves.
 */
export async function whatsappServer(options: { standIn?: WhatsappStandIn; environment?: Record<string, string>; start?: StartOptions } = {}) {
  const standIn = options.standIn ?? (await startWhatsappStandIn(WHATSAPP_ACCOUNT));
  if (!options.standIn) approveAllTemplates(standIn);
  let clock = NOW;
  const server: TestServer = await startTestServer({ ...whatsappEnvironment(standIn), BOOKING_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000', ...options.environment }, { mailRetry: QUICK_RETRY, ...options.start, now: () => clock });
  const admin = await server.admin();
  expect((await admin.put('/api/booking/availability', { ...demoAvailability(), reminderMinutesBefore: [1440, 60] })).status).toBe(200);
  const consultation: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput())).body;
  /** Waits for the WhatsApp sender to have nothing in progress. */
  const settled = async () => {
    server.deps.whatsapp.wake();
    await server.deps.whatsapp.settled();
  };
  return { server, admin, consultation, standIn, settled, setClock: (to: Date) => void (clock = to), clock: () => clock, webhookUrl: `${server.url}/api/whatsapp/webhook` };
}
