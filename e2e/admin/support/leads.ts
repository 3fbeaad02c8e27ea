import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import type { LeadDetail, LeadStatus } from '@shared/schemas/lead';
import { adminText } from './texts';

/** A lead sent the way the public site sends it; answers its id. */
export async function sendLead(request: APIRequestContext, baseURL: string, lead: Record<string, string>): Promise<number> {
  const sent = await request.post(apiPaths.leads.intake(), { data: { phone: '', packageInterest: 'other', ...lead }, headers: { Origin: baseURL } });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

/** The lead as the server has it now (the request needs the admin's cookie). */
export async function leadOnServer(request: APIRequestContext, id: number): Promise<LeadDetail> {
  const answer = await request.get(apiPaths.leads.item(id));
  expect(answer.status()).toBe(200);
  return (await answer.json()) as LeadDetail;
}

/** A status's name in the inbox. */
export const statusText = (status: LeadStatus, language: Language = 'en') => adminText(`leads.statuses.${status}`, {}, language);
