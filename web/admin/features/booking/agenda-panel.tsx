import { Button, Field, makeStyles, mergeClasses, Select, Spinner, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { CalendarEmpty24Regular, CalendarToday20Regular, Globe16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/schemas/booking';
import { BookingList, usePracticeZone } from '../../components/booking-list';
import { ChevronBackIcon, ChevronForwardIcon } from '../../components/directional-icons';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useAdminTranslation } from '../../i18n';
import { formatPracticeDate, formatPracticeDateSpan, timeZoneName } from '@shared/booking/format';
import { useAdminUi } from '../../stores/ui-store';
import { AGENDA_VIEWS, agendaDates, groupByPracticeDate, practiceToday, shiftAnchor, type AgendaView } from './agenda';
import { useAgendaBookings } from './api';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  status: { minWidth: '180px' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, marginBlockEnd: tokens.spacingVerticalL },
  zone: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  days: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  dayHeading: { margin: 0 },
  list: { transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  // The next dates on their way: what is shown is still the last answer.
  stale: { opacity: 0.6 },
});

/**
 * The agenda: the bookings of a day or of a week (Saturday to Friday) of the practice, by day and start, times in the
 * practice's zone with that zone named; previous, next and today; one status or all.
 */
export function AgendaPanel({ onOpen }: { onOpen(id: number): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = practiceToday(timeZone);
  const [view, setView] = useState<AgendaView>('week');
  const [anchor, setAnchor] = useState(today);
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const dates = agendaDates(view, anchor);
  const from = dates[0]!;
  const to = dates.at(-1)!;
  const answer = useAgendaBookings(from, to, status || undefined);
  const days = answer.data ? groupByPracticeDate(answer.data, timeZone, dates).filter((day) => day.bookings.length > 0) : undefined;
  const title = view === 'day' ? formatPracticeDate(from, language, 'long') : formatPracticeDateSpan(from, to, language);

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.group} role="group" aria-label={t('bookings.agenda.navigation')}>
          <Button icon={<ChevronBackIcon />} aria-label={t(`bookings.agenda.previous.${view}`)} onClick={() => setAnchor(shiftAnchor(anchor, view, -1))} />
          <Button icon={<CalendarToday20Regular />} disabled={dates.includes(today)} onClick={() => setAnchor(today)}>
            {t('bookings.agenda.today')}
          </Button>
          <Button icon={<ChevronForwardIcon />} aria-label={t(`bookings.agenda.next.${view}`)} onClick={() => setAnchor(shiftAnchor(anchor, view, 1))} />
        </div>
        <div className={styles.group} role="group" aria-label={t('bookings.agenda.view')}>
          {AGENDA_VIEWS.map((option) => (
            <ToggleButton key={option} checked={view === option} onClick={() => setView(option)}>
              {t(`bookings.agenda.views.${option}`)}
            </ToggleButton>
          ))}
        </div>
        <Field label={t('bookings.agenda.status')} className={styles.status}>
          <Select value={status} onChange={(_, data) => setStatus(data.value as BookingStatus | '')}>
            <option value="">{t('bookings.agenda.allStatuses')}</option>
            {BOOKING_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`bookings.statuses.${option}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.heading}>
        <Text as="h3" size={500} weight="semibold" data-testid="agenda-title" aria-live="polite">
          {title}
        </Text>
        <Text size={200} className={styles.zone}>
          <Globe16Regular aria-hidden />
          {t('bookings.agenda.zone', { name: timeZoneName(timeZone, language, new Date(), 'long'), zone: timeZone })}
        </Text>
      </div>
      {answer.isError ? (
        <LoadFailed message={t('bookings.agenda.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : !days ? (
        <Spinner label={t('bookings.agenda.loading')} />
      ) : days.length === 0 ? (
        <EmptyState
          icon={<CalendarEmpty24Regular />}
          title={
            status
              ? t('bookings.agenda.noneWithStatus', { status: t(`bookings.statuses.${status}`) })
              : t(`bookings.agenda.empty.${view}`)
          }
        />
      ) : (
        <div className={mergeClasses(styles.days, answer.isPlaceholderData && styles.stale)} aria-busy={answer.isFetching}>
          {days.map((day) => (
            <section key={day.date} className={styles.day} aria-labelledby={`agenda-${day.date}`}>
              <Text as="h4" id={`agenda-${day.date}`} weight="semibold" className={styles.dayHeading}>
                {formatPracticeDate(day.date, language)}
              </Text>
              <BookingList bookings={day.bookings} label={formatPracticeDate(day.date, language)} onOpen={onOpen} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
