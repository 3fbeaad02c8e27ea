import { Button, Field, makeStyles, mergeClasses, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { History24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { AuditLogEntry } from '@shared/audit';
import { formatMoment } from '@shared/format';
import { ContentList, ContentRow } from '../../components/content-row';
import { ArrowForwardIcon } from '../../components/directional-icons';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { SectionCard } from '../../components/section-card';
import { ADMIN_NAMESPACE, useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useAuditLog, type AuditFilters } from './api';
import { ACCOUNT_ACTIONS, actionLabel, AUDIT_ENTITIES, CONTENT_ACTIONS, entityLabel, fieldLabel, isEmptyValue, valueText, type Lookup } from './audit-texts';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 260px))' },
  },
  // A native select is as wide as its longest option unless told to keep to its column.
  select: { minWidth: 0, width: '100%', '& select': { minWidth: 0, width: '100%' } },
  summary: { overflowWrap: 'anywhere' },
  changes: {
    listStyleType: 'none',
    margin: 0,
    marginBlockStart: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  change: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  field: { fontWeight: tokens.fontWeightSemibold },
  value: { overflowWrap: 'anywhere', minWidth: 0 },
  before: { color: tokens.colorPaletteRedForeground2, textDecorationLine: 'line-through' },
  after: { color: tokens.colorPaletteGreenForeground2 },
  // '(empty)' is no value that was taken away or given: plain, without a line through it.
  nothing: { color: tokens.colorNeutralForeground3, textDecorationLine: 'none' },
  arrow: { color: tokens.colorNeutralForeground3, flexShrink: 0, display: 'inline-flex' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  more: { display: 'flex', justifyContent: 'center' },
});

/** The catalog as a Lookup: a key the catalogs lack answers undefined instead of the key itself. */
function useLookup(): Lookup {
  const { t, i18n } = useAdminTranslation();
  return (key, values) => (i18n.exists(key, { ns: ADMIN_NAMESPACE }) ? t(key, values) : undefined);
}

const NO_FILTERS: AuditFilters = { action: '', entity: '' };

/** The action filter's groups: sign-ins and accounts, then content. */
const ACTION_GROUPS = [
  { label: 'security.audit.accountActions', actions: ACCOUNT_ACTIONS },
  { label: 'security.audit.recordActions', actions: CONTENT_ACTIONS },
];

/** Who did what and when, newest first, 50 at a time, filtered by action and record type; changes as before → after. */
export function AuditLogSection() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const lookup = useLookup();
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.action !== '' || filters.entity !== '';

  return (
    <SectionCard icon={<History24Regular />} title={t('security.audit.title')} description={t('security.audit.description')} testId="audit-log">
      <div className={styles.filters}>
        <Field label={t('security.audit.filterAction')}>
          <Select className={styles.select} value={filters.action} onChange={(_, data) => setFilters((current) => ({ ...current, action: data.value }))}>
            <option value="">{t('security.audit.all')}</option>
            {ACTION_GROUPS.map((group) => (
              <optgroup key={group.label} label={t(group.label)}>
                {group.actions.map((action) => (
                  <option key={action} value={action}>
                    {actionLabel(action, lookup)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field label={t('security.audit.filterEntity')}>
          <Select className={styles.select} value={filters.entity} onChange={(_, data) => setFilters((current) => ({ ...current, entity: data.value }))}>
            <option value="">{t('security.audit.all')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity, lookup)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {log.isPending ? (
        <Spinner size="small" label={t('common.working')} />
      ) : log.isError && entries.length === 0 ? (
        <LoadFailed message={t('security.audit.loadFailed')} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<History24Regular />} title={filtered ? t('security.audit.noMatches') : t('security.audit.empty')} />
      ) : (
        <ContentList label={t('security.audit.listLabel')}>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} lookup={lookup} />
          ))}
        </ContentList>
      )}
      {log.isFetchNextPageError ? <LoadFailed message={t('security.audit.loadFailed')} onRetry={() => void log.fetchNextPage()} /> : null}
      {log.hasNextPage && !log.isFetchNextPageError ? (
        <div className={styles.more}>
          <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? t('security.audit.loadingMore') : t('security.audit.loadMore')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}

function AuditRow({ entry, lookup }: { entry: AuditLogEntry; lookup: Lookup }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const changes = Object.entries(entry.changes ?? {});
  const record = entry.entityId === null || entry.entityId === undefined ? null : t('security.audit.record', { entity: entityLabel(entry.entity, lookup), id: entry.entityId });

  return (
    <ContentRow
      testId={`audit-${entry.id}`}
      title={actionLabel(entry.action, lookup)}
      meta={
        <>
          <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
          <span>{entry.actor ? t('security.audit.by', { name: entry.actor.name }) : t('security.audit.notSignedIn')}</span>
          {record ? <span>{record}</span> : null}
        </>
      }
    >
      {entry.summary ? (
        <Text size={300} className={styles.summary} dir="auto">
          {entry.summary}
        </Text>
      ) : null}
      {changes.length > 0 ? (
        <ul className={styles.changes} aria-label={t('security.audit.changes')}>
          {changes.map(([field, [before, after]]) => {
            const label = fieldLabel(field, lookup);
            const from = valueText(before, lookup);
            const to = valueText(after, lookup);
            return (
              <li key={field}>
                {/* Read as one sentence ('Name: from A to B'); shown as Name: A → B. */}
                <span className={styles.hidden}>{t('security.audit.change', { field: label, before: from, after: to })}</span>
                <Text size={200} className={styles.change} aria-hidden>
                  <span className={styles.field}>{label}:</span>
                  <span className={mergeClasses(styles.value, styles.before, isEmptyValue(before) && styles.nothing)} dir="auto">
                    {from}
                  </span>
                  <span className={styles.arrow}>
                    <ArrowForwardIcon />
                  </span>
                  <span className={mergeClasses(styles.value, styles.after, isEmptyValue(after) && styles.nothing)} dir="auto">
                    {to}
                  </span>
                </Text>
              </li>
            );
          })}
        </ul>
      ) : null}
    </ContentRow>
  );
}
