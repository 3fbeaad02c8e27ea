import { describe, expect, it } from 'vitest';
import { paymentActions } from './payment-actions';

const paid = { status: 'paid' as const, amountCents: 60000, refundedCents: 0, method: 'paymob' as const, providerTransactionId: '192837465', source: { type: 'card', subType: 'MasterCard' } };

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

  it('marks paid a held payment, a mismatch or a lapsed one only', () => {
    for (const status of ['pending', 'mismatch', 'expired'] as const) expect(paymentActions({ ...paid, status }).canMarkPaid, status).toBe(true);
    for (const status of ['paid', 'cancelled', 'refunded', 'partially_refunded'] as const) {
      expect(paymentActions({ ...paid, status }).canMarkPaid, status).toBe(false);
    }
  });

  it('asks how money was given back that Paymob cannot refund: paid by hand, at an outlet or through an aggregator', () => {
    expect(paymentActions(paid).refundNeedsReference).toBe(false);
    expect(paymentActions({ ...paid, method: 3, providerTransactionId: null, source: undefined }).refundNeedsReference).toBe(true);
    expect(paymentActions({ ...paid, source: { type: 'kiosk' } }).refundNeedsReference).toBe(true);
    expect(paymentActions({ ...paid, source: { type: 'aggregator' } }).refundNeedsReference).toBe(true);
    expect(paymentActions({ ...paid, providerTransactionId: null }).refundNeedsReference).toBe(true);
  });
});
