import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useSiteText } from './site-text';
import styles from './dialog.module.css';

interface DialogProps {
  /** The id its opening buttons name (`popoverTarget`). */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A dialog as a popover: the buttons that name it open it, its close button, Escape and a click outside close it,
 * and focus goes back, all without scripts.
 */
export function Dialog({ id, title, children }: DialogProps) {
  const { t } = useSiteText();
  const titleId = useId();
  return (
    <div id={id} popover="auto" role="dialog" className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.dialog__panel}>
        <div className={styles.dialog__header}>
          <h2 id={titleId} className={styles.dialog__title}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} popoverTarget={id} popoverTargetAction="hide">
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {/* Focusable so that keyboard users can scroll a long text. */}
        <div className={styles.dialog__body} tabIndex={0} data-testid="dialog-body">
          {children}
        </div>
      </div>
    </div>
  );
}
