import { useQuery } from '@tanstack/react-query';
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

/** The booking a visitor's link opens. */
export function useManagedBooking(token: string) {
  return useQuery(managedBookingQuery(token));
}
