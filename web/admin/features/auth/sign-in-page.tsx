import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@shared/routes';
import { BrandMark } from '../../components/brand-mark';
import { LanguageToggle } from '../../components/language-toggle';
import { LoadingScreen } from '../../components/loading-screen';
import { useAdminTranslation } from '../../i18n';
import { useSession, useSetupStatus } from './api';
import { SetupForm } from './setup-form';
import { SignInForm } from './sign-in-form';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `radial-gradient(circle at 15% 10%, ${tokens.colorBrandBackground2} 0, transparent 45%), radial-gradient(circle at 85% 90%, ${tokens.colorBrandBackground2} 0, transparent 40%)`,
  },
  topBar: { position: 'absolute', insetBlockStart: tokens.spacingVerticalM, insetInlineEnd: tokens.spacingHorizontalM },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    '@media (max-width: 479px)': { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  heading: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, textAlign: 'center' },
  subtitle: { color: tokens.colorNeutralForeground3 },
  footer: { color: tokens.colorNeutralForeground3 },
});

/** /admin: sign-in, or the first-run form while no admin exists; a signed-in admin goes straight to the dashboard. */
export function SignInPage() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const session = useSession();
  const setup = useSetupStatus(session.isSuccess && session.data === null);
  // The query the dashboard sent along (a lead's ?lead=ID) goes back with the admin.
  const { search } = useLocation();

  if (session.data) return <Navigate to={{ pathname: paths.adminDashboard(), search }} replace />;
  if (session.isPending || (session.isSuccess && setup.isPending)) return <LoadingScreen label={t('auth.checking')} />;

  const firstRun = setup.data?.setupRequired === true;
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LanguageToggle />
      </div>
      <main className={styles.card}>
        <div className={styles.heading}>
          <BrandMark large />
          <Text as="h1" size={700} weight="bold">
            {t('app.title')}
          </Text>
          <Text className={styles.subtitle}>{firstRun ? t('auth.setupSubtitle') : t('auth.subtitle')}</Text>
        </div>
        {session.isError || setup.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('auth.serverUnreachable')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {firstRun ? <SetupForm /> : <SignInForm />}
      </main>
      <Text size={200} className={styles.footer}>
        {t('auth.footer')}
      </Text>
    </div>
  );
}
