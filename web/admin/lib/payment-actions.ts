import { PAYMOB_METHOD, type PaymentSummary } from '@shared/schemas/payment';

/** The states a payment may still be marked paid from by hand: held and unpaid, or paid with the wrong amount. */
const MARKABLE_PAID = new Set<PaymentSummary['status']>(['pending', 'mismatch']);
/** The states whose money was received and may still be given back, in part or whole. */
const REFUNDABLE = new Set<PaymentSummary['status']>(['paid', 'partially_refunded']);

/** What the practice may do with a payment now, as the server allows it. */
export function paymentActions(payment: Pick<PaymentSummary, 'status' | 'amountCents' | 'refundedCents' | 'method'>) {
  const refundableCents = REFUNDABLE.has(payment.status) ? Math.max(0, payment.amountCents - payment.refundedCents) : 0;
  return {
    canMarkPaid: MARKABLE_PAID.has(payment.status),
    refundableCents,
    /** Money paid by hand goes back by hand: the practice records how, as no provider is asked. */
    refundNeedsReference: payment.method !== PAYMOB_METHOD,
  };
}
