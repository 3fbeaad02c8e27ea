import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { FormEvent, ReactNode } from 'react';
import { useAdminTranslation } from '../i18n';
import { SubmitButton } from './form-fields';
import { useAdminUi, useEditorFor, type EditorKind } from '../stores/ui-store';

/** The frame of the admin's dialogs: width, scrolling content between ruled title and buttons, the buttons' band. */
export const useDialogStyles = makeStyles({
  surface: {
    width: 'calc(100vw - 24px)',
    maxWidth: '880px',
    padding: 0,
    '@media (max-width: 639px)': { maxHeight: 'calc(100dvh - 24px)' },
  },
  narrow: { maxWidth: '560px' },
  body: { maxHeight: 'calc(100dvh - 48px)', gap: 0 },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
  close: { margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  // The content spans the dialog's width, so it carries the rules between title, form and buttons.
  content: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    overflowY: 'auto',
    maxHeight: 'calc(100dvh - 200px)',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: {
    gridColumn: '1 / -1',
    justifySelf: 'stretch',
    justifyContent: 'flex-end',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottomLeftRadius: tokens.borderRadiusXLarge,
    borderBottomRightRadius: tokens.borderRadiusXLarge,
  },
});

interface EditorDialogProps {
  open: boolean;
  title: string;
  busy?: boolean;
  /** Narrow dialogs hold a few fields (categories, social links). */
  size?: 'narrow' | 'wide';
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
  submitLabel?: string;
  /** The submit button's text while busy ('Saving...' unless told). */
  busyLabel?: string;
  submitDisabled?: boolean;
  /** A step that must be finished with the submit button: no Cancel, no close button, Escape does nothing. */
  locked?: boolean;
  /** Shown above the form (an autosave restored). */
  notice?: ReactNode;
  /** Shown at the start of the buttons' band (the autosave's state, the revisions). */
  footer?: ReactNode;
}

/** The add/edit dialog of every editor: title, scrolling form, Cancel and Save (busy while saving). */
export function EditorDialog(props: EditorDialogProps) {
  const { open, title, busy, size = 'wide', onSubmit, onClose, children, submitLabel, busyLabel, submitDisabled, locked, notice, footer } = props;
  const styles = useDialogStyles();
  const { t } = useAdminTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && !locked && onClose()}>
      <DialogSurface className={mergeClasses(styles.surface, size === 'narrow' && styles.narrow)} aria-describedby={undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody className={styles.body}>
            <DialogTitle
              className={styles.title}
              action={
                locked ? null : (
                  <Button className={styles.close} appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('common.close')} onClick={onClose} disabled={busy} />
                )
              }
            >
              {title}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {notice}
              {children}
            </DialogContent>
            <DialogActions className={styles.actions}>
              {footer}
              {locked ? null : (
                <Button appearance="secondary" onClick={onClose} disabled={busy}>
                  {t('common.cancel')}
                </Button>
              )}
              <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} disabled={submitDisabled} />
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A create or update call as an editor starts it: what it sends, and whether it is under way. */
interface SaveCall<Variables> {
  mutate(variables: Variables, options: { onSuccess(): void; onError(error: unknown): void }): void;
  isPending: boolean;
}

/**
 * The record of `rows` that the open `kind` editor works on: null while that editor is closed, `existing`
 * undefined when adding. `key` remounts the editor, so each opening starts from a fresh form.
 */
export function useEditedRecord<Row extends { id: number }>(kind: EditorKind, rows: Row[]) {
  const editor = useEditorFor(kind);
  if (!editor) return null;
  return { key: String(editor.key), existing: editor.key === null ? undefined : rows.find((row) => row.id === editor.key) };
}

/**
 * Saving a record's editor: `save` updates `existing` or creates a new record, closes the editor when it is done and
 * shows the server's field problems on the form when it is not; `busy` while either call is under way.
 */
export function useRecordSave<Input>(
  calls: { create: SaveCall<Input>; update: SaveCall<{ id: number; input: NoInfer<Input> }> },
  existing: { id: number } | undefined,
  showServerErrors: (error: unknown) => unknown,
) {
  const close = useAdminUi((state) => state.closeEditor);
  const save = (input: Input) => {
    const options = { onSuccess: close, onError: showServerErrors };
    if (existing) calls.update.mutate({ id: existing.id, input }, options);
    else calls.create.mutate(input, options);
  };
  return { save, close, busy: calls.create.isPending || calls.update.isPending };
}
