import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (min-width: 640px)': { padding: tokens.spacingHorizontalXL },
  },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: '20px',
    flexShrink: 0,
  },
  heading: { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: '160px' },
  description: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A titled panel of a dashboard tab (the practice's info, security, the calculator). */
export function SectionCard(props: { icon: ReactNode; title: string; description?: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  const headingId = `section-${props.testId ?? props.title}`.replace(/\W+/g, '-');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={props.testId}>
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden>
          {props.icon}
        </span>
        <div className={styles.heading}>
          <Text as="h3" id={headingId} weight="semibold" size={500}>
            {props.title}
          </Text>
          {props.description ? (
            <Text size={200} className={styles.description}>
              {props.description}
            </Text>
          ) : null}
        </div>
        {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
      </div>
      {props.children}
    </section>
  );
}
