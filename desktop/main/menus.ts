import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '../../shared/constants';
import { textsFor } from './texts';

export interface MenuActions {
  open(): void;
  changeServer(): void;
  quit(): void;
}

/** The tray's menu: Open and Quit, in the admin's language. */
export function trayMenu(language: Language, actions: MenuActions): MenuItemConstructorOptions[] {
  const texts = textsFor(language).tray;
  return [{ label: texts.open, click: actions.open }, { type: 'separator' }, { label: texts.quit, click: actions.quit }];
}

/** The application menu: change the server, reload, quit; and the usual edit commands (copy, paste). */
export function appMenu(language: Language, actions: MenuActions): MenuItemConstructorOptions[] {
  const texts = textsFor(language).menu;
  return [
    {
      label: texts.app,
      submenu: [
        { label: texts.changeServer, click: actions.changeServer },
        { label: texts.reload, role: 'reload' },
        { type: 'separator' },
        { label: texts.quit, click: actions.quit },
      ],
    },
    { role: 'editMenu' },
  ];
}
