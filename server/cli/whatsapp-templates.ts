import { loadConfig } from '../config';
import { graphApi } from '../whatsapp/graph-api';
import { syncTemplates } from '../whatsapp/template-sync';

/**
 * `npm run whatsapp:templates`: creates or updates the product's WhatsApp templates on the business account
 * (WHATSAPP_BUSINESS_ACCOUNT_ID) and prints each one's name, language and state. Meta reviews each new or edited
 * template; the server learns each verdict from the template webhook and from the list it reads at start.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.whatsapp || !config.whatsapp.businessAccountId) {
    console.error('Set WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN (and the other WHATSAPP_* variables) and WHATSAPP_BUSINESS_ACCOUNT_ID first.');
    return 1;
  }
  const synced = await syncTemplates(graphApi(config.whatsapp));
  for (const template of synced) console.log(`${template.name} (${template.language}): ${template.action}, ${template.status}`);
  const waiting = synced.filter((template) => template.status !== 'APPROVED').length;
  console.log(waiting === 0 ? 'Every template is approved.' : `${waiting} of ${synced.length} are not approved yet: their messages wait until they are.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
