import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { setupSchema } from '@shared/schemas/auth';
import { paths } from '@shared/routes';
import { ApiError } from '../../../shared/api-client';
import { FormStack, TextField } from '../../components/form-fields';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useNotify } from '../../components/toasts';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { withRepeatedPassword } from '../../lib/repeated-password';
import { adminKeys } from '../../api/resources';
import { useSetUp } from './api';

// The shared setup schema plus the repeated password, which only the form knows about.
const setupFormSchema = withRepeatedPassword(setupSchema, 'password');

/** First run: creates the first admin account while none exists, then opens the dashboard. */
export function SetupForm() {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUp = useSetUp();
  const form = useZodForm(setupFormSchema, { name: '', email: '', password: '', confirmPassword: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setUp.mutate(
      { name: input.name, email: input.email, password: input.password },
      {
        onSuccess: (user) => {
          notify({ title: t('auth.setupDoneTitle'), body: t('auth.setupDoneBody', { name: user.name }), intent: 'success' });
          navigate(paths.adminDashboard(), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Someone else finished the setup meanwhile: sign in instead.
            void queryClient.invalidateQueries({ queryKey: adminKeys.setup });
            notify({ title: t('auth.setupClosedTitle'), body: t('auth.setupClosedBody'), intent: 'info' });
          } else if (!form.showServerErrors(error)) {
            notify({ title: t('toast.error'), body: t('auth.serverUnreachable'), intent: 'error' });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.createAccount')}>
      <FormStack>
        <MessageBar intent="info">
          <MessageBarBody>{t('auth.setupExplained')}</MessageBarBody>
        </MessageBar>
        <TextField label={t('auth.name')} autoComplete="name" required {...form.bind('name')} />
        <TextField label={t('auth.email')} type="email" lang="en" autoComplete="username" required {...form.bind('email')} />
        <NewPasswordFields
          label={t('auth.password')}
          repeatLabel={t('auth.confirmPassword')}
          password={form.bind('password')}
          repeated={form.bind('confirmPassword')}
        />
        <Button appearance="primary" size="large" type="submit" disabled={setUp.isPending}>
          {setUp.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </FormStack>
    </form>
  );
}
