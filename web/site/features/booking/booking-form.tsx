import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiPaths, withQuery } from '@shared/api-routes';
import {
  BOOKING_QUERY,
  bookingFieldProblems,
  bookingRefusal,
  EMPTY_BOOKING_DETAILS,
  MANAGE_OUTCOME_PARAM,
  PAYMENT_METHOD_FIELD,
  type BookingDetailField,
  type BookingFieldProblems,
  type BookingFormField,
  type BookingFormState,
  type BookingRefusal,
} from '@shared/booking-form-state';
import { HONEYPOT_FIELD } from '@shared/constants';
import { WHATSAPP_CONSENT_FIELD } from '@shared/form-state';
import { formatMoney } from '@shared/format';
import { LIMITS } from '@shared/limits';
import { dueAtBooking, PAYMOB_METHOD } from '@shared/payment-rules';
import { ROUTES } from '@shared/routes';
import type { BookingCreated, BookingInput, ConsultationType, FreeSlotsAnswer } from '@shared/schemas/booking';
import type { PaymentMethodOption } from '@shared/schemas/payment';
import { api, ApiError } from '../../../shared/api-client';
import { fieldProblemMessage } from '../../components/field-problem-message';
import { FormField, HoneypotField } from '../../components/form-field';
import { useSiteText, type Translate } from '../../components/site-text';
import { useSend } from '../../components/use-send';
import { WhatsappConsent } from '../../components/whatsapp-consent';
import { defineIsland } from '../../islands/island-root';
import { weekDays, type BookingChoice, type BookingDay } from './booking-choice';
import { BookingSummary } from './booking-summary';
import { PaymentChoice } from './payment-choice';
import { TimeOptions } from './time-options';
import styles from './booking.module.css';
import formField from '../../components/form-field.module.css';

/** A posted method as the API takes it: Paymob's name, or a manual method's id. */
const paymentMethodOf = (posted: string) => (posted === PAYMOB_METHOD ? PAYMOB_METHOD : Number(posted));

/** The words for a refused booking field: the choice's own hint for any problem of it, else by its code. */
function problemText(t: Translate, field: BookingFormField, problems: BookingFieldProblems): string | undefined {
  const problem = problems[field];
  if (!problem) return undefined;
  const hint = `booking.fieldErrors.${field}`;
  if (field === 'typeId' || field === 'start' || field === PAYMENT_METHOD_FIELD) return t(hint);
  const message = fieldProblemMessage(problem, hint);
  return 'key' in message ? t(message.key, message.values) : message.text;
}

const REFUSAL_TEXT: Record<BookingRefusal | 'failed', string> = {
  invalid: 'contact.invalid',
  limited: 'booking.refused.limited',
  slot_unavailable: 'booking.refused.slotUnavailable',
  type_unavailable: 'booking.typeUnavailable',
  failed: 'booking.refused.failed',
};

/** The booking just made: its time, consultation and place, and the link to its own page. Takes the focus, for screen readers. */
function BookingConfirmation({ created, type, timeZone }: { created: BookingCreated; type: ConsultationType; timeZone: string }) {
  const { t } = useSiteText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles['booking-confirmation']} aria-labelledby="booking-confirmed-title" data-testid="booking-confirmation">
      <span className={styles['booking-confirmation__icon']} aria-hidden="true">
        <CalendarCheck size={28} />
      </span>
      <h2 id="booking-confirmed-title" ref={heading} tabIndex={-1} className={styles['booking-step__title']}>
        {t('booking.bookedTitle')}
      </h2>
      <BookingSummary type={type} time={created} timeZone={timeZone} />
      <p>{t('booking.bookedText')}</p>
      <a href={created.manageUrl} className="button button--primary" data-testid="manage-link">
        {t('booking.manageLink')}
      </a>
    </section>
  );
}

/** What the booking form sends: the booking, and its hidden honeypot field as it was left. */
type BookingFormInput = Omit<BookingInput, 'typeId'> & { typeId: number } & Partial<Record<typeof HONEYPOT_FIELD, string>>;

interface BookingFormProps {
  type: ConsultationType;
  choice: BookingChoice;
  /** The day shown, with its free times, in the practice's zone `timeZone`. */
  day: BookingDay;
  timeZone: string;
  /** The ways to pay a type paid at booking. */
  methods: PaymentMethodOption[];
  /** The form as the server refused it when it was posted without scripts. */
  refused: BookingFormState | undefined;
  /** Whether the practice offers confirmations and reminders on WhatsApp. */
  whatsapp: boolean;
}

/**
 * The form that books one of the day's times: the times as radio buttons, then the visitor's details, then (for a
 * type paid at booking) how they pay. Posted to /book without scripts (the server answers 303 to the booking's page
 * or Paymob's checkout, or this page again with the refusal), sent to the API with them: a booking to pay through
 * Paymob then goes on to its checkout, one to pay by hand to its page, which says how; a free one shows its
 * confirmation here.
 */
