import { Button, Field, Link, makeStyles, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { packageInterestName } from '@shared/admin-search';
import { formatMoment } from '@shared/format';
import { paths } from '@shared/routes';
import { LEAD_STATUSES, type LeadDetail, type LeadEmailAlert, type LeadStatus } from '@shared/schemas/lead';
import { useLeadBookings } from '../../api/bookings';
import { useResource } from '../../api/resources';
import { AttributionSection } from '../../components/attribution-section';
import { BookingList } from '../../components/booking-list';
import { FactList, RecordDialog, RecordSection, useRecordDialogStyles } from '../../components/record-dialog';
import { WhatsappConversationSection } from '../../components/whatsapp-conversation';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useLeadDetail, useUpdateLead } from './api';
import { LeadNotes } from './lead-notes';
import { StatusLabel } from './lead-status';
import { QuickReplies } from './quick-replies';
import { callLink, statusAfterReply } from './reply-links';
import { WhatsappReply } from './whatsapp-reply';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  statuses: { display: 'flex', flexWrap: 'wrap' },
  error: { display: 'block', color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/** The lead's view, over the inbox: opened from a row or by the address (`?lead=ID`); reading it marks it read. */
export function LeadDialog({ id, onClose }: { id: number; onClose(): void }) {
  const styles = useStyles();
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

  return (
    <RecordDialog
      detail={detail}
      texts={{ title: t('leads.lead.title'), loading: t('leads.lead.loading'), notFound: t('leads.lead.notFound'), loadFailed: t('leads.lead.loadFailed') }}
      className={styles.surface}
      onClose={onClose}
      actions={(record) => (
        <Button onClick={() => update(id, { isRead: !record.isRead })}>{record.isRead ? t('leads.lead.markUnread') : t('leads.lead.markRead')}</Button>
      )}
    >
      {(record) => <LeadView lead={record} onStatus={(status) => update(id, { status })} />}
    </RecordDialog>
  );
}

/** Everything about one lead: status, quick replies, its WhatsApp conversation, contact details, message, notes, history. */
function LeadView({ lead, onStatus }: { lead: LeadDetail; onStatus(status: LeadStatus): void }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
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
  const replied = () => {
    const next = statusAfterReply(lead.status);
    if (next) onStatus(next);
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
        <span className={view.muted}>{t('common.notSet')}</span>
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
      <RecordSection title={t('leads.reply.heading')}>
        <QuickReplies lead={lead} onReply={replied} />
      </RecordSection>
      <WhatsappConversationSection conversation={lead.whatsapp}>
        <WhatsappReply lead={lead} onReply={replied} />
      </WhatsappConversationSection>
      <RecordSection title={t('leads.lead.details')}>
        <FactList facts={facts} />
      </RecordSection>
      <AttributionSection attribution={lead.attribution} />
      <RecordSection title={t('leads.bookings.heading')}>
        <LeadBookings leadId={lead.id} />
      </RecordSection>
      <RecordSection title={t('leads.lead.message')}>
        <Text as="p" className={view.message} dir="auto">
          {lead.message}
        </Text>
      </RecordSection>
      <RecordSection title={t('leads.notes.heading')}>
        <LeadNotes leadId={lead.id} notes={lead.notes} />
      </RecordSection>
      <RecordSection title={t('leads.history.heading')}>
        <ol className={view.events}>
          <li className={view.event}>
            <Text>{t('leads.history.received')}</Text>
            <Text size={200} className={view.muted}>
              {formatMoment(lead.submittedAt, language)}
            </Text>
          </li>
          {lead.history.map((change) => (
            <li key={change.id} className={view.event} data-testid="lead-history">
              <Text>
                {t('leads.history.change', {
                  author: change.author.name,
                  from: t(`leads.statuses.${change.from}`),
                  to: t(`leads.statuses.${change.to}`),
                })}
              </Text>
              <Text size={200} className={view.muted}>
                {formatMoment(change.changedAt, language)}
              </Text>
            </li>
          ))}
        </ol>
      </RecordSection>
    </>
  );
}

/** The lead's consultations, each opening its booking in the Bookings area (the address changes, this view closes). */
function LeadBookings({ leadId }: { leadId: number }) {
  const styles = useRecordDialogStyles();
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
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  if (!alert) return <span className={view.muted}>{t('leads.alert.none')}</span>;
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
