import {
  Button,
  makeStyles,
  mergeClasses,
  Toast,
  ToastBody,
  Toaster,
  ToastFooter,
  ToastTitle,
  ToastTrigger,
  useThemeClassName,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useDangerousNeverHidden_unstable as useNeverHidden } from '@fluentui/react-tabster';
import { useCallback, useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX } from '@shared/constants';
import { MEDIUM_AND_UP, SMALL_AND_UP, useMediaQuery } from '../hooks/use-media-query';
import { useAdminTranslation } from '../i18n';

const TOASTER_ID = 'dietbar-admin';

// Fluent mounts dialogs and popovers in portals at z-index 1000000: toasts stay above an open dialog.
const ABOVE_PORTALS = 1_000_001;

const useStyles = makeStyles({
  layer: { position: 'relative', zIndex: ABOVE_PORTALS },
  // Each position's container (Fluent's is a fixed 292px): the screen's width on phones, 420px at most from medium.
  toaster: {
    width: 'calc(100vw - 32px)',
    [`@media ${MEDIUM_AND_UP}`]: { width: `${TOAST_MAX_WIDTH_PX}px` },
  },
  toast: { width: '100%', boxSizing: 'border-box' },
  body: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/**
 * The toasts' own layer at the top of the page. An open dialog hides everything outside it from screen readers;
 * this layer stays readable, so a message a dialog raises is announced and its close button can be reached.
 */
function useToastLayer(): HTMLElement | null {
  const styles = useStyles();
  const themeClassName = useThemeClassName();
  const neverHidden = useNeverHidden();
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    for (const name of Object.keys(neverHidden)) element.setAttribute(name, '');
    document.body.append(element);
    setLayer(element);
    return () => element.remove();
  }, [neverHidden]);
  useEffect(() => {
    // The theme's tokens (colours, fonts) are class-scoped: the layer carries them like Fluent's own portals do.
    if (layer) layer.className = mergeClasses(themeClassName, styles.layer);
  }, [layer, themeClassName, styles.layer]);
  return layer;
}

/** The one toast area: one toast at a time for 5 s, top on small screens, bottom-end from the small breakpoint. */
export function AdminToaster() {
  const styles = useStyles();
  const fromSmall = useMediaQuery(SMALL_AND_UP);
  const layer = useToastLayer();
  if (!layer) return null;
  const position = fromSmall ? 'bottom-end' : 'top';
  return (
    <Toaster
      // Fluent reads the position once, when the toaster mounts: a new breakpoint (a turned tablet) remounts it.
      key={position}
      mountNode={layer}
      className={styles.toaster}
      toasterId={TOASTER_ID}
      limit={TOAST_LIMIT}
      timeout={TOAST_DURATION_MS}
      position={position}
      pauseOnHover
      pauseOnWindowBlur
      shortcuts={{ focus: (event) => event.key === 'F8' }}
    />
  );
}

interface Notice {
  title: string;
  body?: string;
  intent?: ToastIntent;
  /** A button under the text that does something about it (open the new booking); it also closes the toast. */
  action?: { label: string; onClick(): void };
}

function NoticeToast({ title, body, action }: Notice) {
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
      {action ? (
        <ToastFooter>
          <ToastTrigger>
            <Button appearance="primary" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          </ToastTrigger>
        </ToastFooter>
      ) : null}
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
