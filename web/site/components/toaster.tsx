import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants';
import { useToastStore, type ToastNotice } from './toast-store';
import { useSiteText } from './site-text';
import styles from './toaster.module.css';

function Toast({ notice }: { notice: ToastNotice }) {
  const { t } = useSiteText();
  const dismiss = useToastStore((state) => state.dismiss);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(notice.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dismiss, notice.id, paused]);

  return (
    <li
      className={notice.variant === 'destructive' ? `${styles.toast} ${styles['toast--destructive']}` : styles.toast}
      role={notice.variant === 'destructive' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.toast__text}>
        {notice.title && <p className={styles.toast__title}>{notice.title}</p>}
        {notice.description && <p className={styles.toast__description}>{notice.description}</p>}
      </div>
      <button type="button" className={styles.toast__close} aria-label={t('toast.dismiss')} onClick={() => dismiss(notice.id)}>
        <X aria-hidden="true" size={18} />
      </button>
    </li>
  );
}

/** The toast area: top on small screens, bottom corner from the small breakpoint; F8 moves focus into it. */
export function Toaster() {
  const { t } = useSiteText();
  const toasts = useToastStore((state) => state.toasts);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} className={styles.toaster} aria-label={`${t('toast.region')} (F8)`} tabIndex={-1}>
      <ol className={styles.toaster__list}>
        {toasts.map((notice) => (
          <Toast key={notice.id} notice={notice} />
        ))}
      </ol>
    </section>
  );
}
