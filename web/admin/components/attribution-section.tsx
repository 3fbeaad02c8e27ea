import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Attribution } from '@shared/schemas/analytics';
import { useAdminTranslation } from '../i18n';
import { sourceName } from '../lib/source-name';
import { FactList, RecordSection, useRecordDialogStyles } from './record-dialog';

/**
 * Where a lead or a booking came from: the source, medium and campaign of the visit it was sent in, the page that visit
 * began on and the posts and stories read before; or that no visit was counted (sent from the API, a browser that
 * sent no views, or analytics off).
 */
export function AttributionSection({ attribution }: { attribution: Attribution | null }) {
  const styles = useRecordDialogStyles();
  const { t } = useAdminTranslation();
  if (!attribution) {
    return (
      <RecordSection title={t('attribution.heading')}>
        <Text className={styles.muted} data-testid="attribution">
          {t('attribution.none')}
        </Text>
      </RecordSection>
    );
  }
  const facts: [string, ReactNode][] = [[t('attribution.source'), <span dir="auto">{sourceName(attribution.source, t)}</span>]];
  if (attribution.medium) facts.push([t('attribution.medium'), <span dir="auto">{attribution.medium}</span>]);
  if (attribution.campaign) facts.push([t('attribution.campaign'), <span dir="auto">{attribution.campaign}</span>]);
  facts.push([t('attribution.landingPage'), <span dir="ltr">{attribution.landingPage}</span>]);
  facts.push([
    t('attribution.pagesRead'),
    attribution.pagesRead.length === 0 ? (
      <span className={styles.muted}>{t('attribution.noPagesRead')}</span>
    ) : (
      <ol style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {attribution.pagesRead.map((path) => (
          <li key={path}>
            <span dir="ltr">{path}</span>
          </li>
        ))}
      </ol>
    ),
  ]);
  return (
    <RecordSection title={t('attribution.heading')}>
      <div data-testid="attribution">
        <FactList facts={facts} />
      </div>
    </RecordSection>
  );
}
