import { Button, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { Open20Regular, SignOut20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminUser } from '@shared/schemas/auth';
import { paths } from '@shared/routes';
import { BrandMark } from '../components/brand-mark';
import { LanguageToggle } from '../components/language-toggle';
import { useNotify } from '../components/toasts';
import { useSignOut } from '../features/auth/api';
import { SMALL_AND_UP, useMediaQuery } from '../hooks/use-media-query';
import { useAdminTranslation } from '../i18n';
import { adminPlatform } from '../platform';
import { useAdminUi } from '../stores/ui-store';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  inner: {
    maxWidth: '1280px',
    marginInline: 'auto',
    minHeight: '60px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalL,
    '@media (min-width: 640px)': { paddingInline: tokens.spacingHorizontalXXL },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0, flexGrow: 1 },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  user: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

/** The dashboard's bar: title, language toggle, 'View Website' and 'Logout'. */
export function DashboardHeader({ user }: { user: AdminUser }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const wide = useMediaQuery(SMALL_AND_UP);
  const navigate = useNavigate();
  const notify = useNotify();
  const signOut = useSignOut();

  const logout = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        useAdminUi.setState({ editor: null, confirmation: null, activeTab: 'packages' });
        navigate(paths.admin(), { replace: true });
        notify({ title: t('auth.loggedOutTitle'), body: t('auth.loggedOutBody'), intent: 'success' });
      },
    });

  const labelled = (label: string, button: ReactElement) =>
    wide ? button : (
      <Tooltip content={label} relationship="label" withArrow>
        {button}
      </Tooltip>
    );

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark />
          <div className={styles.titles}>
            <Text as="span" weight="bold" size={500} className={styles.title}>
              {t('app.title')}
            </Text>
            {wide ? (
              <Text size={200} className={styles.user}>
                {t('dashboard.signedInAs', { name: user.name })}
              </Text>
            ) : null}
          </div>
        </div>
        <nav className={styles.actions} aria-label={t('dashboard.headerActions')}>
          <LanguageToggle compact={!wide} />
          {labelled(
            t('dashboard.viewWebsite'),
            <Button
              appearance="subtle"
              icon={<Open20Regular />}
              as="a"
              href={adminPlatform().websiteUrl()}
              target="_blank"
              rel="noopener"
              aria-label={wide ? undefined : t('dashboard.viewWebsite')}
            >
              {wide ? t('dashboard.viewWebsite') : null}
            </Button>,
          )}
          {labelled(
            t('dashboard.logout'),
            <Button appearance="subtle" icon={<SignOut20Regular />} onClick={logout} disabled={signOut.isPending} aria-label={wide ? undefined : t('dashboard.logout')}>
              {wide ? t('dashboard.logout') : null}
            </Button>,
          )}
        </nav>
      </div>
    </header>
  );
}
