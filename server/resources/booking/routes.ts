import type { Knex } from 'knex';
import type { Context } from 'koa';
import { API_ROUTES, apiPaths, withQuery } from '@shared/api-routes';
import { addDays, startOfPracticeDate } from '@shared/booking/slots';
import {
  availabilitySchema,
  bookingListQuerySchema,
  bookingRescheduleSchema,
  bookingStatusUpdateSchema,
  consultationTypeInputSchema,
  slotQuerySchema,
  type AgendaBooking,
  type CalendarFeedAnswer,
} from '@shared/schemas/booking';
import { TOTAL_COUNT_HEADER } from '@shared/schemas/lead';
import type { Recorder } from '../../audit/audit-log';
import type { AppContext } from '../../auth/app-state';
import { requireAdmin, requireAdminWhen } from '../../auth/middleware';
import { requestAttribution } from '../../analytics/visitor-request';
import { bookingFormSchema } from '../../booking/booking-intake';
import type { Booking } from '../../booking/bookings';
import { conflict, validationFailed } from '../../http/errors';
import { sendPrepared } from '../../http/response-cache';
import { acceptedLanguage } from '../../http/accepted-language';
import { limit } from '../../http/rate-limit';
import { siteBaseUrl } from '../../http/site-base-url';
import { idParams, validate } from '../../http/validate';
import { auditedTable, recordChange } from '../../tables/audited-table';
import type { AppDeps, AppRouter } from '../app-deps';
import { crudRoutes } from '../crud-routes';
import { calendarFeedQuerySchema, manageTokenParams, typeListQuerySchema } from './schema';

