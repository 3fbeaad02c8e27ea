import {
  Badge,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDown16Regular, ArrowUp16Regular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@shared/constants';
import { DATE_LOCALE, formatDate, formatMoney } from '@shared/format';
import type { AnalyticsSummary, AnalyticsTotals } from '@shared/schemas/analytics';
import { DateRangeFields } from '../../components/date-range-fields';
import { LoadFailed } from '../../components/load-failed';
import { useAdminTranslation } from '../../i18n';
import { sourceName } from '../../lib/source-name';
import { useAdminUi } from '../../stores/ui-store';
import { ANALYTICS_PRESETS, changeFrom, presetSpan, spanProblem, todayIn, type AnalyticsPreset, type DateSpan } from './analytics-period';
import { useAnalytics } from './api';
import { DailyChart } from './daily-chart';

const useStyles = makeStyles({
  toolbar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)' },
  },
  preset: { gridColumn: '1 / -1', '@media (min-width: 640px)': { gridColumn: 'auto' } },
  period: { display: 'block', color: tokens.colorNeutralForeground3, marginBlock: tokens.spacingVerticalM },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  // The answer to another period on its way: what is shown is still the last one.
  stale: { opacity: 0.6 },
  totals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
  total: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  totalLabel: { color: tokens.colorNeutralForeground3 },
  totalValue: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  change: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, fontSize: tokens.fontSizeBase200 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  flat: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  lists: { display: 'grid', gap: tokens.spacingVerticalXL, '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalXL } },
  scroller: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  // Columns as wide as their figures, so that a narrow screen scrolls the frame rather than crushing the columns.
  table: { tableLayout: 'auto', minWidth: '100%' },
  header: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  numberHeader: { whiteSpace: 'nowrap', '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  first: { minWidth: '9em' },
  path: { overflowWrap: 'anywhere' },
  campaign: { paddingInlineStart: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The totals compared with the period before, in the order shown. */
export const ANALYTICS_TOTALS = ['visitors', 'pageviews', 'leads', 'bookings', 'payments', 'revenueCents'] as const satisfies readonly (keyof AnalyticsTotals)[];

/** Formats the numbers and dates of the admin's language. */
function useFormats(language: Language) {
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(DATE_LOCALE[language]);
    const percent = new Intl.NumberFormat(DATE_LOCALE[language], { style: 'percent', maximumFractionDigits: 0 });
    const regions = new Intl.DisplayNames(DATE_LOCALE[language], { type: 'region' });
    return {
      number: (value: number) => numbers.format(value),
      percent: (ratio: number) => percent.format(Math.abs(ratio)),
      day: (date: string) => formatDate(`${date}T00:00:00Z`, language, 'long'),
      country: (code: string) => regions.of(code) ?? code,
    };
  }, [language]);
}

/**
 * The Analytics area: a period's visitors, page views, leads, bookings and payments beside the period before, by day
 * in a chart, and the pages, sources with their campaigns, languages, devices and countries they came from.
 */
export function AnalyticsTab() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const [preset, setPreset] = useState<AnalyticsPreset>('30days');
  const [custom, setCustom] = useState<DateSpan>({ from: '', to: '' });
  // The practice's zone comes with the first answer (the server's default, the last 30 days): each preset ends on its today.
  const [timeZone, setTimeZone] = useState<string>();
  const span = preset === 'custom' ? custom : preset === '30days' || !timeZone ? undefined : presetSpan(preset, todayIn(timeZone));
  const problem = preset === 'custom' ? spanProblem(custom) : undefined;
  const answer = useAnalytics(span, problem === undefined);
  const summary = answer.data;
  if (summary && timeZone === undefined) setTimeZone(summary.timeZone);

  const choose = (next: AnalyticsPreset) => {
    if (next === 'custom' && summary && !custom.from && !custom.to) setCustom({ from: summary.from, to: summary.to });
    setPreset(next);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('analytics.period.label')} size="small" className={styles.preset}>
          <Select size="small" value={preset} disabled={!summary} onChange={(_, data) => choose(data.value as AnalyticsPreset)}>
            {ANALYTICS_PRESETS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`analytics.period.presets.${choice}`)}
              </option>
            ))}
          </Select>
        </Field>
        {preset === 'custom' ? (
          <DateRangeFields
            from={custom.from}
            to={custom.to}
            onChange={(changes) => setCustom((current) => ({ ...current, ...changes }))}
            labels={{ from: t('analytics.period.from'), to: t('analytics.period.to') }}
          />
        ) : null}
      </div>
      {problem === 'tooLong' ? (
        <Text className={styles.period} role="alert">
          {t('analytics.period.tooLong')}
        </Text>
      ) : null}
      {answer.isError ? (
        <LoadFailed message={t('analytics.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : !summary ? (
        problem === undefined ? <Spinner label={t('analytics.loading')} /> : null
      ) : (
        <AnalyticsFigures summary={summary} language={language} stale={answer.isPlaceholderData} busy={answer.isFetching} />
      )}
    </>
  );
}

