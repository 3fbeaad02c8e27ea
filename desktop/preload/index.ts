import type { PaymentNotice } from '@shared/api-types';
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge, type DesktopBridgeCall } from '@shared/desktop-bridge';
import type { BookingNotice } from '@shared/schemas/booking';
import type { LeadNotice } from '@shared/schemas/lead';
import type { WhatsappNotice } from '@shared/schemas/whatsapp';
import type { RendererEvent } from '../main/desktop-controller';

/** Subscribes to one main-process channel; returns the unsubscribe. */
function subscribe<T>(channel: RendererEvent['channel'], listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => ipcRenderer.removeListener(channel, wrapped);
}

/** One call into the main process, on the IPC channel named after the bridge method. */
const call = (channel: DesktopBridgeCall, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args);

const bridge = {
  getServerUrl: () => call('getServerUrl'),
  setServerUrl: (url) => call('setServerUrl', url),
  createFirstAdmin: (input) => call('createFirstAdmin', input),
  getToken: () => call('getToken'),
  setToken: (token) => call('setToken', token),
  setLanguage: (language) => call('setLanguage', language),
  setUnreadCount: (count) => call('setUnreadCount', count),
  onNewLead: (listener) => subscribe<LeadNotice>('new-lead', listener),
  onOpenLead: (listener) => subscribe<number>('open-lead', listener),
  onNewBooking: (listener) => subscribe<BookingNotice>('new-booking', listener),
  onPaymentNotice: (listener) => subscribe<PaymentNotice>('payment-notice', listener),
  onWhatsappMessage: (listener) => subscribe<WhatsappNotice>('whatsapp-message', listener),
  onOpenBooking: (listener) => subscribe<number>('open-booking', listener),
  onChangeServer: (listener) => subscribe<void>('change-server', () => listener()),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bridge);