function BookingForm({ type, choice, day: shownDay, timeZone, methods, refused, whatsapp }: BookingFormProps) {
  const { t, language } = useSiteText();
  const book = useSend((booking: BookingFormInput) => api.post<BookingCreated>(apiPaths.bookings.list(), booking));
  const [leaving, setLeaving] = useState(false);
  const [booked, setBooked] = useState<BookingCreated>();
  const [day, setDay] = useState(shownDay);
  const [wantsWhatsapp, setWantsWhatsapp] = useState(refused?.whatsapp ?? false);
  const due = dueAtBooking(type);
  // Still busy once booked while Paymob's checkout or the booking's page loads.
  const busy = book.pending || leaving;
  const [problems, setProblems] = useState<BookingFieldProblems>(refused?.problems ?? {});
  const [refusal, setRefusal] = useState<BookingRefusal | 'failed' | undefined>(refused?.outcome);
  const details = refused?.details ?? EMPTY_BOOKING_DETAILS;

  const clearProblem = (field: BookingFormField) => () => setProblems((current) => ({ ...current, [field]: undefined }));

  /** The day's free times read again: a time another visitor took meanwhile is no longer offered. */
  const readTimesAgain = async () => {
    const week = await api.get<FreeSlotsAnswer>(withQuery(apiPaths.booking.slots(), choice.week === undefined ? { type: type.id } : { type: type.id, from: choice.week }));
    const again = weekDays(week).find((candidate) => candidate.date === day.date);
    if (again) setDay(again);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setProblems({});
    setRefusal(undefined);
    const booking = {
      typeId: type.id,
      start: text('start'),
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      language,
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      ...(due > 0 && form.has(PAYMENT_METHOD_FIELD) ? { paymentMethod: paymentMethodOf(text(PAYMENT_METHOD_FIELD)) } : {}),
      ...(form.get(WHATSAPP_CONSENT_FIELD) === 'on' ? { whatsapp: true } : {}),
    };
    void book.send(booking, {
      success: (created) => {
        const { payment } = created;
        // The held time is paid at Paymob's page, which sends the visitor back to the booking's page.
        if (payment) {
          setLeaving(true);
          return window.location.assign(payment.checkoutUrl ?? `${created.manageUrl}?${MANAGE_OUTCOME_PARAM}=booked`);
        }
        setBooked(created);
      },
      error: (error) => {
        // What was written stays, so that the visitor can try again; the refused fields are marked by their codes.
        if (error instanceof ApiError) setProblems(bookingFieldProblems(error.fields));
        const refusedAs = (error instanceof ApiError && bookingRefusal(error.status)) || 'failed';
        setRefusal(refusedAs);
        if (refusedAs === 'slot_unavailable') void readTimesAgain().catch(() => undefined);
      },
    });
  };

  if (booked) return <BookingConfirmation created={booked} type={type} timeZone={timeZone} />;

  const detailField = (name: BookingDetailField) => ({
    name,
    defaultValue: details[name],
    onChange: clearProblem(name),
    className: formField.input,
  });

  return (
    <>
      {refusal && (
        <p className={`${styles['booking-notice']} ${styles['booking-notice--error']}`} role="alert" data-testid="booking-refused">
          {t(REFUSAL_TEXT[refusal])}
        </p>
      )}
      {/* Posted as an ordinary form when scripts are off; the server answers in the visitor's language. */}
      <form className={styles['booking-form']} method="post" action={ROUTES.book} onSubmit={onSubmit} aria-label={t('booking.formLabel')} data-testid="booking-form">
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="typeId" value={type.id} />
        {choice.week && <input type="hidden" name={BOOKING_QUERY.week} value={choice.week} />}
        <input type="hidden" name={BOOKING_QUERY.date} value={day.date} />
        <TimeOptions day={day} timeZone={timeZone} chosen={choice.start} error={problemText(t, 'start', problems)} />
        <h2 className={styles['booking-step__title']}>{t('booking.detailsStep')}</h2>
        <p className={styles['booking-form__hint']}>{t('contact.requiredHint')}</p>
        <div className={formField['form-grid']}>
          <FormField id="booking-name" label={t('contact.name')} required error={problemText(t, 'name', problems)}>
            {(props) => <input {...props} {...detailField('name')} autoComplete="name" required maxLength={LIMITS.name} placeholder={t('contact.namePlaceholder')} />}
          </FormField>
          <FormField id="booking-email" label={t('contact.email')} required error={problemText(t, 'email', problems)}>
            {(props) => (
              <input {...props} {...detailField('email')} type="email" autoComplete="email" required maxLength={LIMITS.email} dir="ltr" placeholder={t('contact.emailPlaceholder')} />
            )}
          </FormField>
          {/* Paymob takes no payment without a phone number. */}
          <FormField id="booking-phone" label={t('contact.phone')} required={due > 0 || wantsWhatsapp} error={problemText(t, 'phone', problems)}>
            {(props) => (
              <input {...props} {...detailField('phone')} type="tel" autoComplete="tel" required={due > 0 || wantsWhatsapp} maxLength={LIMITS.phone} dir="ltr" placeholder={t('contact.phonePlaceholder')} />
            )}
          </FormField>
          <FormField id="booking-message" label={t('booking.note')} wide error={problemText(t, 'message', problems)}>
            {(props) => <textarea {...props} {...detailField('message')} className={`${formField.input} ${formField.textarea}`} rows={3} maxLength={LIMITS.message} placeholder={t('booking.notePlaceholder')} />}
          </FormField>
          {whatsapp && <WhatsappConsent id="booking-whatsapp" ticked={refused?.whatsapp} onChange={(event) => setWantsWhatsapp(event.target.checked)} />}
        </div>
        {due > 0 && methods.length > 0 && <PaymentChoice type={type} methods={methods} chosen={refused?.paymentMethod ?? ''} error={problemText(t, PAYMENT_METHOD_FIELD, problems)} />}
        <HoneypotField form="booking" />
        <button type="submit" className="button button--accent button--large button--block" disabled={busy} aria-busy={busy}>
          {busy ? t('booking.sending') : due > 0 ? t('booking.payment.submit', { amount: formatMoney(due, language) }) : t('booking.submit')}
        </button>
      </form>
    </>
  );
}

export const bookingFormIsland = defineIsland('bookingForm', BookingForm, ['booking', 'contact', 'form', 'common']);
