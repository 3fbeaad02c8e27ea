import { describe, expect, it } from 'vitest';
import { paymentActions } from './payment-actions';

const paid = { status: 'paid' as const, amountCents: 60000, refundedCents: 0, method: 'paymob' as const };

describe('what can be done with a payment', () => {
  it('refunds what was received and not yet given back', () => {
    expect(paymentActions(paid)).toEqual({ canMarkPaid: false, refundableCents: 60000, refundNeedsReference: false });
    expect(paymentActions({ ...paid, status: 'partially_refunded', refundedCents: 20000 }).refundableCents).toBe(40000);
  });

  it('refunds nothing of a payment not received or already given back', () => {
    for (const status of ['pending', 'expired', 'cancelled', 'mismatch', 'refunded'] as const) {
      expect(paymentActions({ ...paid, status }).refundableCents, status).toBe(0);
    }
  });

  it('marks paid a held payment or a mismatch only', () => {
    expect(paymentActions({ ...paid, status: 'pending' }).canMarkPaid).toBe(true);
    expect(paymentActions({ ...paid, status: 'mismatch' }).canMarkPaid).toBe(true);
    for (const status of ['paid', 'expired', 'cancelled', 'refunded', 'partially_refunded'] as const) {
      expect(paymentActions({ ...paid, status }).canMarkPaid, status).toBe(false);
    }
  });

  it('asks how a manual payment was given back, and not a Paymob one', () => {
    expect(paymentActions({ ...paid, method: 3 }).refundNeedsReference).toBe(true);
    expect(paymentActions(paid).refundNeedsReference).toBe(false);
  });
});
