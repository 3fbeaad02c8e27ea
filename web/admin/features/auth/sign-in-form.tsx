import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../../shared/schemas/auth';
import { paths } from '../../../app/routes';
import { ApiError } from '../../../shared/api-client';
import { FormStack, TextField } from '../../components/form-fields';
import { useNotify } from '../../components/toasts';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useSignIn } from './api';

/** The sign-in form: 'Sign In' / 'Signing in...', the spec's toasts, and the wait after too many attempts. */
export function SignInForm() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const notify = useNotify();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [blockedUntil, setBlockedUntil] = useState<Date | null>(null);

  useEffect(() => {
    if (!blockedUntil) return;
    const timer = setTimeout(() => setBlockedUntil(null), Math.max(0, blockedUntil.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.validate();
    if (!credentials) return;
    signIn.mutate(
      { email: credentials.email, password: credentials.password },
      {
        onSuccess: (user) => {
          notify({ title: t('auth.loginSuccessTitle'), body: t('auth.welcome', { name: user.name }), intent: 'success' });
          navigate(paths.adminDashboard(), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            const until = new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
            setBlockedUntil(until);
            notify({ title: t('auth.loginFailedTitle'), body: t('auth.throttled', { time: timeOfDay(until, language) }), intent: 'error' });
          } else if (error instanceof ApiError && error.status === 401) {
            notify({ title: t('auth.loginFailedTitle'), body: t('auth.loginFailedBody'), intent: 'error' });
          } else {
            notify({ title: t('auth.loginFailedTitle'), body: t('auth.serverUnreachable'), intent: 'error' });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signIn')}>
      <FormStack>
        {blockedUntil ? (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{t('auth.throttled', { time: timeOfDay(blockedUntil, language) })}</MessageBarBody>
          </MessageBar>
        ) : null}
        <TextField label={t('auth.email')} type="email" lang="en" autoComplete="username" required {...form.bind('email')} />
        <TextField label={t('auth.password')} type="password" lang="en" autoComplete="current-password" required {...form.bind('password')} />
        <Button appearance="primary" size="large" type="submit" disabled={signIn.isPending || blockedUntil !== null}>
          {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </FormStack>
    </form>
  );
}

/** A clock time such as 14:35 in the admin's language. */
function timeOfDay(date: Date, language: string) {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { hour: 'numeric', minute: '2-digit' }).format(date);
}
