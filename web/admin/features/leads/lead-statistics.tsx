import { Button, makeStyles, mergeClasses, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { packageInterestName } from '@shared/admin-search';
import { OTHER_PACKAGE } from '@shared/constants';
import { DATE_LOCALE } from '@shared/format';
import { LEAD_STATUSES, type LeadStats } from '@shared/schemas/lead';
import { useResource } from '../../api/resources';
import { DonutChart } from '../../components/donut-chart';
import { useAdminTranslation } from '../../i18n';

import { useAdminUi } from '../../stores/ui-store';
import { useLeadStats } from './api';
import { barLengths, conversionRate, formatShare } from './lead-charts';
import { STATUS_COLORS, StatusDot } from './lead-status';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, marginBottom: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  wide: { '@media (min-width: 900px)': { gridColumn: '1 / -1' } },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  caption: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // Read by screen readers in place of the drawing.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  weeks: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXS,
    alignItems: 'end',
    height: '150px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  week: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%', minWidth: 0 },
  weekCount: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  bar: {
    width: '100%',
    maxWidth: '32px',
    minHeight: '2px',
    backgroundColor: tokens.colorBrandBackground,
    borderStartStartRadius: tokens.borderRadiusSmall,
    borderStartEndRadius: tokens.borderRadiusSmall,
  },
  emptyBar: { backgroundColor: tokens.colorNeutralStroke2 },
  weekLabels: { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalXS },
  weekLabel: {
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    // Every other week's date below 640 px, where twelve do not fit side by side; the current week's always.
    '@media (max-width: 639px)': { ':nth-last-child(even)': { visibility: 'hidden' } },
  },
  donutRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalXL },
  donut: { width: '150px', height: '150px', flexShrink: 0 },
  legend: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0, minWidth: '180px' },
  legendItem: { display: 'grid', gridTemplateColumns: 'auto 1fr auto auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  share: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3, minWidth: '3.5em', textAlign: 'end' },
  packages: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  packageItem: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"name count" "bar bar"',
    rowGap: tokens.spacingVerticalXXS,
    columnGap: tokens.spacingHorizontalS,
  },
  packageName: { gridArea: 'name', overflowWrap: 'anywhere' },
  packageCount: { gridArea: 'count' },
  track: { gridArea: 'bar', height: '10px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusCircular, overflow: 'hidden' },
  fill: { height: '100%', backgroundColor: tokens.colorPaletteBerryBorderActive, borderRadius: tokens.borderRadiusCircular },
});

