import { WHATSAPP_LANGUAGES, type WhatsappLanguage, type WhatsappTemplateStatus } from '@shared/schemas/whatsapp';
import type { GraphApi } from './graph-api';
import { templateDefinition, WHATSAPP_TEMPLATES } from './templates';

/** One template after the sync: its name and language, what was done, and its state on the account. */
export interface SyncedTemplate {
  name: string;
  language: WhatsappLanguage;
  action: 'created' | 'updated';
  status: WhatsappTemplateStatus;
}

/**
 * Puts every template of the product on the business account: each one missing is created, each one there is given
 * the product's body again (Meta reviews an edited template anew). Answers each with its state, as the account lists
 * it afterwards.
 */
export async function syncTemplates(api: Pick<GraphApi, 'templates' | 'createTemplate' | 'updateTemplate'>): Promise<SyncedTemplate[]> {
  const existing = new Map((await api.templates()).map((template) => [`${template.name} ${template.language}`, template]));
  const synced: SyncedTemplate[] = [];
  for (const template of WHATSAPP_TEMPLATES) {
    for (const language of WHATSAPP_LANGUAGES) {
      const definition = templateDefinition(template, language);
      const found = existing.get(`${template.name} ${language}`);
      if (found) {
        await api.updateTemplate(found.id, definition.components);
        synced.push({ name: template.name, language, action: 'updated', status: found.status });
      } else {
        const created = await api.createTemplate(definition);
        synced.push({ name: template.name, language, action: 'created', status: created.status });
      }
    }
  }
  const states = new Map((await api.templates()).map((template) => [`${template.name} ${template.language}`, template.status]));
  return synced.map((template) => ({ ...template, status: states.get(`${template.name} ${template.language}`) ?? template.status }));
}
