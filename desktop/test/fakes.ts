import type { DesktopShell, RendererEvent, TrayState } from '../main/desktop-controller';
import type { SecretBox, SettingsFile } from '../main/settings-store';

/**
 * Stand-ins for the Electron calls only (notification, tray, window, IPC, safeStorage, the settings file),
 * shared by the main-process unit tests and the desktop renderer's browser test.
 */

/** Records what the controller asked of Electron; `forward` also delivers renderer events (to a real page). */
export function recordingShell(forward: (event: RendererEvent) => void = () => undefined) {
  const notifications: { title: string; body: string; click: () => void }[] = [];
  const trays: TrayState[] = [];
  const sent: RendererEvent[] = [];
  let windowShown = 0;
  const shell: DesktopShell = {
    showNotification: (text, onClick) => notifications.push({ ...text, click: onClick }),
    setTray: (state) => trays.push(state),
    showWindow: () => (windowShown += 1),
    sendToRenderer: (event) => {
      sent.push(event);
      forward(event);
    },
  };
  return { shell, notifications, trays, sent, windowShown: () => windowShown };
}

/** Stands in for safeStorage: reversible, but visibly not the plain text. */
export const fakeSecrets = (available = true): SecretBox => ({
  isEncryptionAvailable: () => available,
  encryptString: (text) => Buffer.from([...Buffer.from(text)].map((byte) => byte ^ 0x5a)),
  decryptString: (data) => Buffer.from([...data].map((byte) => byte ^ 0x5a)).toString(),
});

/** The settings file, in memory; `content` is what would be on disk. */
export function memoryFile(): SettingsFile & { readonly content: string | null } {
  let content: string | null = null;
  return {
    read: async () => content,
    write: async (text: string) => void (content = text),
    get content() {
      return content;
    },
  };
}

/** Resolves once `condition` holds; rejects after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
