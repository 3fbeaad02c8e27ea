import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoment } from '../../../../shared/format';
import { pickLocalized } from '../../../../shared/localize';
import { paths } from '../../../../shared/routes';
import type { BookingDetail, BookingEmailState } from '../../../../shared/schemas/booking';
import { ApiError } from '../../../shared/api-client';
import { BookingStatusBadge, useConsultationTypes, usePracticeZone } from '../../components/booking-list';
import { QuestionDialog } from '../../components/confirm-dialog';
import { useDialogStyles } from '../../components/editor-dialog';
import { useAdminTranslation } from '../../i18n';
import { formatPracticeMoment, formatPracticeTime, timeZoneName } from '../../../../shared/booking/format';
import { useAdminUi, type Confirmation } from '../../stores/ui-store';
import { useBookingDetail, useSetBookingStatus } from './api';
import { MoveBooking } from './move-booking';

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  title: { overflowWrap: 'anywhere' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    overflowWrap: 'anywhere',
    '@media (max-width: 479px)': { paddingInline: tokens.spacingHorizontalL },
  },
  actions: { flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Dialogs render outside the admin's page, whose styles take the browser's margins off headings and paragraphs.
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    '@media (min-width: 640px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: tokens.spacingVerticalXS },
  },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  message: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  emails: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  email: {
    display: 'flex',
    flexDirection: 'column',
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** A part of the booking's view under its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Text as="h3" size={400} weight="semibold" className={styles.heading}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** A booking's view, over the agenda: opened from a row, a lead's view, a live toast or by the address (`?booking=ID`). */
export function BookingDialog({ id, onClose }: { id: number; onClose(): void }) {
  const styles = useStyles();
  const frame = useDialogStyles();
  const { t } = useAdminTranslation();
  const detail = useBookingDetail(id);
  const booking = detail.data;
  const [moving, setMoving] = useState(false);
  // Asked inside this dialog, nested in it (see QuestionDialog).
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const missing = detail.error instanceof ApiError && detail.error.status === 404;

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(frame.surface, styles.surface)} aria-describedby={undefined}>
        <DialogBody className={frame.body}>
          <DialogTitle
            className={mergeClasses(frame.title, styles.title)}
            action={<Button className={frame.close} appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('common.close')} onClick={onClose} />}
          >
            <span dir="auto">{booking?.name ?? t('bookings.booking.title')}</span>
          </DialogTitle>
          <DialogContent className={mergeClasses(frame.content, styles.content)}>
            {booking ? (
              <>
                <BookingView booking={booking} />
                {moving ? <MoveBooking booking={booking} ask={setQuestion} onDone={() => setMoving(false)} /> : null}
              </>
            ) : detail.isError ? (
              <MessageBar intent={missing ? 'warning' : 'error'}>
                <MessageBarBody>{missing ? t('bookings.booking.notFound') : t('bookings.booking.loadFailed')}</MessageBarBody>
              </MessageBar>
            ) : (
              <Spinner label={t('bookings.booking.loading')} />
            )}
          </DialogContent>
          <DialogActions className={mergeClasses(frame.actions, styles.actions)}>
            {booking ? <BookingActions booking={booking} moving={moving} ask={setQuestion} onMove={() => setMoving(true)} /> : null}
            <Button appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
        <QuestionDialog confirmation={question} onClose={() => setQuestion(null)} />
      </DialogSurface>
    </Dialog>
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

/** Everything about one booking: status, time in the practice's zone, type and place, the visitor, the lead, the e-mails. */
function BookingView({ booking }: { booking: BookingDetail }) {
  const styles = useStyles();
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
      <Section title={t('bookings.booking.details')}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Section>
      {booking.message ? (
        <Section title={t('bookings.booking.message')}>
          <Text as="p" className={styles.message} dir="auto">
            {booking.message}
          </Text>
        </Section>
      ) : null}
      <Section title={t('bookings.emails.heading')}>
        {booking.emails.length === 0 ? (
          <Text className={styles.muted}>{t('bookings.emails.none')}</Text>
        ) : (
          <ul className={styles.emails}>
            {booking.emails.map((email, index) => (
              <EmailState key={`${email.kind} ${email.dueAt} ${index}`} email={email} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** One e-mail about the booking: what it is, and whether it went out, waits for its time, failed, or was no longer needed. */
function EmailState({ email }: { email: BookingEmailState }) {
  const styles = useStyles();
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
    <li className={styles.email} data-testid="booking-email" data-state={email.status}>
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
