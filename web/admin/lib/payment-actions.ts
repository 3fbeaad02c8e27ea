import type { PaymentDetail } from '@shared/schemas/payment';
import { PAYMOB_METHOD } from '@shared/payment-rules';

/** The states a payment may still be marked paid from by hand: held, reported with the wrong amount, or lapsed (while its time is free). */
const MARKABLE_PAID = new Set<PaymentDetail['status']>(['pending', 'mismatch', 'expired']);
/** The states whose money was received and may still be given back, in part or whole. */
const REFUNDABLE = new Set<PaymentDetail['status']>(['paid', 'partially_refunded']);
/** Paymob's sources it cannot refund through its API: a payment at an outlet (Fawry) or through an aggregator. */
const PAID_OUTSIDE_CHECKOUT = new Set(['kiosk', 'aggregator']);

/** What the practice may do with a payment now, as the server allows it. */
export function paymentActions(payment: Pick<PaymentDetail, 'status' | 'amountCents' | 'refundedCents' | 'method' | 'providerTransactionId' | 'source'>) {
  const refundableCents = REFUNDABLE.has(payment.status) ? Math.max(0, payment.amountCents - payment.refundedCents) : 0;
  const byPaymob = payment.method === PAYMOB_METHOD && payment.providerTransactionId !== null && !PAID_OUTSIDE_CHECKOUT.has(payment.source?.type ?? '');
  return {
    canMarkPaid: MARKABLE_PAID.has(payment.status),
    refundableCents,
    /** Money Paymob cannot give back goes back by hand: the practice records how, as no provider is asked. */
    refundNeedsReference: !byPaymob,
  };
}
