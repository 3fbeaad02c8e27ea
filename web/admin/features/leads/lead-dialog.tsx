import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { packageInterestName } from '../../../../shared/admin-search';
import { formatMoment } from '../../../../shared/format';
import { paths } from '../../../../shared/routes';
import { LEAD_STATUSES, type LeadDetail, type LeadEmailAlert, type LeadStatus } from '../../../../shared/schemas/lead';
import { ApiError } from '../../../shared/api-client';
import { useLeadBookings } from '../../api/bookings';
import { useResource } from '../../api/resources';
import { BookingList } from '../../components/booking-list';
import { useDialogStyles } from '../../components/editor-dialog';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useLeadDetail, useUpdateLead } from './api';
import { LeadNotes } from './lead-notes';
import { StatusLabel } from './lead-status';
import { QuickReplies } from './quick-replies';
import { callLink, statusAfterReply } from './reply-links';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
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
  statuses: { display: 'flex', flexWrap: 'wrap' },
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
    overflowWrap: 'anywhere',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  error: { display: 'block', color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  change: { display: 'flex', flexDirection: 'column', paddingInlineStart: tokens.spacingHorizontalM, borderInlineStartWidth: '2px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorNeutralStroke2 },
});

/** A part of the lead's view under its own heading. */
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

/** The lead's view, over the inbox: opened from a row or by the address (`?lead=ID`); reading it marks it read. */
export function LeadDialog({ id, onClose }: { id: number; onClose(): void }) {
  const styles = useStyles();
  const frame = useDialogStyles();
  const { t } = useAdminTranslation();
  const detail = useLeadDetail(id);
  const update = useUpdateLead();
  const lead = detail.data;

  // Opening a lead is reading it: once per opening, so that "Mark as unread" here sticks.
  const markedRead = useRef(false);
  useEffect(() => {
    if (!lead || markedRead.current) return;
    markedRead.current = true;
    if (!lead.isRead) update(id, { isRead: true });
  }, [lead, id, update]);

  const missing = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(frame.surface, styles.surface)} aria-describedby={undefined}>
        <DialogBody className={frame.body}>
          <DialogTitle
            className={mergeClasses(frame.title, styles.title)}
            action={<Button className={frame.close} appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('common.close')} onClick={onClose} />}
          >
            <span dir="auto">{lead?.name ?? t('leads.lead.title')}</span>
          </DialogTitle>
          <DialogContent className={mergeClasses(frame.content, styles.content)}>
            {lead ? (
              <LeadView lead={lead} onStatus={(status) => update(id, { status })} />
            ) : detail.isError ? (
              <MessageBar intent={missing ? 'warning' : 'error'}>
                <MessageBarBody>{missing ? t('leads.lead.notFound') : t('leads.lead.loadFailed')}</MessageBarBody>
              </MessageBar>
            ) : (
              <Spinner label={t('leads.lead.loading')} />
            )}
          </DialogContent>
          <DialogActions className={mergeClasses(frame.actions, styles.actions)}>
            {lead ? (
              <Button onClick={() => update(id, { isRead: !lead.isRead })}>
                {lead.isRead ? t('leads.lead.markUnread') : t('leads.lead.markRead')}
              </Button>
            ) : null}
            <Button appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Everything about one lead: status, quick replies, contact details, message, notes, history. */
