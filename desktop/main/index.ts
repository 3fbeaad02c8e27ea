import fs from 'node:fs/promises';
import path from 'node:path';
import { BrowserWindow, Menu, Notification, Tray, app, ipcMain, nativeImage, powerMonitor, safeStorage, type IpcMainInvokeEvent } from 'electron';
import type { Language } from '../../shared/constants';
import { bridgeHandlers } from './bridge-handlers';
import { desktopController, type DesktopShell } from './desktop-controller';
import { liveConnection } from './live-connection';
import { hardenWebContents } from './security';
import { settingsStore } from './settings-store';
import { textsFor } from './texts';
import { classifyUrl } from './url-trust';

// Only one copy runs: a second launch brings the first window forward instead.
if (!app.requestSingleInstanceLock()) app.quit();

const ICON = path.join(__dirname, '../../desktop/resources/icon.png');
const RENDERER_URL = process.env.ELECTRON_RENDERER_URL ?? `file://${path.join(__dirname, '../renderer/index.html')}`;

let window: BrowserWindow | null = null;
let tray: Tray | null = null;
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
  setTray({ tooltip, badge }) {
    tray?.setToolTip(tooltip);
    tray?.setTitle(badge);
    app.setBadgeCount(Number.parseInt(badge, 10) || 0);
  },
  showWindow,
  sendToRenderer(event) {
    window?.webContents.send(event.channel, 'payload' in event ? event.payload : undefined);
  },
};

const controller = desktopController({
  shell: electronShell,
  settings,
  createConnection: (options) => liveConnection({ ...options, log: (message, detail) => console.info(message, detail ?? '') }),
});

let language: Language = 'en';

function buildMenus() {
  const texts = textsFor(language);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      {
        label: texts.menu.app,
        submenu: [
          { label: texts.menu.changeServer, click: () => controller.changeServer() },
          { label: texts.menu.reload, role: 'reload' },
          { type: 'separator' },
          { label: texts.menu.quit, click: quit },
        ],
      },
      { role: 'editMenu' },
    ]),
  );
  tray?.setContextMenu(
    Menu.buildFromTemplate([
      { label: texts.tray.open, click: showWindow },
      { type: 'separator' },
      { label: texts.tray.quit, click: quit },
    ]),
  );
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
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  });
  hardenWebContents(created.webContents, () => ({ appUrl: RENDERER_URL, serverUrl: controller.getServerUrl() }));
  created.once('ready-to-show', () => created.show());
  // Closing keeps the app in the tray, as a mail or chat client does; Quit ends it.
  created.on('close', (event) => {
    if (quitting) return;
    event.preventDefault();
    created.hide();
  });
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

app.on('second-instance', showWindow);
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
