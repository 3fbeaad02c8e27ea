import type { Context } from 'koa';
import { z } from 'zod';
import {
  BOOKING_QUERY,
  bookingDetails,
  bookingFieldProblems,
  bookingRefusal,
  MANAGE_CHANGE_PARAM,
  MANAGE_CHANGES,
  MANAGE_OUTCOME_PARAM,
  manageRefusal,
  postedPaymentMethod,
  type BookingFormState,
} from '@shared/booking-form-state';
import { postedWhatsappConsent } from '@shared/form-state';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '@shared/language';
import { paths, ROUTES } from '@shared/routes';
import { bookingRescheduleSchema } from '@shared/schemas/booking';
import { bookingFormSchema } from '../booking/booking-intake';
import { ApiError } from '../http/errors';
import { requestAttribution } from '../analytics/visitor-request';
import { limit } from '../http/rate-limit';
import { siteBaseUrl } from '../http/site-base-url';
import { parseInput, validate } from '../http/validate';
import type { AppDeps, AppRouter } from '../resources/app-deps';
import { manageTokenParams } from '../resources/booking/schema';
import { noScriptFormRefusals, seeOther, type NoScriptPageOptions, type RefusedPage } from './no-script-form';

/** The booking page's address of the choice a form was posted from: its type, week, date and (unless it was taken) time. */
function choiceQuery(body: Record<string, unknown>, keepStart: boolean): URLSearchParams {
  const posted = { [BOOKING_QUERY.type]: body.typeId ?? body.type, [BOOKING_QUERY.week]: body.week, [BOOKING_QUERY.date]: body.date, [BOOKING_QUERY.start]: keepStart ? body.start : undefined };
  return new URLSearchParams(Object.entries(posted).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The booking page again at the posted choice, with what the visitor wrote, each refused field marked and the refusal explained. */
function refusedBooking(error: ApiError, posted: Record<string, unknown>): RefusedPage | undefined {
  const refusal = bookingRefusal(error.status);
  if (refusal === undefined) return undefined;
  const bookingForm: BookingFormState = { details: bookingDetails(posted), paymentMethod: postedPaymentMethod(posted), problems: bookingFieldProblems(error.fields ?? []), outcome: refusal, whatsapp: postedWhatsappConsent(posted) };
  return { path: ROUTES.book, refused: { bookingForm }, query: choiceQuery(posted, refusal !== 'slot_unavailable') };
}

/**
 * The booking form posted without JavaScript (POST /book): the chain of POST /api/bookings (the same limit, counted
 * with it, schema, honeypot, free-time check and storage). Booked: 303 to the booking's own page, which confirms it
 * (reloading it books nothing twice) or, for a time held to pay by hand, says how; to Paymob's checkout for a time
 * held to pay there (the CSP's form-action names Paymob, as browsers hold a form's redirects to it). Refused: the
 * booking page again at the posted choice, in the visitor's language (400, 404, 409 with the other free times of that
 * day, 429; see noScriptFormRefusals).
 */
function noScriptBookingRoute(router: AppRouter, { config, bookingIntake, pageViews }: Pick<AppDeps, 'config' | 'bookingIntake' | 'pageViews'>, page: NoScriptPageOptions) {
  router.post(ROUTES.book, noScriptFormRefusals(page, refusedBooking), limit(bookingIntake.perAddress), validate({ body: bookingFormSchema }), async (ctx) => {
    const language = ctx.state.formLanguage;
    const booked = await bookingIntake.book(ctx.input.body, language, siteBaseUrl(ctx, config.PUBLIC_URL), await requestAttribution(ctx, config, pageViews));
    // Paid through Paymob: on to its checkout, which brings the visitor back to their booking's page.
    if (booked.payment?.checkoutUrl) return seeOther(ctx, booked.payment.checkoutUrl);
    seeOther(ctx, `${booked.manageUrl}?${LANGUAGE_QUERY_PARAM}=${language}&${MANAGE_OUTCOME_PARAM}=booked`);
  });
}

/**
 * A change of a booking as its page posts it: which one; the rest (the move's start, the language, the week and day the
 * move was chosen at) is read as the API reads it, or written back into the page's address.
 */
const changeFormSchema = z.looseObject({ [MANAGE_CHANGE_PARAM]: z.enum(MANAGE_CHANGES, { error: `Must be one of ${MANAGE_CHANGES.join(', ')}` }) });

/**
 * Paying a held booking again posted without JavaScript: the chain of POST /api/bookings/manage/{token}/pay (its limit,
 * counted with it, and a new checkout through the same service), answered 303 to Paymob's checkout. A booking no longer
 * held comes back to its page with `?outcome=not_payable`; paying that cannot start now (the limit, Paymob out of
 * reach) with `?outcome=payment_unavailable`.
 */
async function payAgain(ctx: Context, token: string, back: URLSearchParams, { config, bookingIntake, bookingChanges, payments }: NoScriptChangeDeps) {
  try {
    await bookingIntake.perAddress.consume(ctx.ip);
    const payment = await payments.payAgain(await bookingChanges.byToken(token), siteBaseUrl(ctx, config.PUBLIC_URL));
    if (payment.checkoutUrl) return seeOther(ctx, payment.checkoutUrl);
    back.set(MANAGE_OUTCOME_PARAM, 'payment_unavailable');
  } catch (error) {
    if (!(error instanceof ApiError) || ![404, 409, 429, 503].includes(error.status)) throw error;
    if (error.status !== 404) back.set(MANAGE_OUTCOME_PARAM, error.status === 409 ? 'not_payable' : 'payment_unavailable');
  }
  seeOther(ctx, `${paths.manageBooking(token)}?${back}`);
}

type NoScriptChangeDeps = Pick<AppDeps, 'config' | 'bookingIntake' | 'bookingChanges' | 'payments'>;

/**
 * A visitor's change of their booking posted without JavaScript (POST /booking/{token}, `change` cancel, move with the
 * move's `start`, or pay): the chain of POST /api/bookings/manage/{token}/cancel and /reschedule, through the same
 * service. Answered 303 back to the booking's page with the outcome in its address (`?outcome=moved`,
 * `?outcome=too_late`…), a move refused for its time with the move still open at the same week and day; an unknown
 * link lands on the not-found page. A post naming no change is a 400. Paying goes on to the checkout (see payAgain).
 */
function noScriptBookingChangeRoute(router: AppRouter, deps: NoScriptChangeDeps) {
  const { bookingChanges } = deps;
  router.post(ROUTES.manageBooking, validate({ params: manageTokenParams, body: changeFormSchema }), async (ctx) => {
    const { params: { token }, body } = ctx.input;
    const back = new URLSearchParams();
    if (isLanguage(body.language)) back.set(LANGUAGE_QUERY_PARAM, body.language);
    if (body.change === 'pay') return payAgain(ctx, token, back, deps);
    try {
      if (body.change === 'cancel') await bookingChanges.cancelByVisitor(token);
      else await bookingChanges.rescheduleByVisitor(token, parseInput(bookingRescheduleSchema, { start: body.start }).start);
      back.set(MANAGE_OUTCOME_PARAM, body.change === 'cancel' ? 'cancelled' : 'moved');
    } catch (error) {
      const refusal = error instanceof ApiError ? manageRefusal(error.status, error.code) : undefined;
      if (refusal === undefined && !(error instanceof ApiError && error.status === 404)) throw error;
      if (refusal !== undefined) back.set(MANAGE_OUTCOME_PARAM, refusal);
      if (refusal === 'slot_unavailable' || refusal === 'invalid_start') {
        back.set(MANAGE_CHANGE_PARAM, 'move');
        for (const [name, value] of choiceQuery(body, false)) back.set(name, value);
      }
    }
    seeOther(ctx, `${paths.manageBooking(token)}?${back}`);
  });
}

/** The booking page's forms posted without JavaScript: a booking, and a visitor's change of theirs. */
export function noScriptBookingRoutes(router: AppRouter, deps: NoScriptChangeDeps & Pick<AppDeps, 'pageViews'>, page: NoScriptPageOptions) {
  noScriptBookingRoute(router, deps, page);
  noScriptBookingChangeRoute(router, deps);
}
