import { useRecordLink } from '../../hooks/use-record-link';

/** The query parameter of a payment's view in the dashboard's address. */
export const PAYMENT_QUERY_PARAM = 'payment';

/** The payment the dashboard's address opens (`/admin/dashboard?payment=42`). */
export function usePaymentLink() {
  const { id, open, close } = useRecordLink(PAYMENT_QUERY_PARAM);
  return { paymentId: id, openPayment: open, closePayment: close };
}