function LeadView({ lead, onStatus }: { lead: LeadDetail; onStatus(status: LeadStatus): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const packages = useResource('packages').data ?? [];
  const call = callLink(lead.phone);
  // The radio shows a choice at once, in the click itself; a later change of the lead (the server's answer, a reply) wins.
  const [chosen, setChosen] = useState({ status: lead.status, from: lead.status });
  if (chosen.from !== lead.status) setChosen({ status: lead.status, from: lead.status });
  const choose = (status: LeadStatus) => {
    setChosen({ status, from: lead.status });
    onStatus(status);
  };
  const facts: [string, ReactNode][] = [
    [t('leads.lead.received'), formatMoment(lead.submittedAt, language)],
    [
      t('leads.lead.email'),
      <Link href={`mailto:${lead.email}`} dir="ltr">
        {lead.email}
      </Link>,
    ],
    [
      t('leads.lead.phone'),
      !lead.phone ? (
        <span className={styles.muted}>{t('common.notSet')}</span>
      ) : call ? (
        <Link href={call} dir="ltr">
          {lead.phone}
        </Link>
      ) : (
        <span dir="ltr">{lead.phone}</span>
      ),
    ],
    [t('leads.lead.package'), packageInterestName(lead.packageInterest, packages, language) ?? t('common.other')],
    [t('leads.lead.language'), t(`leads.lead.languages.${lead.language}`)],
    [t('leads.alert.heading'), <EmailAlertState alert={lead.emailAlert} />],
  ];

  return (
    <>
      <Field label={t('common.status')}>
        <RadioGroup className={styles.statuses} layout="horizontal" value={chosen.status} onChange={(_, data) => choose(data.value as LeadStatus)}>
          {LEAD_STATUSES.map((status) => (
            <Radio key={status} value={status} label={<StatusLabel status={status} />} />
          ))}
        </RadioGroup>
      </Field>
      <Section title={t('leads.reply.heading')}>
        <QuickReplies
          lead={lead}
          onReply={() => {
            const next = statusAfterReply(lead.status);
            if (next) onStatus(next);
          }}
        />
      </Section>
      <Section title={t('leads.lead.details')}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Section>
      <Section title={t('leads.bookings.heading')}>
        <LeadBookings leadId={lead.id} />
      </Section>
      <Section title={t('leads.lead.message')}>
        <Text as="p" className={styles.message} dir="auto">
          {lead.message}
        </Text>
      </Section>
      <Section title={t('leads.notes.heading')}>
        <LeadNotes leadId={lead.id} notes={lead.notes} />
      </Section>
      <Section title={t('leads.history.heading')}>
        <ol className={styles.history}>
          <li className={styles.change}>
            <Text>{t('leads.history.received')}</Text>
            <Text size={200} className={styles.muted}>
              {formatMoment(lead.submittedAt, language)}
            </Text>
          </li>
          {lead.history.map((change) => (
            <li key={change.id} className={styles.change} data-testid="lead-history">
              <Text>
                {t('leads.history.change', {
                  author: change.author.name,
                  from: t(`leads.statuses.${change.from}`),
                  to: t(`leads.statuses.${change.to}`),
                })}
              </Text>
              <Text size={200} className={styles.muted}>
                {formatMoment(change.changedAt, language)}
              </Text>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

/** The lead's consultations, each opening its booking in the Bookings area (the address changes, this view closes). */
function LeadBookings({ leadId }: { leadId: number }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const bookings = useLeadBookings(leadId);
  if (bookings.isError) return <Text className={styles.muted}>{t('leads.bookings.loadFailed')}</Text>;
  if (!bookings.data) return <Spinner size="tiny" label={t('leads.bookings.loading')} />;
  if (bookings.data.length === 0) return <Text className={styles.muted}>{t('leads.bookings.none')}</Text>;
  return <BookingList bookings={bookings.data} label={t('leads.bookings.heading')} withDate onOpen={(id) => navigate(paths.adminBooking(id))} />;
}

/** Whether the practice's e-mail about the lead went out, is still on its way, failed, or was never queued. */
function EmailAlertState({ alert }: { alert: LeadEmailAlert | null }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  if (!alert) return <span className={styles.muted}>{t('leads.alert.none')}</span>;
  const state =
    alert.status === 'sent'
      ? t('leads.alert.sent', { time: alert.sentAt ? formatMoment(alert.sentAt, language) : '' })
      : alert.status === 'failed'
        ? t('leads.alert.failed', { attempts: alert.attempts })
        : alert.attempts > 0
          ? t('leads.alert.retrying', { attempts: alert.attempts })
          : t('leads.alert.pending');
  return (
    <span data-testid="lead-alert" data-state={alert.status}>
      {state}
      {alert.status !== 'sent' && alert.lastError ? (
        <Text size={200} className={styles.error}>
          {t('leads.alert.lastError')} <span dir="ltr">{alert.lastError}</span>
        </Text>
      ) : null}
    </span>
  );
}
