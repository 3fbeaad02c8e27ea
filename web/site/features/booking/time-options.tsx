import { formatPracticeDate, formatPracticeTime } from '@shared/booking/format';
import { practiceDateTime } from '@shared/booking/slots';
import { useSiteText } from '../../components/site-text';
import type { BookingDay } from './booking-choice';
import { useVisitorTimeZone } from './use-visitor-time-zone';
import styles from './booking.module.css';
import formField from '../../components/form-field.module.css';

/**
 * The free times of one day as a group of radio buttons (`start`) inside the form that posts the choice, each in the
 * practice's zone and, when the visitor's clock differs, in their own time too (with its weekday when that differs).
 */
export function TimeOptions({ day, timeZone, chosen, error }: { day: BookingDay; timeZone: string; chosen: string | undefined; error: string | undefined }) {
  const { t, language } = useSiteText();
  const visitorZone = useVisitorTimeZone();
  const errorId = 'booking-start-error';
  const ownTime = (start: string) => {
    if (visitorZone === undefined || visitorZone === timeZone) return undefined;
    const otherDate = practiceDateTime(start, visitorZone).date !== day.date;
    const own = formatPracticeTime(start, visitorZone, language, otherDate);
    return own === formatPracticeTime(start, timeZone, language) ? undefined : own;
  };
  return (
    <fieldset className={styles['booking-times']} aria-describedby={error ? errorId : undefined} data-testid="booking-times">
      <legend className={styles['booking-times__legend']}>{t('booking.timesOn', { date: formatPracticeDate(day.date, language, 'long') })}</legend>
      {visitorZone !== undefined && visitorZone !== timeZone && (
        <p className={styles['booking-zone']} data-testid="booking-own-time-note">
          {t('booking.ownTimeNote')}
        </p>
      )}
      <ul className={styles['booking-times__list']}>
        {day.slots.map((slot) => {
          const own = ownTime(slot.start);
          return (
            <li key={slot.start}>
              <label className={styles['booking-time']}>
                <input type="radio" name="start" value={slot.start} required defaultChecked={slot.start === chosen} className={styles['booking-time__input']} />
                <span className={styles['booking-time__practice']}>{formatPracticeTime(slot.start, timeZone, language)}</span>
                {own && <span className={styles['booking-time__own']}>{t('booking.ownTime', { time: own })}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className={formField.field__error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
