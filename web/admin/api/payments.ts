import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { BookingDetail } from '@shared/schemas/booking';
import type { ManualPaymentMethod, PaymentDetail } from '@shared/schemas/payment';
import { bookingKeys } from './bookings';
import { callApi } from './client';
import { useAdminMutation } from './mutations';
import { adminKeys } from './resources';

/**
 * The reads and changes of payments that more than one part of the dashboard makes (the Payments area, a booking's
 * view); the Payments area's own calls live in its feature.
 */

/** The query keys of the payments; everything under `all` is dropped together when a payment changes. */
export const paymentKeys = {
  all: [...adminKeys.all, 'payments'] as const,
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
  methods: () => [...paymentKeys.all, 'methods'] as const,
};

/** One payment with its attempts and refunds. */
export const usePaymentDetail = (id: number) =>
  useQuery({ queryKey: paymentKeys.detail(id), queryFn: ({ signal }) => callApi<PaymentDetail>(apiPaths.payments.item(id), { signal }) });

/** Every manual method of the practice, inactive ones too, in the order visitors see them. */
export const useManualMethods = () =>
  useQuery({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => callApi<ManualPaymentMethod[]>(withQuery(apiPaths.payments.methods(), { all: true }), { signal }),
  });

/** The refusals of a change to a payment that the practice can act on, by the API's code. */
export const PAYMENT_REFUSALS = {
  conflict: 'payments.errors.changed',
  not_refundable: 'payments.errors.notRefundable',
  not_payable: 'payments.errors.notPayable',
  slot_unavailable: 'payments.errors.timeTaken',
} as const;

/**
 * A change to one payment: its view (and its booking's, which shows it) takes the server's answer at once, and every
 * list of payments and bookings is asked again (marking paid confirms the booking). A refusal may mean the view is out
 * of date: it is asked again too.
 */
function usePaymentChange<Variables>(options: { call(variables: Variables): Promise<PaymentDetail>; success: string; failure: string }) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  };
  return useAdminMutation({
    mutationFn: options.call,
    invalidates: [],
    success: options.success,
    failure: options.failure,
    failureByCode: PAYMENT_REFUSALS,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
      queryClient.setQueryData<BookingDetail>(bookingKeys.detail(payment.bookingId), (booking) => booking && { ...booking, payment });
      refresh();
    },
    onError: refresh,
  });
}

/** Gives back part or all of a payment (the whole remainder without an amount); a payment made by hand needs a reference. */
export const useRefundPayment = () =>
  usePaymentChange({
    call: ({ id, amountCents, reference }: { id: number; amountCents?: number; reference?: string }) =>
      callApi<PaymentDetail>(apiPaths.payments.refund(id), { method: 'POST', body: { amountCents, reference } }),
    success: 'payments.toast.refunded',
    failure: 'payments.toast.refundFailed',
  });

/** Records a payment received by hand (or settles a mismatch): the payment is paid and its booking confirmed. */
export const useMarkPaymentPaid = () =>
  usePaymentChange({
    call: ({ id, reference }: { id: number; reference?: string }) => callApi<PaymentDetail>(apiPaths.payments.markPaid(id), { method: 'POST', body: { reference } }),
    success: 'payments.toast.markedPaid',
    failure: 'payments.toast.markPaidFailed',
  });
