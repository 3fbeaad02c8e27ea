import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsDay } from '@shared/schemas/analytics';
import { DATE_LOCALE } from '@shared/format';
import type { Language } from '@shared/constants';

const HEIGHT = 260;
const HALF_DAY = 12 * 60 * 60;
/** The room a day's label takes on the axis, in CSS pixels. */
const DAY_LABEL_WIDTH = 72;

/** The first of `values` and each `step`th after it. */
const everyNth = (values: readonly number[], step: number) => values.filter((_, index) => index % step === 0);

const useStyles = makeStyles({
  chart: {
    minWidth: 0,
    // uPlot's legend: the hovered day's figures, under the plot.
    '& .u-legend': { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
    '& .u-legend .u-marker': { borderRadius: '2px' },
  },
});

/** A CSS custom property of Fluent's theme as the canvas needs it: the value, not `var(--…)`. */
const themeValue = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

/** The two series drawn: visitors and page views, each with its label in the admin's language. */
export interface DailyChartLabels {
  visitors: string;
  pageviews: string;
  day: string;
}

/**
 * Visitors and page views by day, drawn by uPlot on a canvas (its legend says the hovered day's figures). In Arabic the
 * days run from right to left and the figures' axis stands on the right, as an Arabic reader reads a timeline; dates and
 * numbers are written in the language's own digits. The canvas itself is hidden from screen readers: `label` says what
 * it shows, and the tables beside it hold the same figures.
 */
export function DailyChart({ days, language, labels, label }: { days: readonly AnalyticsDay[]; language: Language; labels: DailyChartLabels; label: string }) {
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const rightToLeft = language === 'ar';
    const numbers = new Intl.NumberFormat(DATE_LOCALE[language]);
    const dayFormat = new Intl.DateTimeFormat(DATE_LOCALE[language], { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const fullDayFormat = new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' });
    const font = `12px ${themeValue(element, '--fontFamilyBase') || 'sans-serif'}`;
    const text = themeValue(element, '--colorNeutralForeground2');
    const grid = themeValue(element, '--colorNeutralStroke2');
    const visitorsColor = themeValue(element, '--colorBrandForeground1');
    const pageviewsColor = themeValue(element, '--colorPaletteBerryForeground2');
    const axis = { font, stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const starts = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        // Dates are days of the practice, sent as UTC midnights: drawn in UTC so that no browser's zone moves them.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        // Half a day on each side of the period: a period of one day is one point, which uPlot alone would spread over
        // years (it widens a lone point by 86,400 of its milliseconds, whatever the unit of the data).
        scales: { x: { time: true, dir: rightToLeft ? -1 : 1, range: () => [starts[0]! - HALF_DAY, starts.at(-1)! + HALF_DAY] }, y: { range: (_, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          // Ticks on days of the period only (uPlot would put hours under a short period), as many as the width holds.
          { ...axis, splits: (self) => everyNth(starts, Math.ceil(starts.length / Math.max(2, Math.floor(self.bbox.width / devicePixelRatio / DAY_LABEL_WIDTH)))), values: (_, splits) => splits.map((seconds) => dayFormat.format(new Date(seconds * 1000))) },
          { ...axis, side: rightToLeft ? 1 : 3, size: 48, values: (_, splits) => splits.map((value) => (Number.isInteger(value) ? numbers.format(value) : '')) },
        ],
        series: [
          { label: labels.day, value: (_, seconds) => (seconds == null ? '–' : fullDayFormat.format(new Date(seconds * 1000))) },
          { label: labels.visitors, stroke: visitorsColor, width: 2, fill: `${visitorsColor}22`, value: (_, value) => (value == null ? '–' : numbers.format(value)) },
          { label: labels.pageviews, stroke: pageviewsColor, width: 2, dash: [6, 4], value: (_, value) => (value == null ? '–' : numbers.format(value)) },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      [starts, days.map((day) => day.visitors), days.map((day) => day.pageviews)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, language, labels]);

  return (
    <figure role="img" aria-label={label} className={styles.chart} style={{ margin: 0 }}>
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
