import { apiPaths } from '@shared/api-routes';
import type { LeadInput } from '@shared/schemas/lead';
import { countLeads } from './admin-session';
import type { BareServer, LoadRequest } from './bare-server';
import { apiWrite, type LoadSettings } from './http-load';
import { measureCountedWrite, type WriteFigures } from './write-load';

/** A contact form as the site's script posts it. */
export function contactRequest(baseUrl: string, message: string): LoadRequest {
  const form: LeadInput = {
    name: 'Bench Visitor',
    email: 'visitor@example.com',
    phone: '+20 100 000 0000',
    packageInterest: 'other',
    message,
  };
  return apiWrite(baseUrl, apiPaths.leads.intake(), JSON.stringify(form));
}

/** POST /api/contact under load, every answer counted against the submissions stored (one form, sent again and again). */
export function measureContactForm(servers: { realUrl: string; bare: BareServer }, cookie: string, settings: LoadSettings): Promise<WriteFigures> {
  return measureCountedWrite(servers, settings, {
    request: contactRequest(servers.realUrl, 'I would like to book a first consultation, please call me in the evening.'),
    countRows: () => countLeads(servers.realUrl, cookie),
  });
}
