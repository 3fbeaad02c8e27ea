import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { bridgeHandlers } from '../../../desktop/main/bridge-handlers';
import { desktopController, type RendererEvent } from '../../../desktop/main/desktop-controller';
import { liveConnection } from '../../../desktop/main/live-connection';
import { settingsStore } from '../../../desktop/main/settings-store';
import { fakeSecrets, memoryFile, recordingShell } from '../../../desktop/test/fakes';
import { DESKTOP_BRIDGE_KEY } from '@shared/desktop-bridge';

const RENDERER = path.resolve(__dirname, '../../../out/renderer/index.html');

/** The built desktop renderer as the app loads it (`npm run build` or `npm run desktop:build` writes it). */
export function rendererUrl(): string {
  if (!fs.existsSync(RENDERER)) throw new Error(`${RENDERER} is missing: run npm run desktop:build first`);
  return pathToFileURL(RENDERER).href;
}

/**
 * The desktop app's main process around a Playwright page: the real controller, settings store and live
 * connection (a real socket to the server's /ws, with the bearer token) run here in Node; only the Electron calls
 * are fakes (the recorder, safeStorage, the settings file). The page gets `window.dietbarDesktop` as the preload
 * would expose it, its calls reaching the same handlers the app registers with ipcMain.
 */
export async function desktopMainProcess(page: Page) {
  const recorder = recordingShell((event: RendererEvent) => {
    const payload = 'payload' in event ? event.payload : undefined;
    void page
      .evaluate(([channel, data]) => (window as unknown as { __dietbarDesktopEmit(channel: string, data: unknown): void }).__dietbarDesktopEmit(channel, data), [event.channel, payload] as const)
      .catch(() => undefined);
  });
  const file = memoryFile();
  const controller = desktopController({
    shell: recorder.shell,
    settings: settingsStore(file, fakeSecrets()),
    createConnection: (options) => liveConnection({ ...options, policy: { delay: () => 200 } }),
  });
  await controller.start();
  const handlers = bridgeHandlers(controller);

  await page.exposeBinding('__dietbarDesktopCall', (_source, call: keyof typeof handlers, args: unknown[]) => handlers[call](...args));
  await page.addInitScript(
    ({ key, calls }) => {
      type Listener = (payload: unknown) => void;
      const listeners = new Map<string, Set<Listener>>();
      const page = window as unknown as Record<string, unknown> & { __dietbarDesktopCall(call: string, args: unknown[]): Promise<unknown> };
      const subscribe = (channel: string) => (listener: Listener) => {
        const forChannel = listeners.get(channel) ?? new Set<Listener>();
        listeners.set(channel, forChannel.add(listener));
        return () => void forChannel.delete(listener);
      };
      page.__dietbarDesktopEmit = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload));
      page[key] = {
        ...Object.fromEntries(calls.map((call) => [call, (...args: unknown[]) => page.__dietbarDesktopCall(call, args)])),
        onNewLead: subscribe('new-lead'),
        onOpenLead: subscribe('open-lead'),
        onNewBooking: subscribe('new-booking'),
        onPaymentNotice: subscribe('payment-notice'),
        onWhatsappMessage: subscribe('whatsapp-message'),
        onOpenBooking: subscribe('open-booking'),
        onChangeServer: subscribe('change-server'),
      };
    },
    { key: DESKTOP_BRIDGE_KEY, calls: Object.keys(handlers) },
  );
  return { controller, recorder, file };
}
