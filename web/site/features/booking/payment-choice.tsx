import { PAYMENT_METHOD_FIELD } from '@shared/booking-form-state';
import { formatMoney } from '@shared/format';
import type { ConsultationType } from '@shared/schemas/booking';
import { dueAtBooking, PAYMOB_METHOD } from '@shared/payment-rules';
import type { PaymentMethodOption } from '@shared/schemas/payment';
import { localizedText } from '../../../shared/localized-text';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './booking.module.css';
import formField from '../../components/form-field.module.css';

type PricedType = Pick<ConsultationType, 'paymentRule' | 'priceCents' | 'depositCents'>;

/** What a type paid at booking takes then, and for a deposit what is left for the consultation: one sentence, or '' for a type paid at the consultation. */
export function useDueAtBookingText() {
  const { t } = useSiteText();
  const language = useLanguage();
  return (type: PricedType) => {
    const due = dueAtBooking(type);
    if (due === 0) return '';
    const amount = formatMoney(due, language);
    return type.paymentRule === 'deposit'
      ? t('booking.payment.depositDue', { amount, rest: formatMoney(type.priceCents - due, language) })
      : t('booking.payment.fullDue', { amount });
  };
}

/**
 * How the visitor pays a type paid at booking: what is due now, then the methods as radio buttons (Paymob's hosted
 * checkout first when offered), the posted choice or the first one chosen, so that the form posts one without scripts.
 */
export function PaymentChoice({ type, methods, chosen, error }: { type: PricedType; methods: PaymentMethodOption[]; chosen: string; error: string | undefined }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const dueText = useDueAtBookingText();
  const errorId = 'booking-payment-error';
  const checked = methods.some((method) => String(method.id) === chosen) ? chosen : String(methods[0]?.id ?? '');
  return (
    <fieldset className={styles['booking-payment']} aria-describedby={error ? `booking-payment-due ${errorId}` : 'booking-payment-due'} data-testid="booking-payment">
      <legend className={styles['booking-times__legend']}>{t('booking.payment.title')}</legend>
      <p id="booking-payment-due" className={styles['booking-payment__due']} data-testid="booking-payment-due">
        {dueText(type)}
      </p>
      <ul className={styles['booking-payment__methods']}>
        {methods.map((method) => (
          <li key={method.id}>
            <label className={styles['booking-method']}>
              <input type="radio" name={PAYMENT_METHOD_FIELD} value={method.id} required defaultChecked={String(method.id) === checked} className={styles['booking-method__input']} />
              <span className={styles['booking-method__text']}>
                <span className={styles['booking-method__name']}>{localizedText(method, 'name', language)}</span>
                <span className={styles['booking-method__hint']}>{t(method.id === PAYMOB_METHOD ? 'booking.payment.paymobHint' : 'booking.payment.manualHint')}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={formField.field__error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
