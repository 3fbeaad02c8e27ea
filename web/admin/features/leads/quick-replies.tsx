import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Call20Regular, Chat20Regular, Mail20Regular } from '@fluentui/react-icons';
import { useId, type ReactElement } from 'react';
import type { Lead } from '@shared/schemas/lead';
import { useAdminTranslation } from '../../i18n';
import { callLink, emailLink, statusAfterReply, whatsappLink } from './reply-links';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  reasons: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * WhatsApp, a call and an e-mail to the lead (its subject and greeting in the lead's own language); a reply that
 * cannot be made stays in view, disabled, with the reason beside it. `onReply` runs as one is used.
 */
export function QuickReplies({ lead, onReply }: { lead: Lead; onReply(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const reasonsId = useId();
  const whatsapp = whatsappLink(lead.phone);
  const call = callLink(lead.phone);
  const inLeadsLanguage = { lng: lead.language, name: lead.name };
  const email = emailLink(lead.email, t('leads.reply.mailSubject', inLeadsLanguage), t('leads.reply.mailGreeting', inLeadsLanguage));
  const reasons = !lead.phone?.trim()
    ? [t('leads.reply.noPhone')]
    : [
        'unavailable' in whatsapp ? t('leads.reply.notWhatsapp', { phone: lead.phone }) : null,
        call ? null : t('leads.reply.notCallable', { phone: lead.phone }),
      ].filter((reason) => reason !== null);

  const reply = (label: string, icon: ReactElement, href: string | null, opensWindow = false) =>
    href ? (
      <Button as="a" href={href} icon={icon} onClick={onReply} {...(opensWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </Button>
    ) : (
      <Button icon={icon} disabledFocusable aria-describedby={reasonsId}>
        {label}
      </Button>
    );

  return (
    <>
      <div className={styles.buttons}>
        {reply(t('leads.reply.whatsapp'), <Chat20Regular />, 'href' in whatsapp ? whatsapp.href : null, true)}
        {reply(t('leads.reply.call'), <Call20Regular />, call)}
        {reply(t('leads.reply.email'), <Mail20Regular />, email)}
      </div>
      {reasons.length > 0 ? (
        <Text size={200} className={styles.reasons} id={reasonsId}>
          {reasons.join(' ')}
        </Text>
      ) : null}
      {statusAfterReply(lead.status) ? (
        <Text size={200} className={styles.note}>
          {t('leads.reply.marksContacted')}
        </Text>
      ) : null}
    </>
  );
}
