/*
 * The tests' WhatsApp account on the Graph API stand-in, for vitest and Playwright alike (nothing here needs a test
 * runner).
 */
import { WHATSAPP_LANGUAGES } from '@shared/schemas/whatsapp';
import { templateDefinition, WHATSAPP_TEMPLATES } from '../whatsapp/templates';
import type { WhatsappStandIn } from './whatsapp-stand-in';

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
