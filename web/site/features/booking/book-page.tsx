import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dueAtBooking } from '@shared/payment-rules';
import type { ConsultationType } from '@shared/schemas/booking';
import { useSiteSettings } from '../../api/site-settings';
import { PageHeader } from '../../components/page-header';
import { useSiteText } from '../../components/site-text';
import { StatusMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { Island } from '../../islands/island';
import { useConsultationTypes, usePaymentMethods } from './api';
import { bookingChoice, TIME_STEP_ID, type BookingChoice } from './booking-choice';
import { BookingFormStateContext } from './booking-form-context';
import { bookingFormIsland } from './booking-form';
import { BookingStep } from './booking-step';
import { FreeTimes } from './slot-picker';
import { TypeChoice } from './type-choice';
import styles from './booking.module.css';

/** The chosen type's week of free times, its days and, for the day shown, the form that books one of its times (an island). */
function TimeAndDetails({ type, choice }: { type: ConsultationType; choice: BookingChoice }) {
  const { t } = useSiteText();
  const methods = usePaymentMethods(dueAtBooking(type) > 0);
  const { data: settings } = useSiteSettings();
  // A form the server refused when it was posted without JavaScript comes back with its values and marked fields.
  const refused = useContext(BookingFormStateContext);
  return (
    <BookingStep titleId={TIME_STEP_ID} title={t('booking.timeStep')}>
      <FreeTimes typeId={type.id} choice={choice}>
        {(day, answer) => <Island island={bookingFormIsland} props={{ type, choice, day, timeZone: answer.timeZone, methods: methods.data ?? [], refused, whatsapp: settings?.whatsapp ?? false }} when="visible" />}
      </FreeTimes>
    </BookingStep>
  );
}

/** /book: choose a consultation type, a day and a time of the week shown, then give your details and book it. */
export function BookPage() {
  const { t } = useSiteText();
  usePageTitle(t('meta.book.title'));
  const [searchParams] = useSearchParams();
  const choice = bookingChoice(searchParams);
  const types = useConsultationTypes();
  const type = types.data?.find((candidate) => candidate.id === choice.type);

  return (
    <>
      <PageHeader eyebrow={t('booking.eyebrow')} title={t('booking.title')}>
        {t('booking.lead')}
      </PageHeader>
      <div className={`container ${styles['booking-page']}`}>
        {types.isPending ? (
          <p className={styles['booking-loading']} role="status">
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
                <p className={`${styles['booking-notice']} ${styles['booking-notice--error']}`} role="alert">
                  {t('booking.typeUnavailable')}
                </p>
              )}
              <TypeChoice types={types.data} chosen={type} />
            </BookingStep>
            {type && <TimeAndDetails type={type} choice={choice} />}
          </>
        )}
      </div>
    </>
  );
}
