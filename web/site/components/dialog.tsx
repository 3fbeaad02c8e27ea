import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
}

/** A modal on the native <dialog>: focus stays inside, Escape and the backdrop close it, focus returns after. */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          {/* Focusable so that keyboard users can scroll a long text. */}
          <div className="dialog__body" tabIndex={0}>
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
