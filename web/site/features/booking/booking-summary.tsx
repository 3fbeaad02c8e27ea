import { formatPracticeDateOf, formatMinutes, formatPracticeTime, timeZoneName } from '@shared/booking/format';
import type { Language } from '@shared/constants';
import { safeHref } from '@shared/safe-urls';
import type { ConsultationType, TimeInterval } from '@shared/schemas/booking';
import { localizedText } from '../../../shared/localized-text';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './booking.module.css';

type SummaryType = Pick<ConsultationType, 'nameEn' | 'nameAr' | 'durationMinutes' | 'mode' | 'locationEn' | 'locationAr'>;

/** A booking's time as the practice keeps it: '10:00 AM – 10:45 AM, Egypt Time'. */
export function useTimeRange() {
  const { t } = useSiteText();
  const language = useLanguage();
  return ({ start, end }: TimeInterval, timeZone: string) =>
    t('booking.summary.timeRange', { start: formatPracticeTime(start, timeZone, language), end: formatPracticeTime(end, timeZone, language), zone: timeZoneName(timeZone, language, start) });
}

/** Where a consultation takes place: its meeting link (a live link only when it is a safe one) or its address. */
function Place({ type, language }: { type: SummaryType; language: Language }) {
  const { t } = useSiteText();
  const location = localizedText(type, 'location', language);
  const mode = t(type.mode === 'online' ? 'booking.online' : 'booking.inPerson');
  const link = type.mode === 'online' ? safeHref(location) : undefined;
  if (!location) return <>{mode}</>;
  return (
    <>
      {mode}:{' '}
      {link ? (
        <a href={link} dir="ltr" rel="noopener noreferrer">
          {location}
        </a>
      ) : (
        location
      )}
    </>
  );
}

/** A booking (or the time about to be booked): its consultation, date, time in the practice's zone, duration and place. */
export function BookingSummary({ type, time, timeZone }: { type: SummaryType; time: TimeInterval; timeZone: string }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const timeRange = useTimeRange();
  return (
    <dl className={styles['booking-summary']} data-testid="booking-summary">
      <div>
        <dt>{t('booking.summary.consultation')}</dt>
        <dd>{localizedText(type, 'name', language)}</dd>
      </div>
      <div>
        <dt>{t('booking.summary.date')}</dt>
        <dd>{formatPracticeDateOf(time.start, timeZone, language)}</dd>
      </div>
      <div>
        <dt>{t('booking.summary.time')}</dt>
        <dd>{timeRange(time, timeZone)}</dd>
      </div>
      <div>
        <dt>{t('booking.summary.duration')}</dt>
        <dd>{formatMinutes(type.durationMinutes, language)}</dd>
      </div>
      <div>
        <dt>{t('booking.summary.place')}</dt>
        <dd>
          <Place type={type} language={language} />
        </dd>
      </div>
    </dl>
  );
}