/** Online booking: the consultation types, the practice's availability, the free times, and booking one. */
export function bookingRoutes(router: AppRouter, deps: AppDeps) {
  const { config, repositories, schedule, slotAnswers, bookingIntake, bookingChanges, calendarFeeds, audit, payments, pageViews } = deps;
  const types = repositories.consultationTypes;

  const asksForAll = requireAdminWhen((input: { query: { all: boolean } }) => input.query.all);
  router.get(API_ROUTES.consultationTypes.list, validate({ query: typeListQuerySchema }), asksForAll, async (ctx) => {
    ctx.body = await types.ordered(ctx.input.query.all);
  });

  crudRoutes(router, deps, {
    routes: API_ROUTES.consultationTypes,
    repository: types,
    createSchema: consultationTypeInputSchema,
    readRoutes: false,
    // A rule of paying at booking needs a way to pay: Paymob, or a manual method the practice offers.
    async prepare(input) {
      if (typeof input.paymentRule === 'string' && input.paymentRule !== 'none' && !(await payments.canTakePayments())) {
        throw validationFailed([{ path: 'paymentRule', code: 'no_payment_method', message: 'Set up a payment method first (Paymob, or a method paid by hand)' }]);
      }
      return input;
    },
    async beforeRemove(id, trx) {
      if (await repositories.bookings.anyOfType(id, trx)) {
        throw conflict('This consultation type has bookings and cannot be deleted: make it inactive instead, so that visitors no longer see it');
      }
    },
  });

  router.get(API_ROUTES.booking.availability, requireAdmin, async (ctx) => {
    ctx.body = await schedule.availability();
  });

  router.put(API_ROUTES.booking.availability, requireAdmin, validate({ body: availabilitySchema }), async (ctx) => {
    const saved = await audit.transaction(ctx, (write) => auditedTable(repositories.bookingSettings, write).saveSingle({ availability: ctx.input.body }));
    ctx.body = saved.availability;
  });

  const asksAsPractice = requireAdminWhen((input: { query: { asPractice: boolean } }) => input.query.asPractice);
  router.get(API_ROUTES.booking.slots, validate({ query: slotQuerySchema }), asksAsPractice, async (ctx) => {
    const { type: typeId, from, to, asPractice } = ctx.input.query;
    const type = asPractice ? await schedule.anyType(typeId) : await schedule.bookableType(typeId);
    sendPrepared(ctx, await slotAnswers.prepare(await schedule.freeTimes(type, from, to, { asPractice })));
  });

  router.post(API_ROUTES.bookings.list, limit(bookingIntake.perAddress), validate({ body: bookingFormSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await bookingIntake.book(ctx.input.body, acceptedLanguage(ctx), siteBaseUrl(ctx, config.PUBLIC_URL), await requestAttribution(ctx, config, pageViews));
  });

  // The visitor's own link: no sign-in, the token is the key. Refused within the cancel notice (409 too_late).
  router.get(API_ROUTES.bookings.managed, validate({ params: manageTokenParams }), async (ctx) => {
    ctx.body = await bookingChanges.managed(ctx.input.params.token);
  });

  router.post(API_ROUTES.bookings.managedCancel, validate({ params: manageTokenParams }), async (ctx) => {
    ctx.body = await bookingChanges.cancelByVisitor(ctx.input.params.token);
  });

  router.post(API_ROUTES.bookings.managedReschedule, validate({ params: manageTokenParams, body: bookingRescheduleSchema }), async (ctx) => {
    ctx.body = await bookingChanges.rescheduleByVisitor(ctx.input.params.token, ctx.input.body.start);
  });

  // The practice's agenda: the dates are the practice's, both included.
  router.get(API_ROUTES.bookings.list, requireAdmin, validate({ query: bookingListQuerySchema }), async (ctx) => {
    const { from, to, lead, status } = ctx.input.query;
    const { timeZone } = await schedule.availability();
    const bookings = await repositories.bookings.list({
      from: from === undefined ? undefined : startOfPracticeDate(from, timeZone),
      to: to === undefined ? undefined : startOfPracticeDate(addDays(to, 1), timeZone),
      leadId: lead,
      status,
    });
    const payments = await deps.paymentStore.statusesOf(bookings.map((booking) => booking.id));
    ctx.set(TOTAL_COUNT_HEADER, String(bookings.length));
    ctx.body = bookings.map((booking): AgendaBooking => ({ ...booking, paymentStatus: payments.get(booking.id) ?? null }));
  });

  router.get(API_ROUTES.bookings.item, requireAdmin, validate({ params: idParams }), async (ctx) => {
    ctx.body = await bookingChanges.detail(ctx.input.params.id);
  });

  /** Runs a practice's change of a booking in an audited transaction with its entry, and answers the booking as it now is. */
  async function changeByPractice(ctx: AppContext, id: number, change: (transaction: Knex.Transaction, record: Recorder) => Promise<{ before: Booking; after: Booking }>) {
    await bookingChanges.practiceChange(() =>
      audit.transaction(ctx, async ({ trx, record }) => {
        const { before, after } = await change(trx, record);
        await recordChange(record, repositories.bookings.audit, before, after);
      }),
    );
    ctx.body = await bookingChanges.detail(id);
  }

  router.patch(API_ROUTES.bookings.item, requireAdmin, validate({ params: idParams, body: bookingStatusUpdateSchema }), async (ctx) => {
    const { id } = ctx.input.params;
    await changeByPractice(ctx, id, (transaction, record) => bookingChanges.setStatusByPractice(id, ctx.input.body.status, transaction, record));
  });

  router.post(API_ROUTES.bookings.reschedule, requireAdmin, validate({ params: idParams, body: bookingRescheduleSchema }), async (ctx) => {
    const { id } = ctx.input.params;
    await changeByPractice(ctx, id, (transaction) => bookingChanges.rescheduleByPractice(id, ctx.input.body.start, transaction));
  });

  // Each admin's private calendar address; renewing it refuses the old one from then on.
  const feedAnswer = (ctx: Pick<Context, 'protocol' | 'host'>, token: string): CalendarFeedAnswer => ({
    url: `${siteBaseUrl(ctx, config.PUBLIC_URL)}${withQuery(apiPaths.booking.calendar(), { token })}`,
  });

  router.get(API_ROUTES.booking.calendarFeed, requireAdmin, async (ctx) => {
    ctx.body = feedAnswer(ctx, await calendarFeeds.tokenOf(ctx.state.session!.admin.id));
  });

  router.post(API_ROUTES.booking.calendarFeed, requireAdmin, async (ctx) => {
    const admin = ctx.state.session!.admin;
    const token = await audit.transaction(ctx, async ({ trx, record }) => {
      const renewed = await calendarFeeds.renew(admin.id, trx);
      await record({ action: 'calendar_feed.renewed', entity: 'calendar_feed', entityId: admin.id, summary: `Calendar feed of ${admin.email}` });
      return renewed;
    });
    ctx.body = feedAnswer(ctx, token);
  });

  router.get(API_ROUTES.booking.calendar, validate({ query: calendarFeedQuerySchema }), async (ctx) => {
    ctx.type = 'text/calendar; charset=utf-8';
    // Private to whoever holds the address: never kept by a shared cache.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = await calendarFeeds.feed(ctx.input.query.token, siteBaseUrl(ctx, config.PUBLIC_URL));
  });
}
