import { tokens } from '@fluentui/react-components';
import { donutSegments } from '../lib/donut-segments';

interface DonutChartProps {
  /** The amounts, each drawn as its share of the ring from 12 o'clock clockwise; zero draws nothing. */
  values: readonly number[];
  colors: readonly string[];
  /** Width and height, in px. */
  size: number;
  radius: number;
  stroke: number;
  /** Space between neighbouring arcs. */
  gap: number;
  centerValue: string;
  centerLabel: string;
  className?: string;
  /** The chart's name for screen readers; without one the drawing is hidden from them (its numbers are said elsewhere). */
  label?: string;
}

/** A ring of arcs with a value and a word in its middle (the calculator's macro split, the leads by status). */
export function DonutChart({ values, colors, size, radius, stroke, gap, centerValue, centerLabel, className, label }: DonutChartProps) {
  const circumference = 2 * Math.PI * radius;
  const middle = size / 2;
  const segments = donutSegments(values, circumference, gap);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <circle cx={middle} cy={middle} r={radius} fill="none" stroke={tokens.colorNeutralBackground3} strokeWidth={stroke} />
      <g transform={`rotate(-90 ${middle} ${middle})`}>
        {segments.map((segment, index) => (
          <circle
            key={index}
            cx={middle}
            cy={middle}
            r={radius}
            fill="none"
            stroke={colors[index]}
            strokeWidth={stroke}
            strokeDasharray={`${segment.length} ${circumference - segment.length}`}
            strokeDashoffset={-segment.start}
          />
        ))}
      </g>
      <text x={middle} y={middle - 2} textAnchor="middle" fontSize="26" fontWeight="700" fill={tokens.colorNeutralForeground1}>
        {centerValue}
      </text>
      <text x={middle} y={middle + 20} textAnchor="middle" fontSize={size >= 180 ? 12 : 11} fill={tokens.colorNeutralForeground3}>
        {centerLabel}
      </text>
    </svg>
  );
}
