import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AdminUser } from '@shared/schemas/auth';
import { useAdminTranslation } from '../../i18n';
import { AdminsSection } from './admins-section';
import { AuditLogSection } from './audit-log-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  wide: { '@media (min-width: 1024px)': { gridColumn: '1 / -1' } },
});

/** The security area: two-factor sign-in and password side by side, then devices, admins and the activity log. */
export function SecurityTab({ user }: { user: AdminUser }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Text as="h2" size={600} weight="semibold">
          {t('tabs.security')}
        </Text>
        <Text size={200} className={styles.muted}>
          {t('tabDescriptions.security')}
        </Text>
      </div>
      <div className={styles.grid}>
        <TwoFactorSection user={user} />
        <PasswordSection />
        <div className={styles.wide}>
          <SessionsSection />
        </div>
        <div className={styles.wide}>
          <AdminsSection user={user} />
        </div>
        <div className={styles.wide}>
          <AuditLogSection />
        </div>
      </div>
    </div>
  );
}
