/*
 * The rules of paying for a consultation, without the schemas (and so without zod): the public pages use them, and
 * their scripts must stay small.
 */

/** Every amount is in piastres of EGP, as Paymob counts them: 60000 is 600 EGP. */
export const CURRENCY = 'EGP';

/** When a consultation is paid: at the consultation (`none`), a deposit at booking, or the full price at booking. */
export const PAYMENT_RULES = ['none', 'deposit', 'full'] as const;
export type PaymentRule = (typeof PAYMENT_RULES)[number];

/** Paymob's entry among the methods: its hosted checkout offers cards, wallets, Fawry and instalments. */
export const PAYMOB_METHOD = 'paymob';

/** What a booking of `type` takes at booking time, in piastres: nothing, the deposit, or the price. */
export const dueAtBooking = (type: { paymentRule: PaymentRule; priceCents: number; depositCents: number }) =>
  type.paymentRule === 'full' ? type.priceCents : type.paymentRule === 'deposit' ? type.depositCents : 0;

/** The query that Paymob's return adds to the booking's page: it shows the payment's outcome, looking again until it is known. */
export const PAYMENT_RETURN_PARAM = 'payment';
export const PAYMENT_RETURN_VALUE = 'return';