function AnalyticsFigures({ summary, language, stale, busy }: { summary: AnalyticsSummary; language: Language; stale: boolean; busy: boolean }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const format = useFormats(language);
  const chartLabels = useMemo(() => ({ visitors: t('analytics.totals.visitors'), pageviews: t('analytics.totals.pageviews'), day: t('analytics.chart.day') }), [t]);
  const value = (key: (typeof ANALYTICS_TOTALS)[number], totals: AnalyticsTotals) => (key === 'revenueCents' ? formatMoney(totals[key], language) : format.number(totals[key]));

  return (
    <div className={mergeClasses(styles.content, stale && styles.stale)} aria-busy={busy}>
      <Text size={200} className={styles.period}>
        {t('analytics.period.shown', {
          from: format.day(summary.from),
          to: format.day(summary.to),
          previousFrom: format.day(summary.previous.from),
          previousTo: format.day(summary.previous.to),
        })}
      </Text>
      {summary.enabled ? null : (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('analytics.disabled.title')}</MessageBarTitle>
            {t('analytics.disabled.body')}
          </MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.totals}>
        {ANALYTICS_TOTALS.map((key) => (
          <div key={key} className={styles.total} data-testid={`analytics-total-${key}`}>
            <dt className={styles.totalLabel}>{t(`analytics.totals.${key}`)}</dt>
            <dd className={styles.totalValue}>{value(key, summary.totals)}</dd>
            <dd style={{ margin: 0 }}>
              <ChangeNote previous={summary.previous.totals[key]} current={summary.totals[key]} formatPercent={format.percent} />
            </dd>
          </div>
        ))}
      </dl>
      <section className={styles.section} aria-labelledby="analytics-chart-heading">
        <Text as="h3" size={400} weight="semibold" id="analytics-chart-heading">
          {t('analytics.chart.heading')}
        </Text>
        <DailyChart
          days={summary.days}
          language={language}
          labels={chartLabels}
          label={t('analytics.chart.label', { visitors: format.number(summary.totals.visitors), pageviews: format.number(summary.totals.pageviews) })}
        />
      </section>
      <FigureTable
        id="pages"
        heading={t('analytics.pages.heading')}
        columns={[t('analytics.pages.page'), t('analytics.totals.visitors'), t('analytics.totals.pageviews'), t('analytics.totals.leads'), t('analytics.totals.bookings')]}
        rows={summary.pages.map((page) => ({
          key: page.path,
          cells: [
            <>
              <span className={styles.path} dir="ltr">
                {page.path}
              </span>{' '}
              {page.kind === 'page' ? null : (
                <Badge appearance="tint" size="small" color={page.kind === 'post' ? 'informative' : 'success'}>
                  {t(`analytics.pages.kinds.${page.kind}`)}
                </Badge>
              )}
            </>,
            format.number(page.visitors),
            format.number(page.pageviews),
            format.number(page.leads),
            format.number(page.bookings),
          ],
        }))}
      />
      <FigureTable
        id="sources"
        heading={t('analytics.sources.heading')}
        columns={[t('analytics.sources.source'), t('analytics.totals.visitors'), t('analytics.totals.leads'), t('analytics.totals.bookings'), t('analytics.totals.revenueCents')]}
        rows={summary.sources.flatMap((source) => [
          {
            key: source.source,
            cells: [<span dir="auto">{sourceName(source.source, t)}</span>, format.number(source.visitors), format.number(source.leads), format.number(source.bookings), formatMoney(source.revenueCents, language)],
          },
          ...source.campaigns.map((campaign) => ({
            key: `${source.source} ${campaign.campaign}`,
            nested: true,
            cells: [
              <span dir="auto">{t('analytics.sources.campaign', { campaign: campaign.campaign })}</span>,
              format.number(campaign.visitors),
              format.number(campaign.leads),
              format.number(campaign.bookings),
              formatMoney(campaign.revenueCents, language),
            ],
          })),
        ])}
      />
      <div className={styles.lists}>
        <FigureTable
          id="languages"
          heading={t('analytics.languages.heading')}
          columns={[t('analytics.languages.language'), t('analytics.totals.visitors'), t('analytics.totals.pageviews')]}
          rows={summary.languages.map((row) => ({ key: row.language, cells: [t(`analytics.languages.names.${row.language}`), format.number(row.visitors), format.number(row.pageviews)] }))}
        />
        <FigureTable
          id="devices"
          heading={t('analytics.devices.heading')}
          columns={[t('analytics.devices.device'), t('analytics.totals.visitors'), t('analytics.totals.pageviews')]}
          rows={summary.devices.map((row) => ({ key: row.device, cells: [t(`analytics.devices.kinds.${row.device}`), format.number(row.visitors), format.number(row.pageviews)] }))}
        />
        <FigureTable
          id="countries"
          heading={t('analytics.countries.heading')}
          columns={[t('analytics.countries.country'), t('analytics.totals.visitors'), t('analytics.totals.pageviews')]}
          rows={summary.countries.map((row) => ({ key: row.country, cells: [format.country(row.country), format.number(row.visitors), format.number(row.pageviews)] }))}
          empty={t('analytics.countries.empty')}
        />
      </div>
    </div>
  );
}

