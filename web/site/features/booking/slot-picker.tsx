import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPracticeDate, formatPracticeTime, timeZoneName } from '@shared/booking/format';
import { practiceDateTime } from '@shared/booking/slots';
import type { FreeSlotsAnswer } from '@shared/schemas/booking';
import { useLanguage } from '../../../shared/i18n';
import { DirectionalIcon } from '../../components/directional-icon';
import { StatusMessage } from '../../components/status-message';
import { useFreeSlots } from './api';
import { choiceSearch, neighbourWeeks, shownDay, weekDays, type BookingChoice, type BookingDay } from './booking-choice';
import { useVisitorTimeZone } from './use-visitor-time-zone';

/** The practice's zone named, and, once the page runs in a browser on another zone's clock, that the visitor's own time is shown too. */
function ZoneNote({ timeZone, at }: { timeZone: string; at: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const visitorZone = useVisitorTimeZone();
  return (
    <p className="booking-zone" data-testid="booking-zone">
      {t('booking.zoneNote', { zone: timeZoneName(timeZone, language, at) })}
      {visitorZone !== undefined && visitorZone !== timeZone && <> {t('booking.ownTimeNote')}</>}
    </p>
  );
}

/**
 * The week shown with links to its neighbours, and its days as links to their times (a day without free times is no
 * link). Links to the same page with another choice (`extra` parameters kept), so that choosing needs no script.
 */
function DayPicker({ answer, days, shown, choice, extra }: { answer: FreeSlotsAnswer; days: BookingDay[]; shown: BookingDay | undefined; choice: BookingChoice; extra?: Record<string, string> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { previous, next } = neighbourWeeks(answer);
  const weekLink = (week: string) => ({ search: choiceSearch({ type: choice.type, week }, extra) });
  return (
    <div className="booking-days">
      <nav className="booking-weeks" aria-label={t('booking.weekNavigation')}>
        {previous && (
          <Link to={weekLink(previous)} preventScrollReset className="button button--outline button--small booking-weeks__previous" data-testid="previous-week">
            <DirectionalIcon kind="previous" />
            {t('booking.previousWeek')}
          </Link>
        )}
        <p className="booking-weeks__range">
          {formatPracticeDate(answer.from, language, 'day')} – {formatPracticeDate(answer.to, language, 'day')}
        </p>
        {next && (
          <Link to={weekLink(next)} preventScrollReset className="button button--outline button--small booking-weeks__next" data-testid="next-week">
            {t('booking.nextWeek')}
            <DirectionalIcon kind="next" />
          </Link>
        )}
      </nav>
      <ul className="booking-days__list" aria-label={t('booking.days')}>
        {days.map((day) => {
          const label = (
            <>
              <span className="booking-day__weekday">{formatPracticeDate(day.date, language, 'weekday')}</span>
              <span className="booking-day__date">{formatPracticeDate(day.date, language, 'day')}</span>
            </>
          );
          return (
            <li key={day.date}>
              {day.slots.length > 0 ? (
                <Link
                  to={{ search: choiceSearch({ type: choice.type, week: choice.week, date: day.date }, extra) }}
                  preventScrollReset
                  className="booking-day"
                  aria-current={day.date === shown?.date ? 'date' : undefined}
                  data-date={day.date}
                >
                  {label}
                </Link>
              ) : (
                <span className="booking-day booking-day--closed" data-date={day.date}>
                  {label}
                  <span className="booking-day__none">{t('booking.noTimes')}</span>
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
 * The free times of one day as a group of radio buttons (`start`) inside the form that posts the choice, each in the
 * practice's zone and, when the visitor's clock differs, in their own time too (with its weekday when that differs).
 */
export function TimeOptions({ day, timeZone, chosen, error }: { day: BookingDay; timeZone: string; chosen: string | undefined; error: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const visitorZone = useVisitorTimeZone();
  const errorId = 'booking-start-error';
  const ownTime = (start: string) => {
    if (visitorZone === undefined || visitorZone === timeZone) return undefined;
    const otherDate = practiceDateTime(start, visitorZone).date !== day.date;
    const own = formatPracticeTime(start, visitorZone, language, otherDate);
    return own === formatPracticeTime(start, timeZone, language) ? undefined : own;
  };
  return (
    <fieldset className="booking-times" aria-describedby={error ? errorId : undefined} data-testid="booking-times">
      <legend className="booking-times__legend">{t('booking.timesOn', { date: formatPracticeDate(day.date, language, 'long') })}</legend>
      <ul className="booking-times__list">
        {day.slots.map((slot) => {
          const own = ownTime(slot.start);
          return (
            <li key={slot.start}>
              <label className="booking-time">
                <input type="radio" name="start" value={slot.start} required defaultChecked={slot.start === chosen} className="booking-time__input" />
                <span className="booking-time__practice">{formatPracticeTime(slot.start, timeZone, language)}</span>
                {own && <span className="booking-time__own">{t('booking.ownTime', { time: own })}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A type's week of free times as the visitor chose it: the practice's zone named, the days, and `children` for the day
 * shown (the form around its times), or word that the week has none; a loading state and a failure with a retry.
 */
export function FreeTimes({ typeId, choice, extra, children }: { typeId: number; choice: BookingChoice; extra?: Record<string, string>; children: (day: BookingDay, answer: FreeSlotsAnswer) => ReactNode }) {
  const { t } = useTranslation();
  const slots = useFreeSlots(typeId, choice.week);
  if (slots.isPending) {
    return (
      <p className="booking-loading" role="status">
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
        <p className="booking-notice" data-testid="booking-no-times">
          {t('booking.noTimesWeek')}
        </p>
      )}
    </>
  );
}
