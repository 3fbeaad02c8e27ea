import { useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { AgendaBooking, BookingListQuery } from '@shared/schemas/booking';
import { callApi } from './client';
import { adminKeys } from './resources';

/**
 * The reads of the practice's bookings that more than one part of the dashboard shows (the Bookings area, a lead's
 * view); the Bookings area's own calls live in its feature.
 */

/** The query keys of the bookings; everything under `all` is dropped together when a booking changes or arrives. */
export const bookingKeys = {
  all: [...adminKeys.all, 'bookings'] as const,
  list: (query: Partial<BookingListQuery>) => [...bookingKeys.all, 'list', query] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
};

/** The list of bookings with these parameters: the bookings by start, each with the state of its payment. */
export function fetchBookings(query: Partial<BookingListQuery>, signal?: AbortSignal): Promise<AgendaBooking[]> {
  return callApi<AgendaBooking[]>(withQuery(apiPaths.bookings.list(), query), { signal });
}

/** Every booking of one lead, by start. */
export const useLeadBookings = (leadId: number) =>
  useQuery({ queryKey: bookingKeys.list({ lead: leadId }), queryFn: ({ signal }) => fetchBookings({ lead: leadId }, signal) });
