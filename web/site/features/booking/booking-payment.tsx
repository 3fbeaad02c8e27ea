import { LoaderCircle } from 'lucide-react';
import type { PaymentStage } from '@shared/booking-form-state';
import { formatPracticeMoment, timeZoneName } from '@shared/booking/format';
import { formatMoney } from '@shared/format';
import type { ManagedBooking } from '@shared/schemas/booking';
import type { VisitorPayment } from '@shared/schemas/payment';
import { localizedText } from '../../../shared/localized-text';
import { Island } from '../../islands/island';
import { BookingStep } from './booking-step';
import { payFormIsland } from './pay-form';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './booking.module.css';

/** A moment of the practice's clock with its zone named: 'Tuesday, December 1, 2026 at 10:15 AM (Egypt Time)'. */
function useMomentText() {
  const language = useLanguage();
  return (instant: string, timeZone: string) => `${formatPracticeMoment(instant, timeZone, language)} (${timeZoneName(timeZone, language, instant)})`;
}

/** What is still to pay for a held booking, by which method, until when; and how: a manual method's instructions, or Paymob's checkout. */
function PaymentDue({ booking, payment, token, declined }: { booking: ManagedBooking; payment: VisitorPayment; token: string; declined: boolean }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const moment = useMomentText();
  const until = moment(payment.holdUntil, booking.timeZone);
  const instructions = localizedText(payment, 'instructions', language);
  return (
    <>
      {declined && (
        <p className={`${styles['booking-notice']} ${styles['booking-notice--error']}`} role="alert" data-testid="payment-declined">
          {t('booking.payment.declined')}
        </p>
      )}
      <p data-testid="payment-held">{t('booking.payment.heldUntil', { until })}</p>
      <dl className={styles['booking-summary']} data-testid="payment-due">
        <div>
          <dt>{t('booking.payment.toPay')}</dt>
          <dd>{formatMoney(payment.amountCents, language)}</dd>
        </div>
        <div>
          <dt>{t('booking.payment.method')}</dt>
          <dd>{localizedText(payment, 'methodName', language)}</dd>
        </div>
      </dl>
      {payment.method === 'paymob' ? (
        <Island island={payFormIsland} props={{ token, label: declined ? 'booking.payment.payAgain' : 'booking.payment.payNow' }} when="interaction" />
      ) : (
        instructions && (
          <div className={styles['booking-notice']} data-testid="payment-instructions">
            <h3 className={styles['booking-payment__heading']}>{t('booking.payment.howToPay')}</h3>
            <p className={styles['booking-payment__instructions']}>{instructions}</p>
          </div>
        )
      )}
    </>
  );
}

/** A paid booking: what was paid, what is left for the consultation (after a deposit), and what came back. */
function PaymentPaid({ booking, payment }: { booking: ManagedBooking; payment: VisitorPayment }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const rest = booking.type.priceCents - payment.amountCents;
  return (
    <dl className={styles['booking-summary']} data-testid="payment-paid">
      <div>
        <dt>{t('booking.payment.paid')}</dt>
        <dd>{formatMoney(payment.amountCents, language)}</dd>
      </div>
      {booking.type.paymentRule === 'deposit' && rest > 0 && booking.status === 'confirmed' && (
        <div>
          <dt>{t('booking.payment.atConsultation')}</dt>
          <dd>{formatMoney(rest, language)}</dd>
        </div>
      )}
      {payment.refundedCents > 0 && (
        <div>
          <dt>{t('booking.payment.refunded')}</dt>
          <dd>{formatMoney(payment.refundedCents, language)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The booking's payment at its stage (see paymentStage); nothing for a booking with nothing to pay. */
export function BookingPayment({ booking, stage, token }: { booking: ManagedBooking; stage: PaymentStage; token: string }) {
  const { t } = useSiteText();
  const moment = useMomentText();
  const { payment } = booking;
  if (payment === undefined || stage === 'none') return null;
  return (
    <BookingStep titleId="booking-payment-title" title={t('booking.payment.title')} testId="booking-payment-state">
      {stage === 'due' || stage === 'declined' ? (
        <PaymentDue booking={booking} payment={payment} token={token} declined={stage === 'declined'} />
      ) : stage === 'confirming' ? (
        <p className={`${styles['booking-notice']} ${styles['booking-payment__confirming']}`} role="status" data-testid="payment-confirming">
          <LoaderCircle aria-hidden="true" size={20} className={styles['booking-payment__spinner']} />
          {t('booking.payment.confirming')}
        </p>
      ) : stage === 'checking' ? (
        <p className={styles['booking-notice']} data-testid="payment-checking">
          {t('booking.payment.checking')}
        </p>
      ) : stage === 'expired' ? (
        <p className={styles['booking-notice']} data-testid="payment-expired">
          {t('booking.payment.expired', { until: moment(payment.holdUntil, booking.timeZone) })}
        </p>
      ) : (
        <PaymentPaid booking={booking} payment={payment} />
      )}
    </BookingStep>
  );
}
