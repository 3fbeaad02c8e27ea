import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { consultationTypeInputSchema, type BookingCreated, type ConsultationType, type ConsultationTypeInput } from '@shared/schemas/booking';
import type { ManualPaymentMethod, PaymentDetail, PaymentMethodsInput } from '@shared/schemas/payment';
import { freeTimes } from './bookings';

/** An InstaPay method as the practice would write it. */
export const INSTAPAY = {
  kind: 'instapay',
  nameEn: 'InstaPay',
  nameAr: 'إنستاباي',
  instructionsEn: 'Send the amount to dietbar@instapay.',
  instructionsAr: 'حوّل المبلغ إلى dietbar@instapay.',
  isActive: true,
} as const;

/** Every consultation type, active or not (the request needs the admin's cookie). */
async function allTypes(request: APIRequestContext): Promise<ConsultationType[]> {
  const answer = await request.get(withQuery(apiPaths.consultationTypes.list(), { all: true }));
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ConsultationType[];
}

/** Saves the practice's manual methods, as the methods editor does. */
export async function saveMethods(request: APIRequestContext, baseURL: string, methods: PaymentMethodsInput['methods']): Promise<ManualPaymentMethod[]> {
  const answer = await request.put(apiPaths.payments.methods(), { data: { methods }, headers: { Origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ManualPaymentMethod[];
}

/**
 * The server as before any payment: no type paid at booking and no manual method (this server has no Paymob), whatever
 * the tests before left on it.
 */
export async function withoutPayments(request: APIRequestContext, baseURL: string) {
  for (const type of await allTypes(request)) {
    if (type.paymentRule === 'none') continue;
    const input = consultationTypeInputSchema.parse({ ...type, paymentRule: 'none', depositCents: 0 });
    const answer = await request.put(apiPaths.consultationTypes.item(type.id), { data: input, headers: { Origin: baseURL } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await saveMethods(request, baseURL, []);
}

/** A new active consultation type of 30 minutes online, with these prices and rule. */
export async function createType(request: APIRequestContext, baseURL: string, input: Pick<ConsultationTypeInput, 'nameEn' | 'nameAr'> & Partial<ConsultationTypeInput>) {
  const answer = await request.post(apiPaths.consultationTypes.list(), { data: { durationMinutes: 30, mode: 'online', ...input }, headers: { Origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as ConsultationType;
}

/** A booking of `type` at `start` (its first free time when omitted), paid by `paymentMethod` as the site's form sends it: held until paid. */
export async function bookPaidTime(
  request: APIRequestContext,
  baseURL: string,
  type: ConsultationType,
  visitor: { name: string; email: string; phone: string; language: 'en' | 'ar'; paymentMethod: number | 'paymob' },
  start?: string,
): Promise<BookingCreated> {
  start ??= (await freeTimes(request, type.id))[0];
  const answer = await request.post(apiPaths.bookings.list(), { data: { typeId: type.id, start, ...visitor }, headers: { Origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(201);
  const booked = (await answer.json()) as BookingCreated;
  expect(booked.status).toBe('pending_payment');
  return booked;
}

/** The payment as the server has it now. */
export async function paymentOnServer(request: APIRequestContext, id: number): Promise<PaymentDetail> {
  const answer = await request.get(apiPaths.payments.item(id));
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PaymentDetail;
}
