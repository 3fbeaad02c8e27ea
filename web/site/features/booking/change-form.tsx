import { useState, type FormEvent } from 'react';
import { apiPaths } from '@shared/api-routes';
import { BOOKING_QUERY, MANAGE_CHANGE_PARAM, MANAGE_OUTCOME_PARAM, manageRefusal, type ManageOutcome, type ManageStep } from '@shared/booking-form-state';
import { paths } from '@shared/routes';
import type { ManagedBooking } from '@shared/schemas/booking';
import { api, ApiError } from '../../../shared/api-client';
import { useSiteText } from '../../components/site-text';
import { useSend } from '../../components/use-send';
import { defineIsland } from '../../islands/island-root';
import { choiceSearch, type BookingChoice, type BookingDay } from './booking-choice';
import { TimeOptions } from './time-options';
import styles from './booking.module.css';

interface ChangeFormProps {
  token: string;
  change: ManageStep;
  typeId: number;
  /** Moving: the week and day shown, and that day's free times in the practice's zone. */
  choice: BookingChoice;
  day?: BookingDay;
  timeZone?: string;
}

/**
 * The form that confirms a change: posted to the booking's page without scripts (the server answers 303 back there
 * with the outcome), sent to the API with them and then the same page shown with the same outcome. A time taken
 * meanwhile keeps the move open at the same week and day, its free times read again.
 */
function ChangeForm({ token, change, typeId, choice, day, timeZone }: ChangeFormProps) {
  const { t, language } = useSiteText();
  const send = useSend(({ start }: { start?: string }) =>
    change === 'cancel' ? api.post<ManagedBooking>(apiPaths.bookings.managedCancel(token)) : api.post<ManagedBooking>(apiPaths.bookings.managedReschedule(token), { start }),
  );
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const busy = send.pending || leaving;

  const show = (outcome: ManageOutcome, search = '') => {
    setLeaving(true);
    window.location.replace(`${paths.manageBooking(token)}?${MANAGE_OUTCOME_PARAM}=${outcome}${search.replace(/^\?/, '&')}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = new FormData(event.currentTarget).get('start');
    setFailed(false);
    void send.send(
      { start: typeof start === 'string' ? start : undefined },
      {
        success: () => show(change === 'move' ? 'moved' : 'cancelled'),
        error: (error) => {
          const outcome = error instanceof ApiError ? manageRefusal(error.status, error.code) : undefined;
          if (outcome === undefined) return setFailed(true);
          show(outcome, outcome === 'slot_unavailable' ? choiceSearch({ type: typeId, week: choice.week, date: choice.date }, { [MANAGE_CHANGE_PARAM]: 'move' }) : '');
        },
      },
    );
  };

  const confirmText = change === 'cancel' ? 'booking.manage.cancelConfirm' : 'booking.manage.moveConfirm';
  const actions = (
    <>
      <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy}>
        {t(busy ? 'booking.manage.saving' : confirmText)}
      </button>
      <a href={paths.manageBooking(token)} className="button button--ghost" data-testid="keep-booking">
        {t('booking.manage.keep')}
      </a>
    </>
  );

  return (
    <>
      {failed && (
        <p className={`${styles['booking-notice']} ${styles['booking-notice--error']}`} role="alert">
          {t('booking.refused.failed')}
        </p>
      )}
      <form
        method="post"
        action={paths.manageBooking(token)}
        onSubmit={onSubmit}
        className={change === 'cancel' ? styles['booking-actions'] : styles['booking-form']}
        aria-label={change === 'move' ? t('booking.manage.moveTitle') : undefined}
      >
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name={MANAGE_CHANGE_PARAM} value={change} />
        {change === 'move' && day && timeZone ? (
          <>
            <input type="hidden" name={BOOKING_QUERY.type} value={typeId} />
            {choice.week && <input type="hidden" name={BOOKING_QUERY.week} value={choice.week} />}
            <input type="hidden" name={BOOKING_QUERY.date} value={day.date} />
            <TimeOptions day={day} timeZone={timeZone} chosen={choice.start} error={undefined} />
            <p className={styles['booking-actions']}>{actions}</p>
          </>
        ) : (
          actions
        )}
      </form>
    </>
  );
}

export const changeFormIsland = defineIsland('changeForm', ChangeForm, ['booking.manage', 'booking.refused', 'booking.timesOn', 'booking.ownTime', 'booking.ownTimeNote']);
