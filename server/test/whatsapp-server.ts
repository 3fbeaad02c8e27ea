import { expect } from 'vitest';
import { DEMO_AVAILABILITY, type ConsultationType } from '@shared/schemas/booking';
import { WHATSAPP_LANGUAGES } from '@shared/schemas/whatsapp';
import type { StartOptions } from '../app';
import { templateDefinition, WHATSAPP_TEMPLATES } from '../whatsapp/templates';
import { NOW } from './booking-server';
import { consultationTypeInput } from './factories';
import { startTestServer, type TestServer } from './harness';
import { startWhatsappStandIn, type WhatsappStandIn } from './whatsapp-stand-in';

/** The tests' WhatsApp Business number and app (its secrets are recognisable, so that a test can look for them in logs). */
export const WHATSAPP_ACCOUNT = {
  phoneNumberId: '106540352242922',
  accessToken: 'EAAG-test-access-token-s3cret',
  appSecret: 'test-app-secret-s3cret',
  verifyToken: 'test-verify-token-s3cret',
  businessAccountId: '102290129340398',
  displayNumber: '+20 100 999 8888',
};

/** The owner's numbers for alerts. */
export const OWNER_NUMBER = '+201005556666';

/** The environment that points a server at the stand-in. */
export const whatsappEnvironment = (standIn: WhatsappStandIn): Record<string, string> => ({
  WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_ACCOUNT.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: WHATSAPP_ACCOUNT.accessToken,
  WHATSAPP_APP_SECRET: WHATSAPP_ACCOUNT.appSecret,
  WHATSAPP_VERIFY_TOKEN: WHATSAPP_ACCOUNT.verifyToken,
  WHATSAPP_BUSINESS_ACCOUNT_ID: WHATSAPP_ACCOUNT.businessAccountId,
  WHATSAPP_NOTIFY: `${OWNER_NUMBER}, ${WHATSAPP_ACCOUNT.displayNumber}`,
  WHATSAPP_API_URL: standIn.url,
  PUBLIC_URL: 'https://dietbar.example',
});

/** Every template of the product on the stand-in's account, approved. */
export function approveAllTemplates(standIn: WhatsappStandIn) {
  for (const template of WHATSAPP_TEMPLATES) {
    for (const language of WHATSAPP_LANGUAGES) standIn.setTemplate(template.name, language, 'APPROVED', templateDefinition(template, language).components);
  }
}

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
  expect((await admin.put('/api/booking/availability', { ...DEMO_AVAILABILITY, reminderMinutesBefore: [1440, 60] })).status).toBe(200);
  const consultation: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput())).body;
  /** Waits for the WhatsApp sender to have nothing in progress. */
  const settled = async () => {
    server.deps.whatsapp.wake();
    await server.deps.whatsapp.settled();
  };
  return { server, admin, consultation, standIn, settled, setClock: (to: Date) => void (clock = to), clock: () => clock, webhookUrl: `${server.url}/api/whatsapp/webhook` };
}
