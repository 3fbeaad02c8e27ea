import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { API_ROUTES } from '@shared/api-routes';
import { addDays, practiceDateTime, startOfPracticeDate } from '@shared/booking/slots';
import { LANGUAGE_QUERY_PARAM } from '@shared/language';
import { paths } from '@shared/routes';
import { TOTAL_COUNT_HEADER } from '@shared/schemas/lead';
import { markPaidInputSchema, paymentIdParams, paymentListQuerySchema, paymentMethodsInputSchema, paymentsExportFileName, refundInputSchema, type PaymentMonthTotal, type PaymentSummary } from '@shared/schemas/payment';
import { PAYMENT_RETURN_PARAM, PAYMENT_RETURN_VALUE } from '@shared/payment-rules';
import { requireAdmin, requireAdminWhen } from '../../auth/middleware';
import type { PaymobTransaction } from '../../booking/booking-payments';
import { ApiError, validationFailed } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { siteBaseUrl } from '../../http/site-base-url';
import { validate } from '../../http/validate';
import { hmacMatches, paymobHmac, processedCallbackHmacText, responseCallbackHmacText, responseCallbackOrderId } from '../../payments/paymob-hmac';
import type { AppDeps, AppRouter } from '../app-deps';
import { manageTokenParams } from '../booking/schema';

const CSV_COLUMNS: (keyof PaymentSummary)[] = ['id', 'createdAt', 'paidAt', 'bookingId', 'name', 'amountCents', 'refundedCents', 'currency', 'method', 'status', 'providerTransactionId'];

const methodsQuery = z.strictObject({ all: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional().transform((flag) => flag === 'true') });

/** The months of the practice's dates from and to (both included), at most two years of them. */
const monthsQuery = z.strictObject({ from: z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' }), to: z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' }) }).refine((query) => query.to >= query.from, { path: ['to'], message: 'Must not be before from' });

/** Paymob's processed callback: a transaction (`obj`) and the HMAC of its signed fields in the query. */
const callbackQuery = z.looseObject({ hmac: z.string().max(256).optional() });
const callbackBody = z.looseObject({
  type: z.string().max(50),
  obj: z.looseObject({
    id: z.union([z.number(), z.string().max(50)]),
    success: z.boolean(),
    pending: z.boolean(),
    amount_cents: z.number().int(),
    currency: z.string().max(10),
    order: z.looseObject({ id: z.union([z.number(), z.string().max(50)]) }),
  }),
});

/** The visitor's return from Paymob's checkout: the transaction's fields, flat, and their HMAC. */
const returnQuery = z.record(z.string(), z.union([z.string().max(1000), z.array(z.string().max(1000)).max(5)]));

