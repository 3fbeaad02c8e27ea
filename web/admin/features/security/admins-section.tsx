import { Avatar, Badge, Button, Spinner } from '@fluentui/react-components';
import { Delete20Regular, PeopleTeam24Regular, PersonAdd20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { AdminAccount } from '@shared/api-types';
import { LIMITS } from '@shared/limits';
import { adminCreateSchema, type AdminUser } from '@shared/schemas/auth';
import { formatMoment } from '@shared/format';
import { ContentList, ContentRow } from '../../components/content-row';
import { EditorDialog } from '../../components/editor-dialog';
import { FormStack, TextField } from '../../components/form-fields';
import { LoadFailed } from '../../components/load-failed';
import { NewPasswordFields } from '../../components/new-password-fields';
import { IconAction } from '../../components/row-actions';
import { SectionCard } from '../../components/section-card';
import { useNotify } from '../../components/toasts';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { withRepeatedPassword } from '../../lib/repeated-password';
import { useAdminUi } from '../../stores/ui-store';
import { useAddAdmin, useAdmins, useRemoveAdmin, useShowRefusal } from './api';

// The first password is typed twice: a typo would lock the new admin out.
const newAdminSchema = withRepeatedPassword(adminCreateSchema, 'password');

/** Everyone who can sign in: add one (name, email, first password), remove another after a question. */
export function AdminsSection({ user }: { user: AdminUser }) {
  const { t } = useAdminTranslation();
  const admins = useAdmins();
  const [adding, setAdding] = useState(false);

  return (
    <SectionCard
      icon={<PeopleTeam24Regular />}
      title={t('security.admins.title')}
      description={t('security.admins.description')}
      testId="admins"
      actions={
        <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setAdding(true)}>
          {t('security.admins.add')}
        </Button>
      }
    >
      {admins.isPending ? (
        <Spinner size="small" label={t('common.working')} />
      ) : admins.isError ? (
        <LoadFailed message={t('security.admins.loadFailed')} onRetry={() => void admins.refetch()} />
      ) : (
        <ContentList label={t('security.admins.listLabel')}>
          {admins.data.map((admin) => (
            <AdminRow key={admin.id} admin={admin} isYou={admin.id === user.id} />
          ))}
        </ContentList>
      )}
      {adding ? <AddAdminDialog onClose={() => setAdding(false)} /> : null}
    </SectionCard>
  );
}

function AdminRow({ admin, isYou }: { admin: AdminAccount; isYou: boolean }) {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const askToConfirm = useAdminUi((state) => state.askToConfirm);
  const remove = useRemoveAdmin();
  const notify = useNotify();
  const showRefusal = useShowRefusal();

  const confirmRemove = () =>
    askToConfirm({
      title: t('security.admins.removeTitle'),
      message: t('security.admins.removeMessage', { name: admin.name, email: admin.email }),
      confirmLabel: t('security.admins.removeConfirm'),
      onConfirm: () =>
        remove.mutateAsync(admin.id).then(
          () => notify({ title: t('toast.success'), body: t('security.admins.removed'), intent: 'success' }),
          (error: unknown) => {
            showRefusal(error, { fallback: 'security.admins.removeFailed' });
            throw error;
          },
        ),
    });

  return (
    <ContentRow
      testId={`admin-${admin.id}`}
      media={<Avatar name={admin.name} color="colorful" aria-hidden />}
      title={admin.name}
      badges={
        <>
          {isYou ? (
            <Badge appearance="filled" color="brand" size="small">
              {t('security.admins.you')}
            </Badge>
          ) : null}
          <Badge appearance="tint" color={admin.twoFactorEnabled ? 'success' : 'warning'} size="small">
            {admin.twoFactorEnabled ? t('security.admins.twoFactorOn') : t('security.admins.twoFactorOff')}
          </Badge>
        </>
      }
      meta={
        <>
          <span dir="ltr">{admin.email}</span>
          <span>{t('security.admins.addedOn', { date: formatMoment(admin.createdAt, language) })}</span>
          <span>
            {admin.lastSignInAt ? t('security.admins.lastSignIn', { date: formatMoment(admin.lastSignInAt, language) }) : t('security.admins.neverSignedIn')}
          </span>
        </>
      }
      actions={isYou ? null : <IconAction label={t('security.admins.remove', { name: admin.name })} icon={<Delete20Regular />} onClick={confirmRemove} />}
    />
  );
}

function AddAdminDialog({ onClose }: { onClose(): void }) {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const showRefusal = useShowRefusal();
  const add = useAddAdmin();
  const form = useZodForm(newAdminSchema, { name: '', email: '', password: '', confirmPassword: '' });

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    const { confirmPassword: _repeated, ...account } = input;
    add.mutate(account, {
      onSuccess: (admin) => {
        notify({ title: t('toast.success'), body: t('security.admins.added', { name: admin.name }), intent: 'success' });
        onClose();
      },
      onError: (error) => showRefusal(error, { fallback: 'security.admins.addFailed', form }),
    });
  };

  return (
    <EditorDialog open size="narrow" title={t('security.admins.addTitle')} busy={add.isPending} submitLabel={t('security.admins.addSubmit')} onSubmit={submit} onClose={onClose}>
      <FormStack>
        <TextField label={t('security.admins.name')} autoComplete="off" required {...form.bind('name')} />
        <TextField label={t('security.admins.email')} type="email" lang="en" autoComplete="off" required {...form.bind('email')} />
        <NewPasswordFields
          label={t('security.admins.password')}
          repeatLabel={t('auth.confirmPassword')}
          hint={t('security.admins.passwordHint', { min: LIMITS.password.min })}
          password={form.bind('password')}
          repeated={form.bind('confirmPassword')}
        />
      </FormStack>
    </EditorDialog>
  );
}
