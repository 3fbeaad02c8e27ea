import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@shared/routes';
import { createQueryClient } from '../../shared/query-client';
import { changeLanguage, i18n } from '../../shared/i18n';
import { directionOf, isLanguage } from '@shared/language';
import { adminKeys } from '../api/resources';
import { onSessionEnded } from '../api/session-events';
import { AdminToaster, useNotify } from '../components/toasts';
import { useForgetSession } from '../features/auth/api';
import { useAdminTranslation } from '../i18n';
import { adminPlatform } from '../platform';
import { useAdminUi } from '../stores/ui-store';
import { adminTheme } from '../theme/brand-theme';
import { ServerGate } from './server-gate';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    // Headings take their spacing from the layouts, not from the browser's defaults.
    '& h1, & h2, & h3, & p': { margin: 0 },
  },
});

/** Applies the admin's language (its own setting, not the visitor's) and restores the previous one on leaving. */
function useAdminLanguage() {
  const language = useAdminUi((state) => state.language);
  useLayoutEffect(() => {
    const previous = i18n.language;
    return () => {
      if (isLanguage(previous)) void changeLanguage(previous);
    };
  }, []);
  useLayoutEffect(() => {
    void changeLanguage(language);
    adminPlatform().reportLanguage(language);
  }, [language]);
  return language;
}

/** Any 401 outside sign-in: forget the session, close what was open, and explain on the sign-in page. */
function useSessionEndedRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const forget = useForgetSession();
  const { t } = useAdminTranslation();
  useEffect(
    () =>
      onSessionEnded(() => {
        // Several lists may fail at once: act on the first only.
        if (queryClient.getQueryData(adminKeys.session) === null) return;
        useAdminUi.setState({ editor: null, confirmation: null });
        forget();
        navigate(paths.admin(), { replace: true });
        notify({ title: t('auth.sessionEndedTitle'), body: t('auth.sessionEndedBody'), intent: 'warning' });
      }),
    [queryClient, navigate, notify, forget, t],
  );
}

function SessionWatch({ children }: { children: ReactNode }) {
  useSessionEndedRedirect();
  return children;
}

/** The admin's providers: its own query cache, the Fluent theme in the admin's language and direction, the toasts. */
export function AdminShell({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [queryClient] = useState(createQueryClient);
  const language = useAdminLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <FluentProvider theme={adminTheme} dir={directionOf(language)} lang={language}>
        {/* Page styles on a child: the provider's own classes are copied onto every portal (dialogs, toasts). */}
        <div className={styles.root}>
          <AdminToaster />
          <ServerGate>
            <SessionWatch>{children}</SessionWatch>
          </ServerGate>
        </div>
      </FluentProvider>
    </QueryClientProvider>
  );
}
