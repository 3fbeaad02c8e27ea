import { Button, Checkbox, makeStyles, mergeClasses, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Copy20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { z } from 'zod';
import type { TwoFactorSetupResponse } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { withProblem } from '@shared/schemas/field-problems';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/form-fields';
import { useNotify } from '../../components/toasts';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { APP_CODE, typedCode } from '../../lib/one-time-code';
import { saveFile } from '../../lib/save-file';
import { useAdminUi } from '../../stores/ui-store';
import { useEnableTwoFactor, useShowRefusal } from './api';
import { QrCode } from './qr-code';
import { groupedKey, recoveryCodesFile } from './two-factor-format';

const useStyles = makeStyles({
  scan: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'flex-start',
    '@media (max-width: 479px)': { justifyContent: 'center' },
  },
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, flexGrow: 1, flexBasis: '220px', minWidth: 0 },
  key: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  // Keys and codes are Latin text: they start at the left in either language.
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase300, letterSpacing: '0.05em', overflowWrap: 'anywhere', textAlign: 'start' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  verify: { marginBlockStart: tokens.spacingVerticalL },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    textAlign: 'start',
    whiteSpace: 'nowrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    paddingInlineStart: tokens.spacingHorizontalXXXL,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * Turning two-factor on, in a dialog: scan the QR code (or type the key), confirm with a code, then the ten
 * recovery codes, shown this once, to copy or download; the dialog closes only once the admin says they kept them.
 */
export function TwoFactorEnrolment({ setup, email, onClose }: { setup: TwoFactorSetupResponse; email: string; onClose(): void }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return recoveryCodes ? (
    <RecoveryCodesStep codes={recoveryCodes} email={email} onDone={onClose} />
  ) : (
    <ScanStep setup={setup} email={email} onEnabled={setRecoveryCodes} onClose={onClose} />
  );
}

// The six digits the app shows, typed with or without a space.
const codeSchema = z.object({
  code: z
    .string()
    .transform(typedCode)
    .pipe(z.string().refine((code) => APP_CODE.test(code), withProblem('invalid_code_format', 'Enter the 6 digits the app shows'))),
});

function ScanStep({ setup, email, onEnabled, onClose }: { setup: TwoFactorSetupResponse; email: string; onEnabled(codes: string[]): void; onClose(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const showRefusal = useShowRefusal();
  const enable = useEnableTwoFactor();
  const form = useZodForm(codeSchema, { code: '' });

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    enable.mutate(input.code, {
      onSuccess: ({ recoveryCodes }) => {
        notify({ title: t('toast.success'), body: t('security.twoFactor.enabled'), intent: 'success' });
        onEnabled(recoveryCodes);
      },
      onError: (error) =>
        showRefusal(error, { fallback: 'security.twoFactor.setupFailed', form, overrides: { invalid_two_factor_code: 'security.twoFactor.wrongCode' } }),
    });
  };

  return (
    <EditorDialog
      open
      size="narrow"
      title={t('security.twoFactor.setupTitle')}
      busy={enable.isPending}
      busyLabel={t('security.twoFactor.confirming')}
      submitLabel={t('security.twoFactor.confirm')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.scan}>
        <QrCode text={setup.otpauthUrl} alt={t('security.twoFactor.qrAlt', { email })} />
        <div className={styles.steps}>
          <Text>{t('security.twoFactor.scan')}</Text>
          <Text size={200}>{t('security.twoFactor.manualKey')}</Text>
          <ManualKey secret={setup.secret} />
        </div>
      </div>
      <div className={mergeClasses(styles.stack, styles.verify)}>
        <Text>{t('security.twoFactor.enterCode')}</Text>
        <TextField label={t('security.twoFactor.code')} lang="en" inputMode="numeric" autoComplete="one-time-code" required {...form.bind('code')} />
      </div>
    </EditorDialog>
  );
}

/** The key behind the QR code in groups of four, with a copy button (copied without the spaces). */
function ManualKey({ secret }: { secret: string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const copy = useCopy();
  return (
    <div className={styles.key}>
      <code className={styles.code} dir="ltr" aria-label={t('security.twoFactor.manualKeyLabel')} data-testid="two-factor-key">
        {groupedKey(secret)}
      </code>
      <Button size="small" appearance="subtle" icon={<Copy20Regular />} onClick={() => copy(secret, 'security.twoFactor.keyCopied')}>
        {t('security.twoFactor.copyKey')}
      </Button>
    </div>
  );
}

function RecoveryCodesStep({ codes, email, onDone }: { codes: string[]; email: string; onDone(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const copy = useCopy();
  const [saved, setSaved] = useState(false);

  const download = () =>
    saveFile(
      recoveryCodesFile(
        t('security.twoFactor.fileHeading', { email }),
        t('security.twoFactor.fileNote', { date: formatMoment(new Date().toISOString(), language) }),
        codes,
      ),
      'dietbar-recovery-codes.txt',
    );

  return (
    <EditorDialog open locked size="narrow" title={t('security.twoFactor.recoveryTitle')} submitLabel={t('security.twoFactor.done')} submitDisabled={!saved} onSubmit={onDone} onClose={onDone}>
      <div className={styles.stack}>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('security.twoFactor.recoveryExplained')}</MessageBarBody>
        </MessageBar>
        <ol className={styles.codes} dir="ltr" aria-label={t('security.twoFactor.recoveryListLabel')} data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className={styles.buttons}>
          <Button icon={<Copy20Regular />} onClick={() => copy(codes.join('\n'), 'security.twoFactor.codesCopied')}>
            {t('security.twoFactor.copyCodes')}
          </Button>
          <Button icon={<ArrowDownload20Regular />} onClick={download}>
            {t('security.twoFactor.downloadCodes')}
          </Button>
        </div>
        <Checkbox checked={saved} onChange={(_, data) => setSaved(data.checked === true)} label={t('security.twoFactor.savedCheck')} />
      </div>
    </EditorDialog>
  );
}

/** Copies text to the clipboard and says so; where the clipboard is closed (some desktop setups), says to download. */
function useCopy() {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  return (text: string, doneKey: string) =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(() => notify({ title: t('toast.success'), body: t(doneKey), intent: 'success' }))
      .catch(() => notify({ title: t('toast.error'), body: t('security.twoFactor.copyFailed'), intent: 'error' }));
}
