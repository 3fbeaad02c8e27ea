import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '../../shared/desktop-bridge';
import type { ContactSubmissionNotice } from '../../shared/schemas/contact-submission';

/** Subscribes to one main-process channel; returns the unsubscribe. */
function subscribe<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => ipcRenderer.removeListener(channel, wrapped);
}

const bridge = {
  getServerUrl: () => ipcRenderer.invoke('get-server-url'),
  setServerUrl: (url) => ipcRenderer.invoke('set-server-url', url),
  getToken: () => ipcRenderer.invoke('get-token'),
  setToken: (token) => ipcRenderer.invoke('set-token', token),
  setLanguage: (language) => ipcRenderer.invoke('set-language', language),
  setUnreadCount: (count) => ipcRenderer.invoke('set-unread-count', count),
  onContactSubmission: (listener) => subscribe<ContactSubmissionNotice>('contact-submission', listener),
  onOpenContacts: (listener) => subscribe<void>('open-contacts', () => listener()),
  onChangeServer: (listener) => subscribe<void>('change-server', () => listener()),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bridge);