/** The money: the visitor's choice of methods, Paymob's callbacks and return, and the practice's payments, refunds and methods. */
export function paymentRoutes(router: AppRouter, deps: AppDeps) {
  const { config, paymentStore, payments, bookingChanges, repositories, schedule, audit, logger } = deps;

  const asksForAll = requireAdminWhen((input: { query: { all: boolean } }) => input.query.all);
  router.get(API_ROUTES.payments.methods, validate({ query: methodsQuery }), asksForAll, async (ctx) => {
    ctx.body = ctx.input.query.all ? await paymentStore.methods.list(true) : await payments.offeredMethods();
  });

  router.put(API_ROUTES.payments.methods, requireAdmin, validate({ body: paymentMethodsInputSchema }), async (ctx) => {
    const { methods } = ctx.input.body;
    await audit.transaction(ctx, async ({ trx, record }) => {
      const before = await paymentStore.methods.list(true, trx);
      await paymentStore.methods.replace(methods, trx);
      const after = await paymentStore.methods.list(true, trx);
      // A rule of paying at booking needs a way to pay: the last active method cannot go while a type asks for one.
      if (!config.paymob && !after.some((method) => method.isActive) && (await trx('consultationTypes').whereNot('paymentRule', 'none').first('id')) !== undefined) {
        throw validationFailed([{ path: 'methods', code: 'no_payment_method', message: 'Some consultation types are paid at booking: keep one active method, or set their rule to none first' }]);
      }
      await record({ action: 'payment_methods.updated', entity: 'payment_methods', summary: `Payment methods: ${after.map((method) => method.nameEn).join(', ') || 'none'}`, changes: { methods: [before.map((method) => method.nameEn), after.map((method) => method.nameEn)] } });
    });
    ctx.body = await paymentStore.methods.list(true);
  });

  /** The instants of the practice's dates `from` and `to` (both included). */
  async function practiceSpan(from?: string, to?: string) {
    const { timeZone } = await schedule.availability();
    return { timeZone, from: from === undefined ? undefined : startOfPracticeDate(from, timeZone), to: to === undefined ? undefined : startOfPracticeDate(addDays(to, 1), timeZone) };
  }

  router.get(API_ROUTES.payments.list, requireAdmin, validate({ query: paymentListQuerySchema }), async (ctx) => {
    const { status, from, to } = ctx.input.query;
    const listed = await paymentStore.list({ status, ...(await practiceSpan(from, to)) });
    ctx.set(TOTAL_COUNT_HEADER, String(listed.length));
    ctx.body = listed;
  });

  router.get(API_ROUTES.payments.months, requireAdmin, validate({ query: monthsQuery }), async (ctx) => {
    const span = await practiceSpan(ctx.input.query.from, ctx.input.query.to);
    const events = await paymentStore.moneyEvents(span.from!, span.to!);
    const months = new Map<string, PaymentMonthTotal>();
    const monthOf = (at: string) => practiceDateTime(at, span.timeZone).date.slice(0, 7);
    const entry = (month: string) => months.get(month) ?? months.set(month, { month, receivedCents: 0, refundedCents: 0 }).get(month)!;
    for (const paid of events.paid) entry(monthOf(paid.at)).receivedCents += paid.cents;
    for (const refunded of events.refunded) entry(monthOf(refunded.at)).refundedCents += refunded.cents;
    ctx.body = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  });

  router.get(API_ROUTES.payments.export, requireAdmin, validate({ query: paymentListQuerySchema }), async (ctx) => {
    const { status, from, to } = ctx.input.query;
    const listed = await paymentStore.list({ status, ...(await practiceSpan(from, to)) });
    const csv = stringify({
      // The byte-order mark makes spreadsheet programs read the Arabic names as UTF-8.
      bom: true,
      header: true,
      columns: CSV_COLUMNS as string[],
      // A visitor's name that starts like a formula would run as one in a spreadsheet (CSV injection): quote it as text.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    });
    pipeline(Readable.from(listed.map((payment) => CSV_COLUMNS.map((column) => payment[column] ?? ''))), csv, () => undefined);
    ctx.set('Content-Disposition', `attachment; filename="${paymentsExportFileName(deps.now())}"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  router.get(API_ROUTES.payments.item, requireAdmin, validate({ params: paymentIdParams }), async (ctx) => {
    ctx.body = await payments.detail(ctx.input.params.id);
  });

  router.post(API_ROUTES.payments.refund, requireAdmin, validate({ params: paymentIdParams, body: refundInputSchema }), async (ctx) => {
    const { id } = ctx.input.params;
    await audit.transaction(ctx, ({ trx, record }) => payments.refundByPractice(id, ctx.input.body, trx, record));
    deps.bookingMail.wake();
    payments.wakeRefunds();
    ctx.body = await payments.detail(id);
  });

  router.post(API_ROUTES.payments.markPaid, requireAdmin, validate({ params: paymentIdParams, body: markPaidInputSchema }), async (ctx) => {
    const { id } = ctx.input.params;
    const confirmed = await bookingChanges.practiceChange(() => audit.transaction(ctx, ({ trx, record }) => payments.markPaid(id, ctx.input.body.reference || undefined, trx, record)));
    payments.announceConfirmed(confirmed);
    ctx.body = await payments.detail(id);
  });

  // Paymob's word on a transaction, believed only when its HMAC matches: anything else changes nothing and is logged.
  router.post(API_ROUTES.payments.paymobCallback, validate({ query: callbackQuery, body: callbackBody }), async (ctx) => {
    if (!config.paymob) throw new ApiError(404, 'not_found', 'Paymob is not configured');
    const { obj } = ctx.input.body;
    if (!hmacMatches(paymobHmac(processedCallbackHmacText(obj), config.paymob.hmacSecret), ctx.input.query.hmac)) {
      logger.warn({ transaction: obj.id, order: obj.order.id }, 'a Paymob callback was refused: its HMAC does not match');
      throw new ApiError(401, 'invalid_signature', 'The HMAC of this callback does not match');
    }
    const outcome = await payments.applyCallback(obj as unknown as PaymobTransaction);
    if (outcome === 'unknown_order') logger.warn({ transaction: obj.id, order: obj.order.id }, 'a signed Paymob callback names an order this site did not make');
    ctx.body = { received: true, outcome };
  });

  // The visitor back from Paymob's checkout: on to their booking's page, which shows what the processed callback
  // decided. Nothing is confirmed from this address; its HMAC only proves which booking to show.
  router.get(API_ROUTES.payments.paymobReturn, validate({ query: returnQuery }), async (ctx) => {
    const query = ctx.input.query;
    const text = config.paymob ? responseCallbackHmacText(query) : null;
    const orderId = responseCallbackOrderId(query);
    if (text === null || orderId === undefined || !hmacMatches(paymobHmac(text, config.paymob!.hmacSecret), query.hmac)) {
      logger.warn({ order: orderId }, "a visitor's return from Paymob was refused: its HMAC does not match");
      throw new ApiError(400, 'invalid_signature', 'This payment result is not signed by Paymob');
    }
    const booking = await payments.bookingOfOrder(orderId);
    const token = booking && (await repositories.bookings.manageToken(booking.id));
    if (!booking || !token) throw new ApiError(404, 'not_found', 'Booking not found');
    const back = new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: booking.language, [PAYMENT_RETURN_PARAM]: PAYMENT_RETURN_VALUE });
    ctx.status = 303;
    ctx.redirect(`${paths.manageBooking(token)}?${back}`);
  });

  // The visitor pays their held booking again: a new checkout while the hold lasts. Each try asks Paymob for an
  // intention, so tries count with bookings against the per-address limit.
  router.post(API_ROUTES.bookings.managedPay, limit(deps.bookingIntake.perAddress), validate({ params: manageTokenParams }), async (ctx) => {
    const booking = await bookingChanges.byToken(ctx.input.params.token);
    ctx.body = await payments.payAgain(booking, siteBaseUrl(ctx, config.PUBLIC_URL));
  });

}
