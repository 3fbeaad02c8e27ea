import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DonutChart } from '../../components/donut-chart';

interface MacroSlice {
  label: string;
  percent: number;
  grams: number;
  color: string;
}

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
  return (
    <figure className={styles.chart} aria-label={title} style={{ margin: 0 }}>
      <DonutChart
        className={styles.svg}
        values={slices.map((slice) => slice.percent)}
        colors={slices.map((slice) => slice.color)}
        size={180}
        radius={70}
        stroke={22}
        gap={3}
        centerValue={centerValue}
        centerLabel={centerLabel}
        label={title}
      />
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
