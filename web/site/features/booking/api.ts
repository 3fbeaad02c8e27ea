import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-routes';
import type { HONEYPOT_FIELD } from '@shared/constants';
import type { ManageStep } from '@shared/booking-form-state';
import { publicReadPath } from '@shared/public-reads';
import type { BookingCreated, BookingInput, ManagedBooking } from '@shared/schemas/booking';
import type { VisitorPayment } from '@shared/schemas/payment';
import { api, ApiError } from '../../../shared/api-client';
import { publicReadQuery } from '../../../shared/api-query';
import { queryKeys } from '../../../shared/query-keys';

export const consultationTypesQuery = () => publicReadQuery(queryKeys.consultationTypes, { name: 'consultationTypes', params: {} });

export const freeSlotsQuery = (type: number, from: string | undefined) =>
  publicReadQuery(queryKeys.freeSlots(type, from), { name: 'freeSlots', params: from === undefined ? { type } : { type, from } });

export const managedBookingQuery = (token: string) => publicReadQuery(queryKeys.managedBooking(token), { name: 'managedBooking', params: { token } });

export const paymentMethodsQuery = () => publicReadQuery(queryKeys.paymentMethods, { name: 'paymentMethods', params: {} });

/** The consultation types visitors can book, by display order. */
export function useConsultationTypes() {
  return useQuery(consultationTypesQuery());
}

/** A type's free times for the week from `from` (or the first bookable date); `type` undefined asks nothing. */
export function useFreeSlots(type: number | undefined, from: string | undefined) {
  return useQuery({ ...freeSlotsQuery(type ?? 0, from), enabled: type !== undefined });
}

/** The ways a visitor may pay a type paid at booking; `enabled` false asks nothing. */
export function usePaymentMethods(enabled: boolean) {
  return useQuery({ ...paymentMethodsQuery(), enabled });
}

/** What the booking form sends: the booking, and its hidden honeypot field as it was left. */
type BookingFormInput = Omit<BookingInput, 'typeId'> & { typeId: number } & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** Books a time; when it was taken meanwhile (409), the type's free times are read again so that it disappears. */
export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: BookingFormInput) => api.post<BookingCreated>(apiPaths.bookings.list(), booking),
    onError: (error, booking) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.freeSlotsOfType(booking.typeId) });
    },
    onSuccess: (_created, booking) => queryClient.invalidateQueries({ queryKey: queryKeys.freeSlotsOfType(booking.typeId) }),
  });
}

/** The booking a visitor's link opens. */
export function useManagedBooking(token: string) {
  return useQuery(managedBookingQuery(token));
}

/**
 * Cancels or moves (to `start`) the booking of a visitor's link: its page then shows it as it now is, and its type's
 * free times are read again (the old time is free, the new one taken).
 */
export function useChangeBooking(token: string) {
  const queryClient = useQueryClient();
  const bookingPath = publicReadPath({ name: 'managedBooking', params: { token } });
  return useMutation({
    mutationFn: ({ change, start }: { change: ManageStep; start?: string }) =>
      change === 'cancel' ? api.post<ManagedBooking>(`${bookingPath}/cancel`) : api.post<ManagedBooking>(`${bookingPath}/reschedule`, { start }),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.managedBooking(token), booking);
      return queryClient.invalidateQueries({ queryKey: queryKeys.freeSlotsOfType(booking.type.id) });
    },
  });
}

/**
 * A new Paymob checkout for the held booking of a visitor's link, to send them to; a booking no longer held (409) is
 * read again, so that its page shows what became of it.
 */
export function usePayAgain(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<VisitorPayment>(apiPaths.bookings.managedPay(token)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.managedBooking(token) });
    },
  });
}
