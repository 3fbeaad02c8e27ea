import { Button, Field, makeStyles, Select, Tab, TabList, tokens } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { OTHER_PACKAGE } from '@shared/constants';
import { pickLocalized } from '@shared/localize';
import { LEAD_STATUSES } from '@shared/schemas/lead';
import { useResource } from '../../api/resources';
import { DateRangeFields } from '../../components/date-range-fields';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useLeadCounts, useUnreadCount } from './api';
import { NO_LEAD_FILTERS, type LeadFilters, type LeadView } from './lead-query';
import { StatusDot } from './lead-status';

const useStyles = makeStyles({
  views: { overflowX: 'auto', scrollbarWidth: 'thin', marginBottom: tokens.spacingVerticalS },
  viewList: { minWidth: 'max-content' },
  view: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
  package: { gridColumn: '1 / -1', '@media (min-width: 640px)': { gridColumn: 'auto' } },
  clear: { gridColumn: '1 / -1', justifySelf: 'start', '@media (min-width: 640px)': { gridColumn: 'auto' } },
});

/** The inbox's views (all, unread, each status, with their counts) and its package and date filters. */
export function LeadFiltersBar({ filters, onChange }: { filters: LeadFilters; onChange(filters: LeadFilters): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const packages = useResource('packages').data ?? [];
  const counts = useLeadCounts();
  const unread = useUnreadCount();
  const set = (changes: Partial<LeadFilters>) => onChange({ ...filters, ...changes });
  const filtered = filters.package !== '' || filters.from !== '' || filters.to !== '';

  return (
    <>
      <div className={styles.views}>
        <TabList
          className={styles.viewList}
          size="small"
          selectedValue={filters.view}
          onTabSelect={(_, data) => set({ view: data.value as LeadView })}
          aria-label={t('leads.views')}
        >
          <Tab value="all">{t('leads.filterAll', { amount: counts.total })}</Tab>
          <Tab value="unread">{t('leads.filterUnread', { amount: unread })}</Tab>
          {LEAD_STATUSES.map((status) => (
            <Tab key={status} value={status}>
              <span className={styles.view}>
                <StatusDot status={status} />
                {t(`leads.filterStatuses.${status}`, { amount: counts.byStatus?.[status] ?? 0 })}
              </span>
            </Tab>
          ))}
        </TabList>
      </div>
      <div className={styles.filters}>
        <Field label={t('leads.filters.package')} size="small" className={styles.package}>
          <Select size="small" value={filters.package} onChange={(_, data) => set({ package: data.value })}>
            <option value="">{t('leads.filters.anyPackage')}</option>
            {packages.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {pickLocalized<string>(item as unknown as Record<string, unknown>, 'name', language)}
              </option>
            ))}
            <option value={OTHER_PACKAGE}>{t('common.other')}</option>
          </Select>
        </Field>
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} labels={{ from: t('leads.filters.from'), to: t('leads.filters.to') }} />
        {filtered ? (
          <Button className={styles.clear} size="small" appearance="subtle" icon={<Dismiss16Regular />} onClick={() => set({ package: NO_LEAD_FILTERS.package, from: '', to: '' })}>
            {t('leads.filters.clear')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
