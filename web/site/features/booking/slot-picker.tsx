import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { formatPracticeDate, timeZoneName } from '@shared/booking/format';
import type { FreeSlotsAnswer } from '@shared/schemas/booking';
import { DirectionalIcon } from '../../components/directional-icon';
import { StatusMessage } from '../../components/status-message';
import { useFreeSlots } from './api';
import { choiceLink, neighbourWeeks, shownDay, weekDays, type BookingChoice, type BookingDay } from './booking-choice';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './booking.module.css';

/** The practice's zone named (the times' form says, once it runs in the visitor's browser, when their own clock differs). */
function ZoneNote({ timeZone, at }: { timeZone: string; at: string }) {
  const { t, language } = useSiteText();
  return (
    <p className={styles['booking-zone']} data-testid="booking-zone">
      {t('booking.zoneNote', { zone: timeZoneName(timeZone, language, at) })}
    </p>
  );
}

/**
 * The week shown with links to its neighbours, and its days as links to their times (a day without free times is no
 * link). Links to the same page with another choice (`extra` parameters kept), so that choosing needs no script.
 */
function DayPicker({ answer, days, shown, choice, extra }: { answer: FreeSlotsAnswer; days: BookingDay[]; shown: BookingDay | undefined; choice: BookingChoice; extra?: Record<string, string> }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const { previous, next } = neighbourWeeks(answer);
  const { pathname } = useLocation();
  const weekLink = (week: string) => choiceLink(pathname, { type: choice.type, week }, extra);
  return (
    <div className="booking-days">
      <nav className={styles['booking-weeks']} aria-label={t('booking.weekNavigation')}>
        {previous && (
          <a href={weekLink(previous)} className={`button button--outline button--small ${styles['booking-weeks__previous']}`} data-testid="previous-week">
            <DirectionalIcon kind="previous" />
            {t('booking.previousWeek')}
          </a>
        )}
        <p className={styles['booking-weeks__range']}>
          {formatPracticeDate(answer.from, language, 'day')} – {formatPracticeDate(answer.to, language, 'day')}
        </p>
        {next && (
          <a href={weekLink(next)} className="button button--outline button--small booking-weeks__next" data-testid="next-week">
            {t('booking.nextWeek')}
            <DirectionalIcon kind="next" />
          </a>
        )}
      </nav>
      <ul className={styles['booking-days__list']} aria-label={t('booking.days')}>
        {days.map((day) => {
          const label = (
            <>
              <span className={styles['booking-day__weekday']}>{formatPracticeDate(day.date, language, 'weekday')}</span>
              <span className={styles['booking-day__date']}>{formatPracticeDate(day.date, language, 'day')}</span>
            </>
          );
          return (
            <li key={day.date}>
              {day.slots.length > 0 ? (
                <a
                  href={choiceLink(pathname, { type: choice.type, week: choice.week, date: day.date }, extra)}
                  className={styles['booking-day']}
                  aria-current={day.date === shown?.date ? 'date' : undefined}
                  data-date={day.date}
                >
                  {label}
                </a>
              ) : (
                <span className={`${styles['booking-day']} ${styles['booking-day--closed']}`} data-date={day.date}>
                  {label}
                  <span className={styles['booking-day__none']}>{t('booking.noTimes')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A type's week of free times as the visitor chose it: the practice's zone named, the days, and `children` for the day
 * shown (the form around its times), or word that the week has none; a loading state and a failure with a retry.
 */
export function FreeTimes({ typeId, choice, extra, children }: { typeId: number; choice: BookingChoice; extra?: Record<string, string>; children: (day: BookingDay, answer: FreeSlotsAnswer) => ReactNode }) {
  const { t } = useSiteText();
  const slots = useFreeSlots(typeId, choice.week);
  if (slots.isPending) {
    return (
      <p className={styles['booking-loading']} role="status">
        {t('booking.loadingTimes')}
      </p>
    );
  }
  if (!slots.data) {
    return (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="button button--outline" onClick={() => void slots.refetch()}>
            {t('common.retry')}
          </button>
        }
      >
        {t('common.loadFailed')}
      </StatusMessage>
    );
  }
  const answer = slots.data;
  const days = weekDays(answer);
  const day = shownDay(days, choice.date);
  return (
    <>
      <ZoneNote timeZone={answer.timeZone} at={`${answer.from}T12:00:00Z`} />
      <DayPicker answer={answer} days={days} shown={day} choice={choice} extra={extra} />
      {day ? (
        children(day, answer)
      ) : (
        <p className={styles['booking-notice']} data-testid="booking-no-times">
          {t('booking.noTimesWeek')}
        </p>
      )}
    </>
  );
}
