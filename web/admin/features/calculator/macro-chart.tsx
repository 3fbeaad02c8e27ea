import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { donutSegments } from '../../lib/donut-segments';

export interface MacroSlice {
  label: string;
  percent: number;
  grams: number;
  color: string;
}

const RADIUS = 70;
const STROKE = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const useStyles = makeStyles({
  chart: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalXXL },
  svg: { width: '180px', height: '180px', flexShrink: 0 },
  legend: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0, minWidth: '180px' },
  item: { display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  swatch: { width: '12px', height: '12px', borderRadius: '3px' },
  grams: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3, gridColumn: '2 / -1' },
});

/** A donut of the macro split with the daily calories in the middle, and a legend in grams. */
export function MacroChart({ slices, centerValue, centerLabel, title, gramsLabel }: {
  slices: MacroSlice[];
  centerValue: string;
  centerLabel: string;
  title: string;
  gramsLabel: (grams: number) => string;
}) {
  const styles = useStyles();
  const segments = donutSegments(slices.map((slice) => slice.percent), CIRCUMFERENCE, 3);
  return (
    <figure className={styles.chart} aria-label={title} style={{ margin: 0 }}>
      <svg className={styles.svg} viewBox="0 0 180 180" role="img" aria-label={title}>
        <circle cx="90" cy="90" r={RADIUS} fill="none" stroke={tokens.colorNeutralBackground3} strokeWidth={STROKE} />
        {/* Drawn from 12 o'clock, clockwise. */}
        <g transform="rotate(-90 90 90)">
          {segments.map((segment, index) => (
            <circle
              key={slices[index]!.label}
              cx="90"
              cy="90"
              r={RADIUS}
              fill="none"
              stroke={slices[index]!.color}
              strokeWidth={STROKE}
              strokeDasharray={`${segment.length} ${CIRCUMFERENCE - segment.length}`}
              strokeDashoffset={-segment.start}
            />
          ))}
        </g>
        <text x="90" y="88" textAnchor="middle" fontSize="26" fontWeight="700" fill={tokens.colorNeutralForeground1}>
          {centerValue}
        </text>
        <text x="90" y="110" textAnchor="middle" fontSize="12" fill={tokens.colorNeutralForeground3}>
          {centerLabel}
        </text>
      </svg>
      <ul className={styles.legend}>
        {slices.map((slice) => (
          <li key={slice.label} className={styles.item}>
            <span className={styles.swatch} style={{ backgroundColor: slice.color }} aria-hidden />
            <Text weight="semibold">{slice.label}</Text>
            <Text weight="semibold" className={styles.grams}>
              {gramsLabel(slice.grams)}
            </Text>
            <Text size={200} className={styles.muted}>
              {`${slice.percent}%`}
            </Text>
          </li>
        ))}
      </ul>
    </figure>
  );
}
