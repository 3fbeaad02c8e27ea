import { describe, expect, it, vi } from 'vitest';
import { appMenu, trayMenu } from './menus';

const actions = () => ({ open: vi.fn(), openLead: vi.fn(), changeServer: vi.fn(), quit: vi.fn() });
const click = (item: { click?: unknown } | undefined) => (item!.click as () => void)();

describe('tray menu', () => {
  it('offers Open and Quit in the admin language, saying when no lead is unread', () => {
    const calls = actions();
    const english = trayMenu('en', calls);
    expect(english.map((item) => item.label ?? item.type)).toEqual(['No unread leads', 'separator', 'Open', 'separator', 'Quit']);
    expect(english[0]!.enabled).toBe(false);
    expect(trayMenu('ar', calls).map((item) => item.label ?? item.type)).toEqual(['لا توجد طلبات غير مقروءة', 'separator', 'فتح', 'separator', 'خروج']);
    click(english[2]);
    click(english[4]);
    expect(calls.open).toHaveBeenCalledOnce();
    expect(calls.quit).toHaveBeenCalledOnce();
  });

  it('lists the unread leads it is given, each opening its lead; a name keeps its & as written', () => {
    const calls = actions();
    const leads = [
      { id: 12, name: 'Salma & Omar', message: 'We would both like to start the family plan next week, if possible.' },
      { id: 9, name: 'ليلى', message: '' },
    ];
    const menu = trayMenu('ar', calls, leads);
    expect(menu.map((item) => item.label ?? item.type)).toEqual([
      'الطلبات غير المقروءة',
      'Salma && Omar — We would both like to start the family…',
      'ليلى',
      'separator',
      'فتح',
      'separator',
      'خروج',
    ]);
    click(menu[1]);
    click(menu[2]);
    expect(calls.openLead.mock.calls).toEqual([[12], [9]]);
  });
});

describe('application menu', () => {
  it('lets the user change the server later', () => {
    const calls = actions();
    const submenu = appMenu('en', calls)[0]!.submenu as { label?: string; click?: unknown }[];
    const change = submenu.find((item) => item.label === 'Change server…');
    click(change);
    expect(calls.changeServer).toHaveBeenCalledOnce();
    expect((appMenu('ar', calls)[0]!.submenu as { label?: string }[]).map((item) => item.label)).toContain('تغيير الخادم…');
  });
});
