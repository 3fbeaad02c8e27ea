import { API_ROUTES } from '@shared/api-routes';
import { slotQuerySchema, type FreeSlotsAnswer } from '@shared/schemas/booking';
import type { CachedAnswerLookup } from '../http/fast-path';
import { prepareResponse, type PreparedResponse } from '../http/response-cache';
import type { BookingSchedule } from './schedule';

/**
 * The slot search's answers as sent: a kept answer (see freeTimes) is the same object until it is dropped, so it is
 * serialized and compressed once for all the searches it answers, by the route and by the fast path. Never stored by
 * anyone else (no-store): it changes with the next booking and the next minute.
 */
export function slotAnswers(schedule: BookingSchedule) {
  const preparing = new WeakMap<FreeSlotsAnswer, Promise<PreparedResponse>>();
  const prepared = new WeakMap<FreeSlotsAnswer, PreparedResponse>();

  /** `answer` serialized and compressed, once. */
  function prepare(answer: FreeSlotsAnswer): Promise<PreparedResponse> {
    let response = preparing.get(answer);
    if (!response) {
      response = prepareResponse({ type: 'application/json; charset=utf-8', body: JSON.stringify(answer), cacheControl: 'no-store' });
      void response.then((done) => prepared.set(answer, done));
      preparing.set(answer, response);
    }
    return response;
  }

  /**
   * The fast path's look-up (see fast-path.ts): a visitor's search whose answer and type are kept and already
   * prepared. A query the route would refuse, or the practice's own search, is left to the chain.
   */
  const cached: CachedAnswerLookup = (request) => {
    if (request.path !== API_ROUTES.booking.slots) return undefined;
    const query = slotQuerySchema.safeParse(request.query);
    if (!query.success || query.data.asPractice) return undefined;
    const answer = schedule.keptFreeTimes(query.data.type, query.data.from, query.data.to);
    const response = answer && prepared.get(answer);
    return response && { response };
  };

  return { prepare, cached };
}

export type SlotAnswers = ReturnType<typeof slotAnswers>;
