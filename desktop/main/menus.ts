import type { MenuItemConstructorOptions } from 'electron';
import type { Language } from '@shared/constants';
import type { TrayLead } from './desktop-controller';
import { trayLeadLabel, textsFor } from './texts';

interface MenuActions {
  open(): void;
  openLead(id: number): void;
  changeServer(): void;
  quit(): void;
}

/** The tray's menu, in the admin's language: the newest unread leads (each opens its lead), then Open and Quit. */
export function trayMenu(language: Language, actions: MenuActions, leads: readonly TrayLead[] = []): MenuItemConstructorOptions[] {
  const texts = textsFor(language).tray;
  const unread: MenuItemConstructorOptions[] =
    leads.length === 0
      ? [{ label: texts.noUnread, enabled: false }]
      : [{ label: texts.unreadHeading, enabled: false }, ...leads.map((lead) => ({ label: trayLeadLabel(lead, language), click: () => actions.openLead(lead.id) }))];
  return [...unread, { type: 'separator' }, { label: texts.open, click: actions.open }, { type: 'separator' }, { label: texts.quit, click: actions.quit }];
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
