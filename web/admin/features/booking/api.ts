import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@shared/api-routes';
import type {
  Availability,
  AvailabilityInput,
  BookingDetail,
  BookingStatus,
  CalendarFeedAnswer,
  ConsultationType,
  ConsultationTypeInput,
  FreeSlotsAnswer,
} from '@shared/schemas/booking';
import type { ManualPaymentMethod, PaymentMethodsInput } from '@shared/schemas/payment';
import { bookingKeys, fetchBookings } from '../../api/bookings';
import { callApi } from '../../api/client';
import { useCrudMutations } from '../../api/crud';
import { useAdminMutation } from '../../api/mutations';
import { paymentKeys } from '../../api/payments';
import { adminKeys } from '../../api/resources';

/** The refusals of a change to a booking that the practice can act on, by the API's code. */
export const BOOKING_REFUSALS = {
  slot_unavailable: 'bookings.errors.slotUnavailable',
  too_late: 'bookings.errors.tooLate',
  not_changeable: 'bookings.errors.notChangeable',
  not_started: 'bookings.errors.notStarted',
} as const;

const feedKey = [...adminKeys.all, 'calendar-feed'] as const;

/** The bookings of the practice's dates `from` to `to` (both included), optionally of one status; the last page stays shown while the next loads. */
export const useAgendaBookings = (from: string, to: string, status: BookingStatus | undefined) =>
  useQuery({
    queryKey: bookingKeys.list({ from, to, status }),
    queryFn: ({ signal }) => fetchBookings({ from, to, status }, signal),
    placeholderData: keepPreviousData,
  });

/** One booking with its e-mails' state. */
export const useBookingDetail = (id: number) =>
  useQuery({ queryKey: bookingKeys.detail(id), queryFn: ({ signal }) => callApi<BookingDetail>(apiPaths.bookings.item(id), { signal }) });

/**
 * Drops every cached list and view of bookings (the agenda, a lead's bookings) and of payments, which a booking's
 * change moves too (a paid booking confirmed, a cancellation paid back): the next look asks the server again.
 */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: paymentKeys.all })]);
}

/** A change to one booking: its view shows the server's answer at once, and every list is asked again. */
function useBookingChange<Variables>(options: { call(variables: Variables): Promise<BookingDetail>; success: string; failure: string }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBookings();
  return useAdminMutation({
    mutationFn: options.call,
    invalidates: [],
    success: options.success,
    failure: options.failure,
    failureByCode: BOOKING_REFUSALS,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
      void refresh();
    },
    // A refusal (a taken time, a booking changed meanwhile) may mean this view is out of date.
    onError: () => void refresh(),
  });
}

/** Marks a booking completed or no-show, or cancels it (the visitor is told by e-mail). */
export const useSetBookingStatus = () =>
  useBookingChange({
    call: ({ id, status }: { id: number; status: Exclude<BookingStatus, 'confirmed'> }) =>
      callApi<BookingDetail>(apiPaths.bookings.item(id), { method: 'PATCH', body: { status } }),
    success: 'bookings.toast.statusChanged',
    failure: 'bookings.toast.changeFailed',
  });

/** Moves a booking to another free time (the visitor is sent the new time). */
export const useMoveBooking = () =>
  useBookingChange({
    call: ({ id, start }: { id: number; start: string }) => callApi<BookingDetail>(apiPaths.bookings.reschedule(id), { method: 'POST', body: { start } }),
    success: 'bookings.toast.moved',
    failure: 'bookings.toast.changeFailed',
  });

/** The free times of a type on one of the practice's dates as the practice may book them (the notice and the horizon do not apply). */
export const usePracticeSlots = (typeId: number, date: string) =>
  useQuery({
    queryKey: [...bookingKeys.all, 'slots', typeId, date] as const,
    queryFn: ({ signal }) =>
      callApi<FreeSlotsAnswer>(withQuery(apiPaths.booking.slots(), { type: typeId, from: date, to: date, asPractice: true }), { signal }),
    enabled: date !== '',
  });

export const useConsultationTypeMutations = () =>
  useCrudMutations<ConsultationTypeInput, ConsultationType>({
    resource: 'consultationTypes',
    paths: apiPaths.consultationTypes,
    messages: 'bookings.types.toast',
    failureByCode: { conflict: 'bookings.types.toast.hasBookings' },
  });

/** Saves the practice's hours and rules; the free times and every booking's shown zone follow. */
export function useSaveAvailability() {
  const refresh = useRefreshBookings();
  return useAdminMutation({
    mutationFn: (input: AvailabilityInput) => callApi<Availability>(apiPaths.booking.availability(), { method: 'PUT', body: input }),
    invalidates: ['bookingAvailability'],
    success: 'bookings.availability.toast.saved',
    failure: 'bookings.availability.toast.saveFailed',
    onSuccess: () => void refresh(),
  });
}

/** Saves the practice's manual payment methods (in their order; one left out is removed); the editor shows what was saved. */
export function useSaveManualMethods() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: PaymentMethodsInput) => callApi<ManualPaymentMethod[]>(apiPaths.payments.methods(), { method: 'PUT', body: input }),
    invalidates: [],
    success: 'bookings.paymentMethods.toast.saved',
    failure: 'bookings.paymentMethods.toast.saveFailed',
    onSuccess: (methods) => {
      queryClient.setQueryData(paymentKeys.methods(), methods);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

/** The signed-in admin's private calendar address. */
export const useCalendarFeed = () => useQuery({ queryKey: feedKey, queryFn: ({ signal }) => callApi<CalendarFeedAnswer>(apiPaths.booking.calendarFeed(), { signal }) });

/** A new private calendar address; the old one stops working. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => callApi<CalendarFeedAnswer>(apiPaths.booking.calendarFeed(), { method: 'POST' }),
    invalidates: [],
    success: 'bookings.feed.toast.renewed',
    failure: 'bookings.feed.toast.renewFailed',
    onSuccess: (answer) => queryClient.setQueryData(feedKey, answer),
  });
}
