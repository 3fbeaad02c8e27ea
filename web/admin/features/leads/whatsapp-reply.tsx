import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useId, type FormEvent } from 'react';
import { formatMoment } from '@shared/format';
import { LIMITS } from '@shared/limits';
import type { LeadDetail } from '@shared/schemas/lead';
import { whatsappReplySchema } from '@shared/schemas/whatsapp';
import { TextField } from '../../components/form-fields';
import { useRecordDialogStyles } from '../../components/record-dialog';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useWhatsappReply } from './api';
import { statusAfterReply } from './reply-links';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  closed: { color: tokens.colorPaletteDarkOrangeForeground1 },
  quick: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  send: { alignSelf: 'flex-start' },
});

/**
 * The practice's free-text answer on WhatsApp, offered while the 24-hour window since the visitor's last message is
 * open (`replyUntil`), with quick replies in the lead's language to start from; outside it, a line saying that only
 * templates can go. Answering a new lead marks it contacted, as the other quick replies do.
 */
export function WhatsappReply({ lead, onReply }: { lead: LeadDetail; onReply(): void }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const quickId = useId();
  const form = useZodForm(whatsappReplySchema, { text: '' });
  const reply = useWhatsappReply(lead.id);
  const until = lead.whatsapp.replyUntil;
  if (!until) {
    return (
      <Text size={200} className={styles.closed} data-testid="whatsapp-window-closed">
        {t('whatsapp.reply.closed')}
      </Text>
    );
  }

  const inLeadsLanguage = { lng: lead.language, name: lead.name };
  const quickTexts = [
    { label: t('whatsapp.reply.greeting'), text: t('leads.reply.mailGreeting', inLeadsLanguage).trim() },
    { label: t('whatsapp.reply.callSoon'), text: t('whatsapp.reply.callSoonText', inLeadsLanguage) },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = form.validate();
    if (!answer || reply.isPending) return;
    reply.mutate(answer.text, {
      onSuccess: () => {
        form.reset({ text: '' });
        if (statusAfterReply(lead.status)) onReply();
      },
    });
  };

  return (
    <form className={view.inlineForm} onSubmit={submit} noValidate aria-label={t('whatsapp.reply.label')}>
      <Text size={200} className={styles.muted}>
        {t('whatsapp.reply.open', { time: formatMoment(until, language) })}
      </Text>
      <div className={styles.quick} role="group" aria-labelledby={quickId}>
        <Text size={200} id={quickId} className={styles.muted}>
          {t('whatsapp.reply.quickTexts')}
        </Text>
        {quickTexts.map((quick) => (
          <Button key={quick.label} size="small" appearance="outline" onClick={() => form.setField('text', quick.text)}>
            {quick.label}
          </Button>
        ))}
      </div>
      <TextField
        {...form.bind('text')}
        label={t('whatsapp.reply.label')}
        hint={t('leads.notes.length', { amount: form.values.text.length, max: LIMITS.whatsappText })}
        multiline
        rows={3}
      />
      <Button className={styles.send} type="submit" appearance="primary" icon={<Send20Regular />} disabled={reply.isPending}>
        {t('whatsapp.reply.send')}
      </Button>
    </form>
  );
}
