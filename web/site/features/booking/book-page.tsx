import type { TFunction } from 'i18next';
import { CalendarCheck } from 'lucide-react';
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
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
  type BookingRefusal,
} from '@shared/booking-form-state';
import { HONEYPOT_FIELD } from '@shared/constants';
import { LIMITS } from '@shared/limits';
import { ROUTES } from '@shared/routes';
import type { BookingCreated, ConsultationType } from '@shared/schemas/booking';
import { dueAtBooking, PAYMOB_METHOD } from '@shared/payment-rules';
import { formatMoney } from '@shared/format';
import { ApiError } from '../../../shared/api-client';
import { useLanguage } from '../../../shared/i18n';
import { fieldProblemMessage } from '../../components/field-problem-message';
import { FormField, HoneypotField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { StatusMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { useBookConsultation, useConsultationTypes, usePaymentMethods } from './api';
import { bookingChoice, type BookingChoice } from './booking-choice';
import { BookingFormStateContext } from './booking-form-context';
import { BookingStep } from './booking-step';
import { BookingSummary } from './booking-summary';
import { PaymentChoice } from './payment-choice';
import { FreeTimes, TimeOptions } from './slot-picker';
import { TypeChoice } from './type-choice';
import './booking.css';

/** A booking just made, with what its confirmation shows. */
interface Booked {
  created: BookingCreated;
  type: ConsultationType;
  timeZone: string;
}

/** A posted method as the API takes it: Paymob's name, or a manual method's id. */
const paymentMethodOf = (posted: string) => (posted === PAYMOB_METHOD ? PAYMOB_METHOD : Number(posted));

/** The words for a refused booking field: the choice's own hint for any problem of it, else by its code. */
function problemText(t: TFunction, field: BookingFormField, problems: BookingFieldProblems): string | undefined {
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

/**
 * The chosen type's week of free times, its days and, for the day shown, the form that books one of its times: the
 * times as radio buttons, then the visitor's details, then (for a type paid at booking) how they pay. Posted to /book
 * without scripts (the server answers 303 to the booking's page or Paymob's checkout, or this page again with the
 * refusal), sent to the API with them: a booking to pay through Paymob then goes on to its checkout, one to pay by
 * hand to its page, which says how.
 */
function TimeAndDetails({ type, choice, onBooked }: { type: ConsultationType; choice: BookingChoice; onBooked: (booked: Booked) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const book = useBookConsultation();
  const due = dueAtBooking(type);
  const methods = usePaymentMethods(due > 0);
  // Still busy once booked while Paymob's checkout loads.
  const busy = book.isPending || book.data?.payment?.checkoutUrl !== undefined;
  // A form the server refused when it was posted without JavaScript comes back with its values and marked fields.
  const refused = useContext(BookingFormStateContext);
  const [problems, setProblems] = useState<BookingFieldProblems>(refused?.problems ?? {});
  const [refusal, setRefusal] = useState<BookingRefusal | 'failed' | undefined>(refused?.outcome);
  const details = refused?.details ?? EMPTY_BOOKING_DETAILS;

  const clearProblem = (field: BookingFormField) => () => setProblems((current) => ({ ...current, [field]: undefined }));

  const onSubmit = (timeZone: string) => (event: FormEvent<HTMLFormElement>) => {
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
    };
    book.mutate(booking, {
      onSuccess: (created) => {
        const { payment } = created;
        // The held time is paid at Paymob's page, which sends the visitor back to the booking's page.
        if (payment?.checkoutUrl) return window.location.assign(payment.checkoutUrl);
        if (payment) return void navigate(`${created.manageUrl}?${MANAGE_OUTCOME_PARAM}=booked`);
        onBooked({ created, type, timeZone });
      },
      onError: (error) => {
        // What was written stays, so that the visitor can try again; the refused fields are marked by their codes.
        if (error instanceof ApiError) setProblems(bookingFieldProblems(error.fields));
        setRefusal((error instanceof ApiError && bookingRefusal(error.status)) || 'failed');
      },
    });
  };

  const detailField = (name: BookingDetailField) => ({
    name,
    defaultValue: details[name],
    onChange: clearProblem(name),
    className: 'input',
  });

  return (
    <BookingStep titleId="booking-time-title" title={t('booking.timeStep')}>
      {refusal && (
        <p className="booking-notice booking-notice--error" role="alert" data-testid="booking-refused">
          {t(REFUSAL_TEXT[refusal])}
        </p>
      )}
      <FreeTimes typeId={type.id} choice={choice}>
        {(day, answer) => (
          // Posted as an ordinary form when scripts are off; the server answers in the visitor's language.
          <form className="booking-form" method="post" action={ROUTES.book} onSubmit={onSubmit(answer.timeZone)} aria-label={t('booking.formLabel')} data-testid="booking-form">
            <input type="hidden" name="language" value={language} />
            <input type="hidden" name="typeId" value={type.id} />
            {choice.week && <input type="hidden" name={BOOKING_QUERY.week} value={choice.week} />}
            <input type="hidden" name={BOOKING_QUERY.date} value={day.date} />
            <TimeOptions day={day} timeZone={answer.timeZone} chosen={choice.start} error={problemText(t, 'start', problems)} />
            <h2 className="booking-step__title">{t('booking.detailsStep')}</h2>
            <p className="booking-form__hint">{t('contact.requiredHint')}</p>
            <div className="form-grid">
              <FormField id="booking-name" label={t('contact.name')} required error={problemText(t, 'name', problems)}>
                {(props) => <input {...props} {...detailField('name')} autoComplete="name" required maxLength={LIMITS.name} placeholder={t('contact.namePlaceholder')} />}
              </FormField>
              <FormField id="booking-email" label={t('contact.email')} required error={problemText(t, 'email', problems)}>
                {(props) => (
                  <input {...props} {...detailField('email')} type="email" autoComplete="email" required maxLength={LIMITS.email} dir="ltr" placeholder={t('contact.emailPlaceholder')} />
                )}
              </FormField>
              {/* Paymob takes no payment without a phone number. */}
              <FormField id="booking-phone" label={t('contact.phone')} required={due > 0} error={problemText(t, 'phone', problems)}>
                {(props) => (
                  <input {...props} {...detailField('phone')} type="tel" autoComplete="tel" required={due > 0} maxLength={LIMITS.phone} dir="ltr" placeholder={t('contact.phonePlaceholder')} />
                )}
              </FormField>
              <FormField id="booking-message" label={t('booking.note')} wide error={problemText(t, 'message', problems)}>
                {(props) => <textarea {...props} {...detailField('message')} className="input textarea" rows={3} maxLength={LIMITS.message} placeholder={t('booking.notePlaceholder')} />}
              </FormField>
            </div>
            {due > 0 && methods.data && methods.data.length > 0 && (
              <PaymentChoice type={type} methods={methods.data} chosen={refused?.paymentMethod ?? ''} error={problemText(t, PAYMENT_METHOD_FIELD, problems)} />
            )}
            <HoneypotField form="booking" />
            <button type="submit" className="button button--accent button--large button--block" disabled={busy} aria-busy={busy}>
              {busy ? t('booking.sending') : due > 0 ? t('booking.payment.submit', { amount: formatMoney(due, language) }) : t('booking.submit')}
            </button>
          </form>
        )}
      </FreeTimes>
    </BookingStep>
  );
}

/** The booking just made: its time, consultation and place, and the link to its own page. Takes the focus, for screen readers. */
function BookingConfirmation({ created, type, timeZone }: Booked) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmed-title" data-testid="booking-confirmation">
      <span className="booking-confirmation__icon" aria-hidden="true">
        <CalendarCheck size={28} />
      </span>
      <h2 id="booking-confirmed-title" ref={heading} tabIndex={-1} className="booking-step__title">
        {t('booking.bookedTitle')}
      </h2>
      <BookingSummary type={type} time={created} timeZone={timeZone} />
      <p>{t('booking.bookedText')}</p>
      <Link to={created.manageUrl} className="button button--primary" data-testid="manage-link">
        {t('booking.manageLink')}
      </Link>
    </section>
  );
}

/** /book: choose a consultation type, a day and a time of the week shown, then give your details and book it. */
export function BookPage() {
  const { t } = useTranslation();
  usePageTitle(t('meta.book.title'));
  const [searchParams] = useSearchParams();
  const choice = bookingChoice(searchParams);
  const types = useConsultationTypes();
  const type = types.data?.find((candidate) => candidate.id === choice.type);
  const [booked, setBooked] = useState<Booked>();

  return (
    <>
      <PageHeader eyebrow={t('booking.eyebrow')} title={t('booking.title')}>
        {t('booking.lead')}
      </PageHeader>
      <div className="container booking-page">
        {booked ? (
          <BookingConfirmation {...booked} />
        ) : types.isPending ? (
          <p className="booking-loading" role="status">
            {t('common.loading')}
          </p>
        ) : !types.data ? (
          <StatusMessage kind="error">{t('common.loadFailed')}</StatusMessage>
        ) : types.data.length === 0 ? (
          <StatusMessage kind="empty">{t('booking.noTypes')}</StatusMessage>
        ) : (
          <>
            <BookingStep titleId="booking-type-title" title={t('booking.typeStep')}>
              {choice.type !== undefined && !type && (
                <p className="booking-notice booking-notice--error" role="alert">
                  {t('booking.typeUnavailable')}
                </p>
              )}
              <TypeChoice types={types.data} chosen={type} />
            </BookingStep>
            {/* A new type starts its own form: nothing refused or typed for another type stays. */}
            {type && <TimeAndDetails key={type.id} type={type} choice={choice} onBooked={setBooked} />}
          </>
        )}
      </div>
    </>
  );
}