/** How a total moved from the period before: up or down by a percentage, new, or unchanged. */
function ChangeNote({ previous, current, formatPercent }: { previous: number; current: number; formatPercent(ratio: number): string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const change = changeFrom(previous, current);
  if (change.kind === 'same') return <span className={mergeClasses(styles.change, styles.flat)}>{t('analytics.change.same')}</span>;
  if (change.kind === 'new') return <span className={mergeClasses(styles.change, styles.up)}>{t('analytics.change.new')}</span>;
  if (change.ratio === 0) return <span className={mergeClasses(styles.change, styles.flat)}>{t('analytics.change.unchanged')}</span>;
  const up = change.ratio > 0;
  return (
    <span className={mergeClasses(styles.change, up ? styles.up : styles.down)}>
      {up ? <ArrowUp16Regular aria-hidden /> : <ArrowDown16Regular aria-hidden />}
      {t(up ? 'analytics.change.up' : 'analytics.change.down', { percent: formatPercent(change.ratio) })}
    </span>
  );
}

interface FigureRow {
  key: string;
  cells: ReactNode[];
  /** A campaign under its source. */
  nested?: boolean;
}

/** A list of figures as a table under its heading, scrolled sideways inside its frame on a narrow screen. */
function FigureTable({ id, heading, columns, rows, empty }: { id: string; heading: string; columns: string[]; rows: FigureRow[]; empty?: string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const headingId = `analytics-${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h3" size={400} weight="semibold" id={headingId}>
        {heading}
      </Text>
      {rows.length === 0 ? (
        <Text size={200} className={styles.muted}>
          {empty ?? t('analytics.nothing')}
        </Text>
      ) : (
        // The frame scrolls when the table is wider than the screen: it takes the focus so that keys scroll it too.
        <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0} data-testid={`analytics-${id}`}>
          <Table size="small" className={styles.table}>
            <TableHeader>
              <TableRow>
                {columns.map((column, index) => (
                  <TableHeaderCell key={column} className={index > 0 ? styles.numberHeader : styles.header}>
                    {column}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={index} className={index > 0 ? styles.number : mergeClasses(styles.first, row.nested && styles.campaign)}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
