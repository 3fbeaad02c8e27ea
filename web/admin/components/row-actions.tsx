import { Button, Tooltip } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { useAdminTranslation } from '../i18n';

/** An icon button with its name as tooltip and accessible label. */
export function IconAction(props: { label: string; icon: ReactElement; onClick(): void; disabled?: boolean; pressed?: boolean }) {
  return (
    <Tooltip content={props.label} relationship="label" withArrow>
      <Button appearance="subtle" icon={props.icon} onClick={props.onClick} disabled={props.disabled} aria-pressed={props.pressed} />
    </Tooltip>
  );
}

/** A row's Edit and Delete, named after the record ('Edit Basic Plan'). */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit?: () => void; onDelete?: () => void; children?: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <>
      {children}
      {onEdit ? <IconAction label={t('common.editNamed', { name })} icon={<Edit20Regular />} onClick={onEdit} /> : null}
      {onDelete ? <IconAction label={t('common.deleteNamed', { name })} icon={<Delete20Regular />} onClick={onDelete} /> : null}
    </>
  );
}
