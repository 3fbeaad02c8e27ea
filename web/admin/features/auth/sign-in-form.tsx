import { Button, Link, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '@shared/constants';
import { DATE_LOCALE } from '@shared/format';
import { loginSchema } from '@shared/schemas/auth';
import { paths } from '@shared/routes';
import { ApiError } from '../../../shared/api-client';
import { FormStack, TextField } from '../../components/form-fields';
import { useNotify } from '../../components/toasts';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { PROBLEM_TEXT_KEYS, type FormMessage } from '../../lib/form-messages';
import { typedCode } from '../../lib/one-time-code';
import type { Credentials } from '../../platform';
import { useAdminUi } from '../../stores/ui-store';
import { useSignIn } from './api';

/** The server's answer to a right password when the account also wants a two-factor code. */
const TWO_FACTOR_REQUIRED = 'two_factor_required';
/** Answers meaning the code (not the password) was the problem. */
const CODE_REFUSALS = new Set([TWO_FACTOR_REQUIRED, 'invalid_two_factor_code']);

const useStyles = makeStyles({
  codeHeading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
});

/**
 * The sign-in form: 'Sign In' / 'Signing in...', the spec's toasts, and the wait after too many attempts. When the
 * account has two-factor on, a second step asks for the app's code (or a recovery code) before signing in.
 */
export function SignInForm() {
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  const attempt = useSignInAttempt();
  return awaitingCode ? (
    <CodeStep credentials={awaitingCode} attempt={attempt} onBack={() => setAwaitingCode(null)} />
  ) : (
    <CredentialsStep attempt={attempt} onCodeRequired={setAwaitingCode} />
  );
}

type SignInAttempt = ReturnType<typeof useSignInAttempt>;

/** One sign-in call with the spec's toasts and the throttle's wait; `onRefused` hears a 401 before the toast would. */
function useSignInAttempt() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const notify = useNotify();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSignIn();
  const [blockedUntil, setBlockedUntil] = useState<Date | null>(null);

  useEffect(() => {
    if (!blockedUntil) return;
    const timer = setTimeout(() => setBlockedUntil(null), Math.max(0, blockedUntil.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  const submit = (credentials: Credentials, onRefused: (error: ApiError) => boolean) =>
    signIn.mutate(credentials, {
      onSuccess: (user) => {
        notify({ title: t('auth.loginSuccessTitle'), body: t('auth.welcome', { name: user.name }), intent: 'success' });
        navigate({ pathname: paths.adminDashboard(), search }, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          const until = new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
          setBlockedUntil(until);
          notify({ title: t('auth.loginFailedTitle'), body: t('auth.throttled', { time: timeOfDay(until, language) }), intent: 'error' });
        } else if (error instanceof ApiError && error.status === 401) {
          if (!onRefused(error)) notify({ title: t('auth.loginFailedTitle'), body: t('auth.loginFailedBody'), intent: 'error' });
        } else {
          notify({ title: t('auth.loginFailedTitle'), body: t('auth.serverUnreachable'), intent: 'error' });
        }
      },
    });

  const throttled = blockedUntil ? (
    <MessageBar intent="warning" role="alert">
      <MessageBarBody>{t('auth.throttled', { time: timeOfDay(blockedUntil, language) })}</MessageBarBody>
    </MessageBar>
  ) : null;

  return { submit, isPending: signIn.isPending, blocked: blockedUntil !== null, throttled };
}

function CredentialsStep({ attempt, onCodeRequired }: { attempt: SignInAttempt; onCodeRequired(credentials: Credentials): void }) {
  const { t } = useAdminTranslation();
  const form = useZodForm(loginSchema, { email: '', password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    const credentials = { email: input.email, password: input.password };
    attempt.submit(credentials, (error) => {
      if (error.code !== TWO_FACTOR_REQUIRED) return false;
      onCodeRequired(credentials);
      return true;
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signIn')}>
      <FormStack>
        {attempt.throttled}
        <TextField label={t('auth.email')} type="email" lang="en" autoComplete="username" required {...form.bind('email')} />
        <TextField label={t('auth.password')} type="password" lang="en" autoComplete="current-password" required {...form.bind('password')} />
        <Button appearance="primary" size="large" type="submit" disabled={attempt.isPending || attempt.blocked}>
          {attempt.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </FormStack>
    </form>
  );
}

/** The second step: the code from the authenticator app, or one of the recovery codes. */
function CodeStep({ credentials, attempt, onBack }: { credentials: Credentials; attempt: SignInAttempt; onBack(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<FormMessage | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedCode(code);
    if (!typed) return setError({ key: PROBLEM_TEXT_KEYS.required });
    attempt.submit({ ...credentials, code: typed }, (error) => {
      if (!CODE_REFUSALS.has(error.code ?? '')) return false;
      setError({ key: 'auth.wrongCode' });
      return true;
    });
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(undefined);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.codeTitle')}>
      <FormStack>
        {attempt.throttled}
        <div className={styles.codeHeading}>
          <Text as="h2" size={500} weight="semibold">
            {t('auth.codeTitle')}
          </Text>
          <Text className={styles.muted}>{recovery ? t('auth.recoveryExplained') : t('auth.codeExplained')}</Text>
        </div>
        <TextField
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? t('auth.recoveryCode') : t('auth.code')}
          lang="en"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
        />
        <Button appearance="primary" size="large" type="submit" disabled={attempt.isPending || attempt.blocked}>
          {attempt.isPending ? t('auth.verifying') : t('auth.verify')}
        </Button>
        <div className={styles.links}>
          <Link as="button" type="button" onClick={switchKind}>
            {recovery ? t('auth.useAppCode') : t('auth.useRecoveryCode')}
          </Link>
          <Link as="button" type="button" onClick={onBack}>
            {t('auth.back')}
          </Link>
        </div>
      </FormStack>
    </form>
  );
}

/** A clock time such as 14:35 in the admin's language. */
function timeOfDay(date: Date, language: Language) {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { hour: 'numeric', minute: '2-digit' }).format(date);
}
