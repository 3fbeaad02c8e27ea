import { Badge, makeStyles, mergeClasses, shorthands, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatMoment } from '@shared/format';
import type { WhatsappConversation, WhatsappMessage, WhatsappMessageStatus } from '@shared/schemas/whatsapp';
import { useAdminTranslation } from '../i18n';
import { useAdminUi } from '../stores/ui-store';
import { RecordSection, useRecordDialogStyles } from './record-dialog';

/** Each state's badge colour: amber still on its way, blue with Meta, green reached the phone, red failed, grey not needed. */
const STATUS_COLORS: Record<WhatsappMessageStatus, BadgeProps['color']> = {
  pending: 'warning',
  sent: 'informative',
  delivered: 'success',
  read: 'success',
  failed: 'danger',
  skipped: 'subtle',
  received: 'brand',
};

const useStyles = makeStyles({
  messages: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  message: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxWidth: 'min(100%, 520px)',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // The practice's messages on the end side, the visitor's on the start side, as a chat reads in either direction.
  outgoing: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  incoming: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground2 },
  failed: shorthands.borderColor(tokens.colorPaletteRedBorder2),
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A message's delivery state, as a coloured badge. */
function WhatsappStatusBadge({ status }: { status: WhatsappMessageStatus }) {
  const { t } = useAdminTranslation();
  return (
    <Badge appearance="tint" color={STATUS_COLORS[status]} data-whatsapp-status={status}>
      {t(`whatsapp.statuses.${status}`)}
    </Badge>
  );
}

/** One message: what it was (its kind, its template or its text), its state and time; a failure says why and that the e-mail remains. */
function MessageItem({ message }: { message: WhatsappMessage }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  return (
    <li
      className={mergeClasses(styles.message, message.direction === 'out' ? styles.outgoing : styles.incoming, message.status === 'failed' && styles.failed)}
      data-testid="whatsapp-message"
      data-status={message.status}
    >
      <span className={styles.head}>
        <Text weight="semibold">{t(`whatsapp.kinds.${message.kind}`)}</Text>
        <WhatsappStatusBadge status={message.status} />
      </span>
      {message.text ? (
        <Text className={styles.text} dir="auto">
          {message.text}
        </Text>
      ) : null}
      {message.template ? (
        <Text size={200} className={view.muted}>
          {t('whatsapp.conversation.template')} <span dir="ltr">{message.template}</span>
        </Text>
      ) : null}
      {message.status === 'failed' ? (
        <Text size={200} className={styles.error}>
          {message.error ? `${t('whatsapp.conversation.failed', { title: message.error.title, code: message.error.code })} ` : ''}
          {t('whatsapp.conversation.emailRemains')}
        </Text>
      ) : null}
      <Text size={200} className={view.muted}>
        <time dateTime={message.at}>{formatMoment(message.at, language)}</time>
      </Text>
    </li>
  );
}

/**
 * The WhatsApp part of a lead's or a booking's view: whether the visitor asked for WhatsApp and on which number, then
 * every message oldest first with its delivery state; `children` follows (a lead's reply box). Nothing shows for a
 * visitor who never asked for WhatsApp nor wrote there.
 */
export function WhatsappConversationSection({ conversation, children }: { conversation: WhatsappConversation; children?: ReactNode }) {
  const styles = useStyles();
  const view = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  if (!conversation.consent && conversation.messages.length === 0) return null;
  return (
    <RecordSection title={t('whatsapp.conversation.heading')}>
      <Text className={view.muted}>
        {conversation.consent
          ? conversation.consentAt
            ? t('whatsapp.conversation.consentedAt', { time: formatMoment(conversation.consentAt, language) })
            : t('whatsapp.conversation.consented')
          : t('whatsapp.conversation.notConsented')}
        {conversation.number ? (
          <>
            {' · '}
            {t('whatsapp.conversation.number')} <span dir="ltr">{conversation.number}</span>
          </>
        ) : null}
      </Text>
      {conversation.messages.length === 0 ? (
        <Text className={view.muted}>{t('whatsapp.conversation.empty')}</Text>
      ) : (
        <ol className={styles.messages} aria-label={t('whatsapp.conversation.messages')}>
          {conversation.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      {children}
    </RecordSection>
  );
}
