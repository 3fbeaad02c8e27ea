import { CreditCard, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGE_CHANGE_PARAM, type PaymentStage } from '@shared/booking-form-state';
import { formatPracticeMoment, timeZoneName } from '@shared/booking/format';
import { formatMoney } from '@shared/format';
import { paths } from '@shared/routes';
import type { ManagedBooking } from '@shared/schemas/booking';
import type { VisitorPayment } from '@shared/schemas/payment';
import { ApiError } from '../../../shared/api-client';
import { useLanguage } from '../../../shared/i18n';
import { localizedText } from '../../../shared/localized-text';
import { usePayAgain } from './api';
import { BookingStep } from './booking-step';

/** A moment of the practice's clock with its zone named: 'Tuesday, December 1, 2026 at 10:15 AM (Egypt Time)'. */
function useMomentText() {
  const language = useLanguage();
  return (instant: string, timeZone: string) => `${formatPracticeMoment(instant, timeZone, language)} (${timeZoneName(timeZone, language, instant)})`;
}

/**
 * The way to Paymob's checkout for a held booking: a form posted to the booking's page without scripts (the server
 * answers 303 to a fresh checkout), a new checkout asked of the API with them.
 */
function PayForm({ token, label }: { token: string; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const payAgain = usePayAgain(token);
  const [failed, setFailed] = useState(false);
  // Busy from the click until the checkout has loaded, which may take a moment after the answer.
  const busy = payAgain.isPending || payAgain.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    payAgain.mutate(undefined, {
      onSuccess: (payment) => (payment.checkoutUrl ? window.location.assign(payment.checkoutUrl) : setFailed(true)),
      onError: (error) => setFailed(!(error instanceof ApiError && error.status === 409)),
    });
  };

  return (
    <form method="post" action={paths.manageBooking(token)} onSubmit={onSubmit} className="booking-actions">
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={MANAGE_CHANGE_PARAM} value="pay" />
      <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy} data-testid="pay-now">
        <CreditCard aria-hidden="true" size={18} />
        {t(busy ? 'booking.payment.opening' : label)}
      </button>
      {failed && (
        <p className="field__error" role="alert">
          {t('booking.manage.outcomes.paymentUnavailable')}
        </p>
      )}
    </form>
  );
}

/** What is still to pay for a held booking, by which method, until when; and how: a manual method's instructions, or Paymob's checkout. */
function PaymentDue({ booking, payment, token, declined }: { booking: ManagedBooking; payment: VisitorPayment; token: string; declined: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const moment = useMomentText();
  const until = moment(payment.holdUntil, booking.timeZone);
  const instructions = localizedText(payment, 'instructions', language);
  return (
    <>
      {declined && (
        <p className="booking-notice booking-notice--error" role="alert" data-testid="payment-declined">
          {t('booking.payment.declined')}
        </p>
      )}
      <p data-testid="payment-held">{t('booking.payment.heldUntil', { until })}</p>
      <dl className="booking-summary" data-testid="payment-due">
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
        <PayForm token={token} label={declined ? 'booking.payment.payAgain' : 'booking.payment.payNow'} />
      ) : (
        instructions && (
          <div className="booking-notice" data-testid="payment-instructions">
            <h3 className="booking-payment__heading">{t('booking.payment.howToPay')}</h3>
            <p className="booking-payment__instructions">{instructions}</p>
          </div>
        )
      )}
    </>
  );
}

/** A paid booking: what was paid, what is left for the consultation (after a deposit), and what came back. */
function PaymentPaid({ booking, payment }: { booking: ManagedBooking; payment: VisitorPayment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rest = booking.type.priceCents - payment.amountCents;
  return (
    <dl className="booking-summary" data-testid="payment-paid">
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
  const { t } = useTranslation();
  const moment = useMomentText();
  const { payment } = booking;
  if (payment === undefined || stage === 'none') return null;
  return (
    <BookingStep titleId="booking-payment-title" title={t('booking.payment.title')} testId="booking-payment-state">
      {stage === 'due' || stage === 'declined' ? (
        <PaymentDue booking={booking} payment={payment} token={token} declined={stage === 'declined'} />
      ) : stage === 'confirming' ? (
        <p className="booking-notice booking-payment__confirming" role="status" data-testid="payment-confirming">
          <LoaderCircle aria-hidden="true" size={20} className="booking-payment__spinner" />
          {t('booking.payment.confirming')}
        </p>
      ) : stage === 'checking' ? (
        <p className="booking-notice" data-testid="payment-checking">
          {t('booking.payment.checking')}
        </p>
      ) : stage === 'expired' ? (
        <p className="booking-notice" data-testid="payment-expired">
          {t('booking.payment.expired', { until: moment(payment.holdUntil, booking.timeZone) })}
        </p>
      ) : (
        <PaymentPaid booking={booking} payment={payment} />
      )}
    </BookingStep>
  );
}
