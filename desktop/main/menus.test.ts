import { describe, expect, it, vi } from 'vitest';
import { appMenu, trayMenu } from './menus';

const actions = () => ({ open: vi.fn(), changeServer: vi.fn(), quit: vi.fn() });
const click = (item: { click?: unknown } | undefined) => (item?.click as () => void)();

describe('tray menu', () => {
  it('offers Open and Quit in the admin language', () => {
    const calls = actions();
    const english = trayMenu('en', calls);
    expect(english.map((item) => item.label ?? item.type)).toEqual(['Open', 'separator', 'Quit']);
    expect(trayMenu('ar', calls).map((item) => item.label ?? item.type)).toEqual(['فتح', 'separator', 'خروج']);
    click(english[0]);
    click(english[2]);
    expect(calls.open).toHaveBeenCalledOnce();
    expect(calls.quit).toHaveBeenCalledOnce();
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
