import { apiPaths } from '@shared/api-routes';
import type { LeadInput } from '@shared/schemas/lead';
import { countLeads } from './admin-session';
import type { BareServer, LoadRequest } from './bare-server';
import { apiWrite, type LoadSettings } from './http-load';
import { measureCountedWrite, type WriteFigures } from './write-load';

let visitorsSoFar = 0;

/**
 * The next visitor's address, sent as X-Forwarded-For to the server (which trusts it, TRUST_PROXY): each contact form
 * comes from an address of its own, so that the per-address limit counts no visitor twice and need not be raised.
 * From 198.18.0.0/15, the range set aside for benchmarks: 131,072 addresses, more than any run sends.
 */
function nextVisitorAddress(): string {
  const visitor = visitorsSoFar++;
  return `198.${18 + ((visitor >> 16) & 1)}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** A contact form as the site's script posts it, from a visitor address of its own. */
export function contactRequest(baseUrl: string, message: string): LoadRequest {
  const form: LeadInput = {
    name: 'Bench Visitor',
    email: 'visitor@example.com',
    phone: '+20 100 000 0000',
    packageInterest: 'other',
    message,
  };
  const request = apiWrite(baseUrl, apiPaths.leads.intake(), JSON.stringify(form));
  return { ...request, headers: { ...request.headers, 'X-Forwarded-For': nextVisitorAddress() } };
}

const MESSAGE = 'I would like to book a first consultation, please call me in the evening.';

/**
 * POST /api/contact under load, every answer counted against the submissions stored: one form, sent again and again,
 * each time from another visitor's address.
 */
export function measureContactForm(servers: { realUrl: string; bare: BareServer }, cookie: string, settings: LoadSettings): Promise<WriteFigures> {
  return measureCountedWrite(servers, settings, {
    request: contactRequest(servers.realUrl, MESSAGE),
    countRows: () => countLeads(servers.realUrl, cookie),
    bodies: async (count) =>
      Array.from({ length: count }, () => {
        const { path, body, headers } = contactRequest(servers.realUrl, MESSAGE);
        return { path, body: body!, headers };
      }),
  });
}
