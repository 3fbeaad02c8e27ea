import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { practiceDateTime } from '@shared/booking/slots';
import type { BookingDetail } from '@shared/schemas/booking';
import { usePracticeZone } from '../../components/booking-list';
import { useRecordDialogStyles } from '../../components/record-dialog';
import { useAdminTranslation } from '../../i18n';
import { formatPracticeMoment, formatPracticeTime } from '@shared/booking/format';
import { useAdminUi, type Confirmation } from '../../stores/ui-store';
import { useMoveBooking, usePracticeSlots } from './api';

const useStyles = makeStyles({
  date: { maxWidth: '220px' },
  times: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/**
 * Moving a booking as the practice: a date, then one of that date's free times for its type (the notice and the horizon,
 * which bind visitors, do not bind the practice; the opening hours and other bookings do), then a confirmation.
 */
export function MoveBooking({ booking, ask, onDone }: { booking: BookingDetail; ask(question: Confirmation): void; onDone(): void }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? 'UTC';
  const [date, setDate] = useState(() => practiceDateTime(booking.start, timeZone).date);
  const [start, setStart] = useState('');
  const slots = usePracticeSlots(booking.typeId, date);
  const move = useMoveBooking();
  // The booking's own time is no new time to move to.
  const free = (slots.data?.slots ?? []).filter((slot) => slot.start !== booking.start);
  const slotZone = slots.data?.timeZone ?? timeZone;

  const confirm = () =>
    ask({
      title: t('bookings.move.confirmTitle'),
      message: t('bookings.move.confirmMessage', {
        name: booking.name,
        from: formatPracticeMoment(booking.start, timeZone, language),
        to: formatPracticeMoment(start, slotZone, language),
      }),
      confirmLabel: t('bookings.move.confirm'),
      onConfirm: () => move.mutateAsync({ id: booking.id, start }, { onSuccess: onDone }),
    });

  return (
    <section className={view.inlineForm} aria-labelledby="move-booking-heading">
      <Text as="h3" id="move-booking-heading" size={400} weight="semibold" className={view.heading}>
        {t('bookings.move.heading')}
      </Text>
      <Field label={t('bookings.move.date')} className={styles.date}>
        <Input
          type="date"
          value={date}
          onChange={(_, data) => {
            setDate(data.value);
            setStart('');
          }}
        />
      </Field>
      {date === '' ? null : slots.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('bookings.move.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : slots.isPending ? (
        <Spinner size="small" label={t('bookings.move.loading')} />
      ) : free.length === 0 ? (
        <Text className={styles.muted}>{t('bookings.move.noTimes')}</Text>
      ) : (
        <Field label={t('bookings.move.time')}>
          <RadioGroup className={styles.times} layout="horizontal" value={start} onChange={(_, data) => setStart(data.value)}>
            {free.map((slot) => (
              <Radio key={slot.start} value={slot.start} label={formatPracticeTime(slot.start, slotZone, language)} />
            ))}
          </RadioGroup>
        </Field>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone} disabled={move.isPending}>
          {t('bookings.move.back')}
        </Button>
        <Button appearance="primary" disabled={start === '' || move.isPending} onClick={confirm}>
          {t('bookings.move.submit')}
        </Button>
      </div>
    </section>
  );
}
