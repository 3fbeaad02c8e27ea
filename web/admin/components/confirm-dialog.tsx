import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Warning24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useAdminTranslation } from '../i18n';
import { useAdminUi, type Confirmation } from '../stores/ui-store';

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 24px)', maxWidth: '440px' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
    ':hover:active': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

/** The one confirmation before a destructive action ('Are you sure?'), driven by the UI store. */
export function ConfirmDialog() {
  const confirmation = useAdminUi((state) => state.confirmation);
  const close = useAdminUi((state) => state.closeConfirmation);
  return <QuestionDialog confirmation={confirmation} onClose={close} />;
}

/**
 * A question before an action, open while `confirmation` is set. A dialog asks its own questions through one of these
 * placed inside its surface: Fluent hides and restores the rest of the page correctly only for a dialog nested so.
 */
export function QuestionDialog({ confirmation, onClose: close }: { confirmation: Confirmation | null; onClose(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!confirmation) return;
    setBusy(true);
    try {
      await confirmation.onConfirm();
      close();
    } catch {
      // The action's own failure toast has explained it; keep the question open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={confirmation !== null} modalType="alert" onOpenChange={(_, data) => !data.open && !busy && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle className={styles.title}>
            <Warning24Regular className={styles.icon} />
            {confirmation?.title}
          </DialogTitle>
          <DialogContent>{confirmation?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" className={styles.danger} onClick={() => void confirm()} disabled={busy}>
              {busy ? t('common.working') : confirmation?.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Asks 'Are you sure?' naming the record, then runs `action`. */
export function useConfirmDelete() {
  const { t } = useAdminTranslation();
  const askToConfirm = useAdminUi((state) => state.askToConfirm);
  return (name: string, action: () => Promise<unknown>) =>
    askToConfirm({
      title: t('common.areYouSure'),
      message: t('common.deleteMessage', { name }),
      confirmLabel: t('common.delete'),
      onConfirm: action,
    });
}
