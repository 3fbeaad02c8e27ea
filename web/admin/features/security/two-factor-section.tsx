import { Badge, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Shield24Regular, ShieldCheckmark20Regular, ShieldDismiss20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { twoFactorDisableSchema, type AdminUser } from '@shared/schemas/auth';
import { EditorDialog } from '../../components/editor-dialog';
import { FormStack, TextField } from '../../components/form-fields';
import { SectionCard } from '../../components/section-card';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { useZodForm } from '../../hooks/use-zod-form';
import { useDisableTwoFactor, useShowRefusal, useStartTwoFactorSetup } from './api';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const useStyles = makeStyles({
  status: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  statusIcon: { flexShrink: 0, marginBlockStart: '2px' },
  on: { color: tokens.colorPaletteGreenForeground1 },
  off: { color: tokens.colorPaletteMarigoldForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Whether sign-ins ask for a code, with the way to turn it on (QR code, key, recovery codes) or off. */
export function TwoFactorSection({ user }: { user: AdminUser }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const enabled = user.twoFactorEnabled === true;
  const setup = useStartTwoFactorSetup();
  const showRefusal = useShowRefusal();
  const [enrolling, setEnrolling] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const startEnrolment = () =>
    setup.mutate(undefined, {
      onSuccess: () => setEnrolling(true),
      onError: (error) => showRefusal(error, { fallback: 'security.twoFactor.setupFailed' }),
    });

  return (
    <SectionCard
      icon={<Shield24Regular />}
      title={t('security.twoFactor.title')}
      description={t('security.twoFactor.description')}
      testId="two-factor"
      actions={
        <Badge appearance="tint" color={enabled ? 'success' : 'warning'} size="large">
          {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </Badge>
      }
    >
      <div className={styles.status}>
        {enabled ? (
          <ShieldCheckmark20Regular className={mergeClasses(styles.statusIcon, styles.on)} aria-hidden />
        ) : (
          <ShieldDismiss20Regular className={mergeClasses(styles.statusIcon, styles.off)} aria-hidden />
        )}
        <Text>{enabled ? t('security.twoFactor.statusOn') : t('security.twoFactor.statusOff')}</Text>
      </div>
      <div className={styles.actions}>
        {enabled ? (
          <Button onClick={() => setDisabling(true)}>{t('security.twoFactor.turnOff')}</Button>
        ) : (
          <Button appearance="primary" onClick={startEnrolment} disabled={setup.isPending}>
            {setup.isPending ? t('security.twoFactor.preparing') : t('security.twoFactor.turnOn')}
          </Button>
        )}
      </div>
      {enrolling && setup.data ? <TwoFactorEnrolment setup={setup.data} email={user.email} onClose={() => setEnrolling(false)} /> : null}
      {disabling ? <DisableTwoFactorDialog onClose={() => setDisabling(false)} /> : null}
    </SectionCard>
  );
}

/** Turning two-factor off takes the password and a current code (or a recovery code). */
function DisableTwoFactorDialog({ onClose }: { onClose(): void }) {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const showRefusal = useShowRefusal();
  const disable = useDisableTwoFactor();
  const form = useZodForm(twoFactorDisableSchema, { password: '', code: '' });

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    disable.mutate(input, {
      onSuccess: () => {
        notify({ title: t('toast.success'), body: t('security.twoFactor.disabled'), intent: 'success' });
        onClose();
      },
      onError: (error) => showRefusal(error, { fallback: 'security.twoFactor.disableFailed', form }),
    });
  };

  return (
    <EditorDialog
      open
      size="narrow"
      title={t('security.twoFactor.disableTitle')}
      busy={disable.isPending}
      busyLabel={t('common.working')}
      submitLabel={t('security.twoFactor.turnOff')}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormStack>
        <Text>{t('security.twoFactor.disableExplained')}</Text>
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" required {...form.bind('password')} />
        <TextField label={t('security.twoFactor.disableCode')} autoComplete="one-time-code" lang="en" required {...form.bind('code')} />
      </FormStack>
    </EditorDialog>
  );
}
