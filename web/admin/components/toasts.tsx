import {
  Button,
  makeStyles,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX } from '../../../shared/constants';
import { MEDIUM_AND_UP, SMALL_AND_UP, useMediaQuery } from '../hooks/use-media-query';
import { useAdminTranslation } from '../i18n';

const TOASTER_ID = 'dietbar-admin';

const useStyles = makeStyles({
  // Each position's container (Fluent's is a fixed 292px): the screen's width on phones, 420px at most from medium.
  toaster: {
    width: 'calc(100vw - 32px)',
    [`@media ${MEDIUM_AND_UP}`]: { width: `${TOAST_MAX_WIDTH_PX}px` },
  },
  toast: { width: '100%', boxSizing: 'border-box' },
  body: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** The one toast area (spec section 9): one toast at a time for 5 s, top on small screens, bottom-end from the small breakpoint. */
export function AdminToaster() {
  const styles = useStyles();
  const fromSmall = useMediaQuery(SMALL_AND_UP);
  return (
    <Toaster
      className={styles.toaster}
      toasterId={TOASTER_ID}
      limit={TOAST_LIMIT}
      timeout={TOAST_DURATION_MS}
      position={fromSmall ? 'bottom-end' : 'top'}
      pauseOnHover
      pauseOnWindowBlur
      shortcuts={{ focus: (event) => event.key === 'F8' }}
    />
  );
}

export interface Notice {
  title: string;
  body?: string;
  intent?: ToastIntent;
}

function NoticeToast({ title, body }: Notice) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  return (
    <Toast className={styles.toast}>
      <ToastTitle
        action={
          <ToastTrigger>
            <Button appearance="transparent" size="small" icon={<Dismiss16Regular />} aria-label={t('common.close')} />
          </ToastTrigger>
        }
      >
        {title}
      </ToastTitle>
      {body ? <ToastBody className={styles.body}>{body}</ToastBody> : null}
    </Toast>
  );
}

/** Shows a toast, replacing the one on screen (the newest news matters most: a live lead must not wait in a queue). */
export function useNotify() {
  const { dispatchToast, dismissAllToasts } = useToastController(TOASTER_ID);
  return useCallback(
    (notice: Notice) => {
      dismissAllToasts();
      dispatchToast(<NoticeToast {...notice} />, { intent: notice.intent ?? 'info' });
    },
    [dispatchToast, dismissAllToasts],
  );
}
