import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoment } from '@shared/format';
import { pickLocalized } from '@shared/localize';
import { paths } from '@shared/routes';
import type { BookingDetail, BookingEmailState } from '@shared/schemas/booking';
import { BookingStatusBadge, useConsultationTypes, usePracticeZone } from '../../components/booking-list';
import { QuestionDialog } from '../../components/confirm-dialog';
import { AttributionSection } from '../../components/attribution-section';
import { PaymentSection } from '../../components/payment-section';
import { FactList, RecordDialog, RecordSection, useRecordDialogStyles } from '../../components/record-dialog';
import { WhatsappConversationSection } from '../../components/whatsapp-conversation';
import { useAdminTranslation } from '../../i18n';
import { formatPracticeMoment, formatPracticeTime, timeZoneName } from '@shared/booking/format';
import { useAdminUi, type Confirmation } from '../../stores/ui-store';
import { useBookingDetail, useSetBookingStatus } from './api';
import { MoveBooking } from './move-booking';

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** A booking's view, over the agenda: opened from a row, a lead's view, a live toast or by the address (`?booking=ID`). */
export function BookingDialog({ id, onClose }: { id: number; onClose(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const detail = useBookingDetail(id);
  const [moving, setMoving] = useState(false);
  // Asked inside this dialog, nested in it (see QuestionDialog).
  const [question, setQuestion] = useState<Confirmation | null>(null);

  return (
    <RecordDialog
      detail={detail}
      texts={{ title: t('bookings.booking.title'), loading: t('bookings.booking.loading'), notFound: t('bookings.booking.notFound'), loadFailed: t('bookings.booking.loadFailed') }}
      className={styles.surface}
      onClose={onClose}
      actions={(booking) => <BookingActions booking={booking} moving={moving} ask={setQuestion} onMove={() => setMoving(true)} />}
      nested={<QuestionDialog confirmation={question} onClose={() => setQuestion(null)} />}
    >
      {(booking) => (
        <>
          <BookingView booking={booking} ask={setQuestion} />
          {moving ? <MoveBooking booking={booking} ask={setQuestion} onDone={() => setMoving(false)} /> : null}
        </>
      )}
    </RecordDialog>
  );
}

/**
 * What the practice can do with a booking: a confirmed one is moved or cancelled (the visitor is told by e-mail); once
 * it has started, one not cancelled is marked completed or no-show.
 */
function BookingActions(props: { booking: BookingDetail; moving: boolean; ask(question: Confirmation): void; onMove(): void }) {
  const { booking, moving, ask, onMove } = props;
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? 'UTC';
  const setStatus = useSetBookingStatus();
  const busy = setStatus.isPending;
  const cancel = () =>
    ask({
      title: t('bookings.cancel.title'),
      message: t('bookings.cancel.message', { name: booking.name, time: formatPracticeMoment(booking.start, timeZone, language) }),
      confirmLabel: t('bookings.cancel.confirm'),
      onConfirm: () => setStatus.mutateAsync({ id: booking.id, status: 'cancelled' }),
    });

  if (booking.status === 'cancelled') return null;
  const started = Date.now() >= Date.parse(booking.start);
  return (
    <>
      {booking.status === 'confirmed' ? (
        <>
          <Button className={styles.danger} disabled={busy} onClick={cancel}>
            {t('bookings.actions.cancel')}
          </Button>
          <Button disabled={busy || moving} onClick={onMove}>
            {t('bookings.actions.move')}
          </Button>
        </>
      ) : null}
      {started && booking.status !== 'completed' ? (
        <Button disabled={busy} onClick={() => setStatus.mutate({ id: booking.id, status: 'completed' })}>
          {t('bookings.actions.completed')}
        </Button>
      ) : null}
      {started && booking.status !== 'no_show' ? (
        <Button disabled={busy} onClick={() => setStatus.mutate({ id: booking.id, status: 'no_show' })}>
          {t('bookings.actions.noShow')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Everything about one booking: status, time in the practice's zone, type and place, the visitor, the lead, its payment
 * (with Refund or Mark paid, asked through `ask`), the e-mails and the WhatsApp messages.
 */
function BookingView({ booking, ask }: { booking: BookingDetail; ask(question: Confirmation): void }) {
  const styles = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? 'UTC';
  const types = useConsultationTypes();
  const type = types.find(booking.typeId);
  const place = type ? pickLocalized<string>({ ...type }, 'location', language) : undefined;
  const facts: [string, ReactNode][] = [
    [t('common.status'), <BookingStatusBadge status={booking.status} />],
    [
      t('bookings.booking.when'),
      <>
        {t('bookings.booking.time', {
          start: formatPracticeMoment(booking.start, timeZone, language),
          end: formatPracticeTime(booking.end, timeZone, language),
        })}
        <Text size={200} block className={styles.muted}>
          {t('bookings.booking.zone', { name: timeZoneName(timeZone, language, new Date(), 'long'), zone: timeZone })}
        </Text>
      </>,
    ],
    [t('bookings.booking.type'), types.nameOf(booking.typeId)],
    ...(place ? [[t('bookings.booking.place'), <span dir="auto">{place}</span>] as [string, ReactNode]] : []),
    [
      t('bookings.booking.email'),
      <Link href={`mailto:${booking.email}`} dir="ltr">
        {booking.email}
      </Link>,
    ],
    [t('bookings.booking.phone'), booking.phone ? <span dir="ltr">{booking.phone}</span> : <span className={styles.muted}>{t('common.notSet')}</span>],
    [t('bookings.booking.language'), t(`bookings.booking.languages.${booking.language}`)],
    [t('bookings.booking.booked'), formatMoment(booking.createdAt, language)],
    [
      t('bookings.booking.lead'),
      booking.leadId === null ? (
        <span className={styles.muted}>{t('bookings.booking.leadDeleted')}</span>
      ) : (
        <Link as="button" onClick={() => navigate(paths.adminLead(booking.leadId!))}>
          {t('bookings.booking.openLead')}
        </Link>
      ),
    ],
  ];

  return (
    <>
      <RecordSection title={t('bookings.booking.details')}>
        <FactList facts={facts} />
      </RecordSection>
      {booking.message ? (
        <RecordSection title={t('bookings.booking.message')}>
          <Text as="p" className={styles.message} dir="auto">
            {booking.message}
          </Text>
        </RecordSection>
      ) : null}
      <AttributionSection attribution={booking.attribution} />
      {booking.payment ? <PaymentSection payment={booking.payment} title={t('payments.payment.heading')} ask={ask} /> : null}
      <RecordSection title={t('bookings.emails.heading')}>
        {booking.emails.length === 0 ? (
          <Text className={styles.muted}>{t('bookings.emails.none')}</Text>
        ) : (
          <ul className={styles.events}>
            {booking.emails.map((email, index) => (
              <EmailState key={`${email.kind} ${email.dueAt} ${index}`} email={email} />
            ))}
          </ul>
        )}
      </RecordSection>
      <WhatsappConversationSection conversation={booking.whatsapp} />
    </>
  );
}

/** One e-mail about the booking: what it is, and whether it went out, waits for its time, failed, or was no longer needed. */
function EmailState({ email }: { email: BookingEmailState }) {
  const styles = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const state =
    email.status === 'sent'
      ? t('bookings.emails.sent', { time: email.sentAt ? formatMoment(email.sentAt, language) : '' })
      : email.status === 'failed'
        ? t('bookings.emails.failed', { attempts: email.attempts })
        : email.status === 'skipped'
          ? t('bookings.emails.skipped')
          : email.attempts > 0
            ? t('bookings.emails.retrying', { attempts: email.attempts })
            : t('bookings.emails.pending', { time: formatMoment(email.dueAt, language) });
  return (
    <li className={styles.event} data-testid="booking-email" data-state={email.status}>
      <Text weight="semibold">{t(`bookings.emails.kinds.${email.kind}`)}</Text>
      <Text size={200} className={styles.muted}>
        {state}
      </Text>
      {email.status !== 'sent' && email.lastError ? (
        <Text size={200} className={styles.muted}>
          {t('bookings.emails.lastError')} <span dir="ltr">{email.lastError}</span>
        </Text>
      ) : null}
    </li>
  );
}
