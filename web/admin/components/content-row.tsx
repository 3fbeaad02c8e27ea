import { makeStyles, shorthands, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"media main" "actions actions"',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFaster,
    ':hover': { boxShadow: tokens.shadow4, ...shorthands.borderColor(tokens.colorNeutralStroke1) },
    '@media (min-width: 640px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"media main actions"',
    },
  },
  // Rows without a picture (categories, services) start their text at the row's edge.
  textOnly: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"main" "actions"',
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"main actions"' },
  },
  highlighted: { boxShadow: `inset 4px 0 0 ${tokens.colorBrandStroke1}`, ':hover': { boxShadow: `inset 4px 0 0 ${tokens.colorBrandStroke1}, ${tokens.shadow4}` } },
  media: { gridArea: 'media', display: 'flex', alignSelf: 'start' },
  main: { gridArea: 'main', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { overflowWrap: 'anywhere' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
  },
  actions: {
    gridArea: 'actions',
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
  },
  thumb: {
    width: '72px',
    height: '54px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (min-width: 640px)': { width: '88px', height: '64px' },
  },
});

/** The rows of an admin list. */
export function ContentList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={useStyles().list} aria-label={label}>
      {children}
    </ul>
  );
}

/** One record in a list: picture or icon, title with badges, a line of facts, and its actions. */
export function ContentRow(props: {
  media?: ReactNode;
  title: ReactNode;
  badges?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  highlighted?: boolean;
  testId?: string;
}) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.row, !props.media && styles.textOnly, props.highlighted && styles.highlighted)} data-testid={props.testId}>
      {props.media ? <div className={styles.media}>{props.media}</div> : null}
      <div className={styles.main}>
        <div className={styles.titleLine}>
          <Text weight="semibold" size={400} className={styles.title} dir="auto">
            {props.title}
          </Text>
          {props.badges}
        </div>
        {props.meta ? (
          <Text size={200} className={styles.meta}>
            {props.meta}
          </Text>
        ) : null}
        {props.children}
      </div>
      {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
    </li>
  );
}

/** A list row's picture, from the server's stored path. */
export function RowThumbnail({ src, alt }: { src: string; alt: string }) {
  return <img className={useStyles().thumb} src={src} alt={alt} loading="lazy" width={88} height={64} />;
}
