import { Button, makeStyles } from '@fluentui/react-components';
import { Password24Regular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { newPasswordSchema } from '@shared/schemas/auth';
import { FormStack, TextField } from '../../components/form-fields';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SectionCard } from '../../components/section-card';
import { useNotify } from '../../components/toasts';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { withRepeatedPassword } from '../../lib/repeated-password';
import { useChangePassword, useShowRefusal } from './api';

// The shared rule for new passwords, plus the repeated one only the form knows about.
const passwordChangeSchema = withRepeatedPassword(
  z.object({ currentPassword: z.string().min(1, { error: 'Required' }), newPassword: newPasswordSchema }),
  'newPassword',
);

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Current, new and repeated password; the server's reason for refusing a new one shows under it. */
export function PasswordSection() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const showRefusal = useShowRefusal();
  const change = useChangePassword();
  const form = useZodForm(passwordChangeSchema, EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    change.mutate(
      { currentPassword: input.currentPassword, newPassword: input.newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notify({ title: t('toast.success'), body: t('security.password.changed'), intent: 'success' });
        },
        onError: (error) => showRefusal(error, { fallback: 'security.password.failed', form }),
      },
    );
  };

  return (
    <SectionCard icon={<Password24Regular />} title={t('security.password.title')} description={t('security.password.description')} testId="password">
      <form onSubmit={submit} noValidate aria-label={t('security.password.title')}>
        <FormStack>
          <TextField label={t('security.password.current')} type="password" autoComplete="current-password" required {...form.bind('currentPassword')} />
          <NewPasswordFields
            label={t('security.password.new')}
            repeatLabel={t('security.password.confirm')}
            password={form.bind('newPassword')}
            repeated={form.bind('confirmPassword')}
          />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={change.isPending}>
              {change.isPending ? t('security.password.saving') : t('security.password.save')}
            </Button>
          </div>
        </FormStack>
      </form>
    </SectionCard>
  );
}
