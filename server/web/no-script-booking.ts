import type { Context } from 'koa';
import { BOOKING_QUERY, bookingDetails, bookingFieldProblems, bookingRefusal, MANAGE_OUTCOME_PARAM, type BookingFormState } from '../../shared/booking-form-state';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '../../shared/language';
import { ROUTES } from '../../shared/routes';
import { bookingFormSchema, type BookingIntake } from '../booking/booking-intake';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validate';
import { sendNotBuilt, type IndexTemplate } from './index-template';
import { pageLanguage } from './page-language';
import { sendDocument, type PageRendering } from './page-rendering';

interface NoScriptBookingOptions {
  template: () => Promise<IndexTemplate | undefined>;
  pages: PageRendering;
  /** Takes the booking as POST /api/bookings does. */
  bookingIntake: BookingIntake;
  /** The visitor's country, which picks the language when the form did not say it. */
  countryOf: (ctx: Context) => Promise<string | null>;
}

/** The booking page's address of the choice a form was posted from: its type, week, date and (unless it was taken) time. */
function choiceQuery(body: Record<string, unknown>, keepStart: boolean): URLSearchParams {
  const posted = { [BOOKING_QUERY.type]: body.typeId, [BOOKING_QUERY.week]: body.week, [BOOKING_QUERY.date]: body.date, [BOOKING_QUERY.start]: keepStart ? body.start : undefined };
  return new URLSearchParams(Object.entries(posted).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/**
 * The booking form posted without JavaScript (POST /book): the same limit, schema, honeypot, free-time check and
 * storage as POST /api/bookings. Booked: 303 to the booking's own page, which confirms it (reloading it books nothing
 * twice). Refused: the booking page again at the posted choice, in the visitor's language, with what they wrote, each
 * rejected field marked and the refusal explained (400, 404, 409 with the other free times of that day, 429).
 */
export function noScriptBooking({ template: readTemplate, pages, bookingIntake, countryOf }: NoScriptBookingOptions) {
  return async (ctx: Context) => {
    const template = await readTemplate();
    if (template === undefined) return sendNotBuilt(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const language = isLanguage(body.language) ? body.language : (await pageLanguage(ctx, countryOf)).language;
    try {
      await bookingIntake.perAddress.consume(ctx.ip);
      const booked = await bookingIntake.book(parseInput(bookingFormSchema, body), language);
      ctx.redirect(`${booked.manageUrl}?${LANGUAGE_QUERY_PARAM}=${language}&${MANAGE_OUTCOME_PARAM}=booked`);
      ctx.status = 303;
    } catch (error) {
      const refusal = error instanceof ApiError ? bookingRefusal(error.status) : undefined;
      if (!(error instanceof ApiError) || refusal === undefined) throw error;
      const state: BookingFormState = { details: bookingDetails(body), problems: bookingFieldProblems(error.fields ?? []), outcome: refusal };
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      const query = choiceQuery(body, refusal !== 'slot_unavailable');
      const { document } = await pages.renderSitePage(ctx, template.text, ROUTES.book, { language, inAddress: false }, { bookingForm: state }, query);
      sendDocument(ctx, error.status, document, 'no-store');
    }
  };
}
