import { describe, expect, it } from 'vitest';
import { isManageStep, isPaymentReturn, paymentStage, postedPaymentMethod } from './booking-form-state';
import type { ManagedBooking } from './schemas/booking';
import type { VisitorPayment } from './schemas/payment';

const payment = (fields: Partial<VisitorPayment> = {}): VisitorPayment => ({
  id: 1,
  status: 'pending',
  amountCents: 60_000,
  refundedCents: 0,
  currency: 'EGP',
  method: 'paymob',
  methodNameEn: 'Card, wallet or Fawry',
  methodNameAr: 'بطاقة أو محفظة أو فوري',
  holdUntil: '2026-12-01T08:15:00.000Z',
  declined: false,
  ...fields,
});

const booking = (status: ManagedBooking['status'], paid?: Partial<VisitorPayment>): Pick<ManagedBooking, 'status' | 'payment'> => ({
  status,
  payment: paid === undefined ? undefined : payment(paid),
});

describe('paymentStage', () => {
  it('has nothing to pay for a booking without a payment, or whose payment was cancelled with it', () => {
    expect(paymentStage(booking('confirmed'), false)).toBe('none');
    expect(paymentStage(booking('confirmed'), true)).toBe('none');
    expect(paymentStage(booking('cancelled', { status: 'cancelled' }), false)).toBe('none');
  });

  it('is due while the time is held and no try was declined; being confirmed only when back from Paymob’s checkout', () => {
    expect(paymentStage(booking('pending_payment', {}), false)).toBe('due');
    expect(paymentStage(booking('pending_payment', {}), true)).toBe('confirming');
    // A manual method has no checkout to come back from: its payment is still to make.
    expect(paymentStage(booking('pending_payment', { method: 4 }), true)).toBe('due');
  });

  it('is declined after a refused try, back from the checkout or not: the visitor may pay again', () => {
    expect(paymentStage(booking('pending_payment', { declined: true }), true)).toBe('declined');
    expect(paymentStage(booking('pending_payment', { declined: true }), false)).toBe('declined');
  });

  it('is paid once paid, refunds included, and checking when what came in did not match', () => {
    expect(paymentStage(booking('confirmed', { status: 'paid' }), true)).toBe('paid');
    expect(paymentStage(booking('cancelled', { status: 'refunded', refundedCents: 60_000 }), false)).toBe('paid');
    expect(paymentStage(booking('confirmed', { status: 'partially_refunded', refundedCents: 100 }), false)).toBe('paid');
    expect(paymentStage(booking('pending_payment', { status: 'mismatch' }), true)).toBe('checking');
  });

  it('is expired when the hold ran out, even if the payment has not been marked so yet', () => {
    expect(paymentStage(booking('expired', { status: 'expired' }), true)).toBe('expired');
    expect(paymentStage(booking('expired', { status: 'pending' }), true)).toBe('expired');
  });
});

describe('the booking page’s address and forms', () => {
  it('knows Paymob’s return by its parameter and value only', () => {
    expect(isPaymentReturn(new URLSearchParams('payment=return'))).toBe(true);
    expect(isPaymentReturn(new URLSearchParams('payment=paid'))).toBe(false);
    expect(isPaymentReturn(new URLSearchParams('outcome=booked'))).toBe(false);
  });

  it('opens a step for cancelling and moving, never for paying (which goes straight to the checkout)', () => {
    expect(isManageStep('cancel')).toBe(true);
    expect(isManageStep('move')).toBe(true);
    expect(isManageStep('pay')).toBe(false);
    expect(isManageStep(undefined)).toBe(false);
  });

  it('reads the posted method as text, anything else as none', () => {
    expect(postedPaymentMethod({ paymentMethod: 'paymob' })).toBe('paymob');
    expect(postedPaymentMethod({ paymentMethod: '3' })).toBe('3');
    expect(postedPaymentMethod({ paymentMethod: ['3', '4'] })).toBe('');
    expect(postedPaymentMethod({})).toBe('');
  });
});
