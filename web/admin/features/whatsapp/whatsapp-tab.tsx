import { Badge, makeStyles, Spinner, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { Chat24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { formatMoment } from '@shared/format';
import type { WhatsappStatus, WhatsappTemplateState, WhatsappTemplateStatus } from '@shared/schemas/whatsapp';
import { ContentList } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { FactList } from '../../components/record-dialog';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useWhatsappStatus } from './api';

/** The settings that turn WhatsApp on, as the README's configuration table names them. */
const WHATSAPP_SETTINGS = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_BUSINESS_ACCOUNT_ID', 'PUBLIC_URL'] as const;

/** Each template state's badge colour: green may be sent, amber waits for Meta, red cannot be sent, grey was never created. */
const TEMPLATE_COLORS: Record<WhatsappTemplateStatus, BadgeProps['color']> = {
  APPROVED: 'success',
  PENDING: 'warning',
  IN_APPEAL: 'warning',
  PAUSED: 'danger',
  REJECTED: 'danger',
  DISABLED: 'danger',
  MISSING: 'subtle',
};

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  settings: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyleType: 'none' },
  setting: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
  },
  template: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  templateName: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** The WhatsApp area: whether the connection is on (and how to turn it on), its number, its templates' approval, the last webhook. */
export function WhatsappTab() {
  const { t } = useAdminTranslation();
  const status = useWhatsappStatus();
  if (status.isError) return <LoadFailed message={t('whatsapp.status.loadFailed')} onRetry={() => void status.refetch()} />;
  if (!status.data) return <Spinner label={t('whatsapp.status.loading')} />;
  return status.data.enabled ? <ConnectedState status={status.data} /> : <NotConnected />;
}

/** WhatsApp off: what that means, and the settings that turn it on. */
function NotConnected() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  return (
    <div data-testid="whatsapp-status" data-enabled="false">
      <EmptyState icon={<Chat24Regular />} title={t('whatsapp.status.offTitle')}>
        <Text>{t('whatsapp.status.offBody')}</Text>
        <ul className={styles.settings} dir="ltr">
          {WHATSAPP_SETTINGS.map((setting) => (
            <li key={setting}>
              <code className={styles.setting}>{setting}</code>
            </li>
          ))}
        </ul>
        <Text size={200}>{t('whatsapp.status.offHint')}</Text>
      </EmptyState>
    </div>
  );
}

/** WhatsApp on: the number, how many templates Meta approved, the last webhook, then each template in each language. */
function ConnectedState({ status }: { status: WhatsappStatus }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const approved = status.templates.filter((template) => template.status === 'APPROVED').length;
  const facts: [string, ReactNode][] = [
    [t('whatsapp.status.number'), status.number ? <span dir="ltr">{status.number}</span> : <span className={styles.muted}>{t('whatsapp.status.numberUnknown')}</span>],
    [t('whatsapp.status.approved'), <span data-testid="whatsapp-approved">{t('whatsapp.status.approvedCount', { approved, total: status.templates.length })}</span>],
    [
      t('whatsapp.status.lastWebhook'),
      status.lastWebhookAt ? (
        <time dateTime={status.lastWebhookAt}>{formatMoment(status.lastWebhookAt, language)}</time>
      ) : (
        <span className={styles.muted}>{t('whatsapp.status.noWebhook')}</span>
      ),
    ],
  ];
  return (
    <div className={styles.page} data-testid="whatsapp-status" data-enabled="true">
      <section className={styles.section} aria-labelledby="whatsapp-connection-heading">
        <Text as="h3" id="whatsapp-connection-heading" size={500} weight="semibold">
          {t('whatsapp.status.onTitle')}
        </Text>
        <Text className={styles.muted}>{t('whatsapp.status.onBody')}</Text>
        <FactList facts={facts} />
      </section>
      <section className={styles.section} aria-labelledby="whatsapp-templates-heading">
        <Text as="h3" id="whatsapp-templates-heading" size={500} weight="semibold">
          {t('whatsapp.status.templatesHeading')}
        </Text>
        <Text size={200} className={styles.muted}>
          {t('whatsapp.status.templatesHint')}
        </Text>
        <TemplateList templates={status.templates} />
      </section>
    </div>
  );
}

/** One row per template, with its state in each language. */
function TemplateList({ templates }: { templates: readonly WhatsappTemplateState[] }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const names = [...new Set(templates.map((template) => template.name))];
  return (
    <ContentList label={t('whatsapp.status.templatesHeading')}>
      {names.map((name) => (
        <li key={name} className={styles.template} data-testid={`whatsapp-template-${name}`}>
          <Text className={styles.templateName} dir="ltr">
            {name}
          </Text>
          <span className={styles.badges}>
            {templates
              .filter((template) => template.name === name)
              .map((template) => (
                <Badge key={template.language} appearance="tint" color={TEMPLATE_COLORS[template.status]} data-language={template.language} data-template-status={template.status}>
                  {t('whatsapp.status.template', { language: t(`leads.lead.languages.${template.language}`), status: t(`whatsapp.templateStatuses.${template.status}`) })}
                </Badge>
              ))}
          </span>
        </li>
      ))}
    </ContentList>
  );
}
