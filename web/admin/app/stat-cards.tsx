import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Box24Regular, Mail24Regular, News24Regular, Trophy24Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useResource } from '../api/resources';
import { useLeadCounts, useUnreadCount } from '../features/leads/api';
import { useAdminTranslation } from '../i18n';
import { useAdminUi, type DashboardTab } from '../stores/ui-store';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
  },
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    textAlign: 'start',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationFaster,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (min-width: 640px)': { padding: tokens.spacingHorizontalL },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '24px',
    flexShrink: 0,
  },
  packages: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  stories: { backgroundColor: tokens.colorPaletteMarigoldBackground1, color: tokens.colorPaletteMarigoldForeground2 },
  blogs: { backgroundColor: tokens.colorPaletteBlueBackground2, color: tokens.colorPaletteBlueForeground2 },
  leads: { backgroundColor: tokens.colorPaletteBerryBackground1, color: tokens.colorPaletteBerryForeground2 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis' },
  value: { fontVariantNumeric: 'tabular-nums', lineHeight: tokens.lineHeightHero700 },
  note: { color: tokens.colorBrandForeground1 },
});

interface Stat {
  tab: DashboardTab;
  style: 'packages' | 'stories' | 'blogs' | 'leads';
  icon: ReactElement;
  label: string;
  value: number;
  note?: string;
}

/** The four count cards; each opens its tab. */
export function StatCards() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const setActiveTab = useAdminUi((state) => state.setActiveTab);
  const unread = useUnreadCount();
  const counts = {
    packages: useResource('packages').data?.length ?? 0,
    stories: useResource('successStories').data?.length ?? 0,
    blogs: useResource('blogPosts').data?.length ?? 0,
    leads: useLeadCounts().total,
  };
  const stats: Stat[] = [
    { tab: 'packages', style: 'packages', icon: <Box24Regular />, label: t('stats.packages'), value: counts.packages },
    { tab: 'stories', style: 'stories', icon: <Trophy24Regular />, label: t('stats.stories'), value: counts.stories },
    { tab: 'blogs', style: 'blogs', icon: <News24Regular />, label: t('stats.blogs'), value: counts.blogs },
    {
      tab: 'leads',
      style: 'leads',
      icon: <Mail24Regular />,
      label: t('stats.leads'),
      value: counts.leads,
      note: unread > 0 ? t('stats.unread', { amount: unread }) : undefined,
    },
  ];
  return (
    <div className={styles.grid}>
      {stats.map((stat) => (
        <button key={stat.tab} type="button" className={styles.card} onClick={() => setActiveTab(stat.tab)} data-testid={`stat-${stat.style}`}>
          <span className={mergeClasses(styles.icon, styles[stat.style])} aria-hidden>
            {stat.icon}
          </span>
          <span className={styles.text}>
            <Text size={200} className={styles.label}>
              {stat.label}
            </Text>
            <Text size={700} weight="bold" className={styles.value} data-testid="stat-value">
              {stat.value}
            </Text>
            {stat.note ? (
              <Text size={200} weight="semibold" className={styles.note}>
                {stat.note}
              </Text>
            ) : null}
          </span>
        </button>
      ))}
    </div>
  );
}
