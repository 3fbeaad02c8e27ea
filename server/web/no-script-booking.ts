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
  type BookingFormState,
} from '../../shared/booking-form-state';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '../../shared/language';
import { paths, ROUTES } from '../../shared/routes';
import { bookingRescheduleSchema } from '../../shared/schemas/booking';
import type { BookingChanges } from '../booking/booking-changes';
import { bookingFormSchema, type BookingIntake } from '../booking/booking-intake';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validate';
import { noScriptFormPost, type NoScriptPageOptions } from './no-script-form';

interface NoScriptBookingOptions extends NoScriptPageOptions {
  /** Takes the booking as POST /api/bookings does. */
  bookingIntake: BookingIntake;
}

/** The booking page's address of the choice a form was posted from: its type, week, date and (unless it was taken) time. */
function choiceQuery(body: Record<string, unknown>, keepStart: boolean): URLSearchParams {
  const posted = { [BOOKING_QUERY.type]: body.typeId ?? body.type, [BOOKING_QUERY.week]: body.week, [BOOKING_QUERY.date]: body.date, [BOOKING_QUERY.start]: keepStart ? body.start : undefined };
  return new URLSearchParams(Object.entries(posted).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/**
 * The booking form posted without JavaScript (POST /book): the same limit, schema, honeypot, free-time check and
 * storage as POST /api/bookings. Booked: 303 to the booking's own page, which confirms it (reloading it books nothing
 * twice). Refused: the booking page again at the posted choice, in the visitor's language, with what they wrote, each
 * rejected field marked and the refusal explained (400, 404, 409 with the other free times of that day, 429).
 */
export function noScriptBooking({ bookingIntake, ...page }: NoScriptBookingOptions) {
  return noScriptFormPost(page, {
    async take(ctx, body, language) {
      await bookingIntake.perAddress.consume(ctx.ip);
      const booked = await bookingIntake.book(parseInput(bookingFormSchema, body), language);
      return `${booked.manageUrl}?${LANGUAGE_QUERY_PARAM}=${language}&${MANAGE_OUTCOME_PARAM}=booked`;
    },
    refusedPage(error, body) {
      const refusal = bookingRefusal(error.status);
      if (refusal === undefined) return undefined;
      const bookingForm: BookingFormState = { details: bookingDetails(body), problems: bookingFieldProblems(error.fields ?? []), outcome: refusal };
      return { path: ROUTES.book, refused: { bookingForm }, query: choiceQuery(body, refusal !== 'slot_unavailable') };
    },
  });
}

/** A change of a booking as its page posts it: which one, and the new start of a move. */
const changeFormSchema = z.object({ [MANAGE_CHANGE_PARAM]: z.enum(MANAGE_CHANGES, { error: `Must be one of ${MANAGE_CHANGES.join(', ')}` }) });

/**
 * A visitor's change of their booking posted without JavaScript (POST /booking/{token}, `change` cancel or move, with
 * the move's `start`): the same rules as the API's, through the same service. Answered 303 back to the booking's page
 * with the outcome in its address (`?outcome=moved`, `?outcome=too_late`…), a move refused for its time with the move
 * still open at the same week and day; an unknown link lands on the not-found page. A post naming no change is a 400.
 */
export function noScriptBookingChange({ bookingChanges }: { bookingChanges: BookingChanges }) {
  return async (ctx: Context, token: string) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const { change } = parseInput(changeFormSchema, body);
    const back = new URLSearchParams();
    if (isLanguage(body.language)) back.set(LANGUAGE_QUERY_PARAM, body.language);
    try {
      if (change === 'cancel') await bookingChanges.cancelByVisitor(token);
      else await bookingChanges.rescheduleByVisitor(token, parseInput(bookingRescheduleSchema, { start: body.start }).start);
      back.set(MANAGE_OUTCOME_PARAM, change === 'cancel' ? 'cancelled' : 'moved');
    } catch (error) {
      const refusal = error instanceof ApiError ? manageRefusal(error.status, error.code) : undefined;
      if (refusal === undefined && !(error instanceof ApiError && error.status === 404)) throw error;
      if (refusal !== undefined) back.set(MANAGE_OUTCOME_PARAM, refusal);
      if (refusal === 'slot_unavailable' || refusal === 'invalid_start') {
        back.set(MANAGE_CHANGE_PARAM, 'move');
        for (const [name, value] of choiceQuery(body, false)) back.set(name, value);
      }
    }
    ctx.redirect(`${paths.manageBooking(token)}?${back}`);
    ctx.status = 303;
  };
}