/** The leads' statistics: leads per week over 12 weeks, conversion to client with the leads by status, and leads by package. */
export function LeadStatistics({ headingId }: { headingId: string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const stats = useLeadStats();
  return (
    <>
      <div className={styles.header}>
        <Text as="h3" id={headingId} size={500} weight="semibold">
          {t('leads.stats.heading')}
        </Text>
        <Text size={200} className={styles.muted}>
          {t('leads.stats.description')}
        </Text>
      </div>
      {stats.data ? (
        <div className={styles.grid}>
          <WeeklyChart byWeek={stats.data.byWeek} />
          <ConversionChart byStatus={stats.data.byStatus} />
          <PackageChart byPackage={stats.data.byPackage} />
        </div>
      ) : stats.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('leads.stats.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void stats.refetch()}>{t('common.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Spinner label={t('leads.stats.loading')} />
      )}
    </>
  );
}

function ChartCard({ title, summary, wide, testId, children }: { title: string; summary: string; wide?: boolean; testId: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <figure className={mergeClasses(styles.card, wide && styles.wide)} data-testid={testId}>
      <figcaption className={styles.caption}>
        <Text weight="semibold">{title}</Text>
        <Text size={200} className={styles.muted}>
          {summary}
        </Text>
      </figcaption>
      {children}
    </figure>
  );
}

/** Twelve bars, the current week last, with a table of the same numbers for screen readers. */
function WeeklyChart({ byWeek }: { byWeek: LeadStats['byWeek'] }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const lengths = barLengths(byWeek.map((week) => week.count));
  const total = byWeek.reduce((sum, week) => sum + week.count, 0);
  // Week starts are UTC dates: shown as those days, whatever the admin's time zone.
  const day = (weekStart: string, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(DATE_LOCALE[language], style === 'short' ? { day: 'numeric', month: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${weekStart}T00:00:00Z`),
    );
  return (
    <ChartCard title={t('leads.stats.perWeek')} summary={t('leads.stats.perWeekSummary', { total })} wide testId="stats-weekly">
      <div aria-hidden>
        <div className={styles.weeks}>
          {byWeek.map((week, index) => (
            <div key={week.weekStart} className={styles.week}>
              {week.count > 0 ? <span className={styles.weekCount}>{week.count}</span> : null}
              <span className={mergeClasses(styles.bar, week.count === 0 && styles.emptyBar)} style={{ height: `${(lengths[index]! * 0.85).toFixed(1)}%` }} />
            </div>
          ))}
        </div>
        <div className={styles.weekLabels}>
          {byWeek.map((week) => (
            <span key={week.weekStart} className={styles.weekLabel}>
              {day(week.weekStart, 'short')}
            </span>
          ))}
        </div>
      </div>
      <table className={styles.visuallyHidden}>
        <thead>
          <tr>
            <th scope="col">{t('leads.stats.weekOf')}</th>
            <th scope="col">{t('leads.stats.leads')}</th>
          </tr>
        </thead>
        <tbody>
          {byWeek.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{day(week.weekStart, 'long')}</th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartCard>
  );
}

/** The leads by status as a donut, the share that became clients in its middle, the numbers in its legend. */
function ConversionChart({ byStatus }: { byStatus: LeadStats['byStatus'] }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const total = LEAD_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const rate = conversionRate(byStatus);
  return (
    <ChartCard
      title={t('leads.stats.conversion')}
      summary={total > 0 ? t('leads.stats.conversionSummary', { clients: byStatus.client, total, share: formatShare(rate) }) : t('leads.stats.noLeads')}
      testId="stats-conversion"
    >
      <div className={styles.donutRow}>
        <DonutChart
          className={styles.donut}
          values={LEAD_STATUSES.map((status) => byStatus[status])}
          colors={LEAD_STATUSES.map((status) => STATUS_COLORS[status].mark)}
          size={150}
          radius={60}
          stroke={20}
          gap={total > 1 ? 2 : 0}
          centerValue={formatShare(rate)}
          centerLabel={t('leads.stats.becameClients')}
        />
        <ul className={styles.legend} aria-label={t('leads.stats.byStatus')}>
          {LEAD_STATUSES.map((status) => (
            <li key={status} className={styles.legendItem}>
              <StatusDot status={status} />
              <Text>{t(`leads.statuses.${status}`)}</Text>
              <Text weight="semibold" className={styles.number}>
                {byStatus[status]}
              </Text>
              <Text size={200} className={styles.share}>
                {formatShare(total > 0 ? byStatus[status] / total : null)}
              </Text>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}

/** The packages leads asked about, most asked first, as bars against the most asked. */
function PackageChart({ byPackage }: { byPackage: LeadStats['byPackage'] }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const packages = useResource('packages').data ?? [];
  const lengths = barLengths(byPackage.map((row) => row.count));
  const nameOf = (packageInterest: string) =>
    !packageInterest
      ? t('leads.stats.noPackage')
      : packageInterest === OTHER_PACKAGE
        ? t('common.other')
        : (packageInterestName(packageInterest, packages, language) ?? t('leads.stats.removedPackage', { id: packageInterest }));
  return (
    <ChartCard
      title={t('leads.stats.byPackage')}
      summary={byPackage.length > 0 ? t('leads.stats.byPackageSummary') : t('leads.stats.noLeads')}
      testId="stats-packages"
    >
      {byPackage.length > 0 ? (
        <ul className={styles.packages}>
          {byPackage.map((row, index) => (
            <li key={row.packageInterest} className={styles.packageItem}>
              <Text className={styles.packageName}>{nameOf(row.packageInterest)}</Text>
              <Text weight="semibold" className={mergeClasses(styles.number, styles.packageCount)}>
                {row.count}
              </Text>
              <span className={styles.track} aria-hidden>
                <span className={styles.fill} style={{ width: `${lengths[index]!.toFixed(1)}%`, display: 'block' }} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </ChartCard>
  );
}
