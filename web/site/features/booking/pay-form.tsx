import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiPaths } from '@shared/api-routes';
import { MANAGE_CHANGE_PARAM } from '@shared/booking-form-state';
import { paths } from '@shared/routes';
import type { VisitorPayment } from '@shared/schemas/payment';
import { api, ApiError } from '../../../shared/api-client';
import { useSiteText } from '../../components/site-text';
import { useSend } from '../../components/use-send';
import { defineIsland } from '../../islands/island-root';
import styles from './booking.module.css';
import formField from '../../components/form-field.module.css';

/**
 * The way to Paymob's checkout for a held booking: a form posted to the booking's page without scripts (the server
 * answers 303 to a fresh checkout), a new checkout asked of the API with them. A booking no longer held (409) is shown
 * again as it now is.
 */
function PayForm({ token, label }: { token: string; label: string }) {
  const { t, language } = useSiteText();
  const payAgain = useSend(() => api.post<VisitorPayment>(apiPaths.bookings.managedPay(token)));
  const [failed, setFailed] = useState(false);
  // Busy from the click until the checkout has loaded, which may take a moment after the answer.
  const [leaving, setLeaving] = useState(false);
  const busy = payAgain.pending || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    void payAgain.send(undefined, {
      success: (payment) => {
        if (!payment.checkoutUrl) return setFailed(true);
        setLeaving(true);
        window.location.assign(payment.checkoutUrl);
      },
      error: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return setFailed(true);
        setLeaving(true);
        window.location.reload();
      },
    });
  };

  return (
    <form method="post" action={paths.manageBooking(token)} onSubmit={onSubmit} className={styles['booking-actions']}>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={MANAGE_CHANGE_PARAM} value="pay" />
      <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy} data-testid="pay-now">
        <CreditCard aria-hidden="true" size={18} />
        {t(busy ? 'booking.payment.opening' : label)}
      </button>
      {failed && (
        <p className={formField.field__error} role="alert">
          {t('booking.manage.outcomes.paymentUnavailable')}
        </p>
      )}
    </form>
  );
}

export const payFormIsland = defineIsland('payForm', PayForm, ['booking.payment', 'booking.manage.outcomes']);
