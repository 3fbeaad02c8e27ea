import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow, Menu, Notification, Tray, app, ipcMain, nativeImage, powerMonitor, safeStorage, type IpcMainInvokeEvent } from 'electron';
import type { Language } from '@shared/constants';
import { bridgeHandlers } from './bridge-handlers';
import { desktopController, type DesktopShell, type TrayLead } from './desktop-controller';
import { claimSingleInstance, closeToTray, SECURE_WEB_PREFERENCES } from './lifecycle';
import { liveConnection } from './live-connection';
import { appMenu, trayMenu } from './menus';
import { hardenWebContents } from './security';
import { settingsStore } from './settings-store';
import { classifyUrl } from './url-trust';

const ICON = path.join(__dirname, '../../desktop/resources/icon.png');
// The dev server's page in `npm run desktop:dev` only: a packaged app never takes its page from the environment.
const RENDERER_URL =
  (!app.isPackaged && process.env.ELECTRON_RENDERER_URL) || pathToFileURL(path.join(__dirname, '../renderer/index.html')).href;

let window: BrowserWindow | null = null;
let tray: Tray | null = null;
let trayLeads: TrayLead[] = [];
let quitting = false;

const settingsFile = path.join(app.getPath('userData'), 'settings.json');
const settings = settingsStore(
  {
    read: () => fs.readFile(settingsFile, 'utf8').catch(() => null),
    write: async (text) => {
      await fs.mkdir(path.dirname(settingsFile), { recursive: true });
      await fs.writeFile(settingsFile, text, { mode: 0o600 });
    },
  },
  safeStorage,
);

function showWindow() {
  if (!window) window = createWindow();
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

const electronShell: DesktopShell = {
  showNotification(text, onClick) {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: text.title, body: text.body, icon: ICON });
    notification.on('click', onClick);
    notification.show();
  },
  setTray({ tooltip, badge, leads }) {
    tray?.setToolTip(tooltip);
    tray?.setTitle(badge);
    app.setBadgeCount(Number.parseInt(badge, 10) || 0);
    trayLeads = leads;
    buildTrayMenu();
  },
  showWindow,
  sendToRenderer(event) {
    const contents = window?.webContents;
    if (!contents) return;
    const send = () => contents.send(event.channel, 'payload' in event ? event.payload : undefined);
    // A window made just now (a notification clicked with none open) hears nothing before its page has loaded.
    if (contents.isLoading()) contents.once('did-finish-load', send);
    else send();
  },
};

const controller = desktopController({
  shell: electronShell,
  settings,
  createConnection: (options) => liveConnection({ ...options, log: (message, detail) => console.info(message, detail ?? '') }),
});

let language: Language = 'en';

const menuActions = { open: showWindow, openLead: (id: number) => controller.openLead(id), changeServer: () => controller.changeServer(), quit };

function buildTrayMenu() {
  tray?.setContextMenu(Menu.buildFromTemplate(trayMenu(language, menuActions, trayLeads)));
}

function buildMenus() {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenu(language, menuActions)));
  buildTrayMenu();
}

function quit() {
  quitting = true;
  app.quit();
}

function createWindow(): BrowserWindow {
  const created = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 380,
    minHeight: 560,
    show: false,
    icon: ICON,
    backgroundColor: '#f6f3ec',
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: path.join(__dirname, '../preload/index.js'), spellcheck: true },
  });
  hardenWebContents(created.webContents, () => ({ appUrl: RENDERER_URL, serverUrl: controller.getServerUrl() }));
  created.once('ready-to-show', () => created.show());
  closeToTray(created, () => quitting);
  created.on('closed', () => (window = null));
  void created.loadURL(RENDERER_URL);
  return created;
}

/** The bridge's calls, accepted only from the app's own page. */
function registerIpc() {
  const handlers = bridgeHandlers(controller, (next) => {
    language = next;
    buildMenus();
  });
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const sender = event.senderFrame?.url ?? '';
      if (classifyUrl(sender, { appUrl: RENDERER_URL, serverUrl: null }) !== 'app') throw new Error('refused: not the app');
      return handler(...args);
    });
  }
}

function start() {
  app.on('activate', showWindow);
  app.on('before-quit', () => {
    quitting = true;
    controller.stop();
  });
  // The tray keeps the app alive with no window open.
  app.on('window-all-closed', () => undefined);

  app.whenReady().then(async () => {
    app.setAppUserModelId('com.dietbar.admin');
    registerIpc();
    tray = new Tray(nativeImage.createFromPath(ICON).resize({ width: 18, height: 18 }));
    tray.on('click', showWindow);
    buildMenus();
    await controller.start();
    window = createWindow();
    powerMonitor.on('resume', () => controller.resume());
    powerMonitor.on('unlock-screen', () => controller.resume());
  });
}

if (claimSingleInstance(app, showWindow)) start();
