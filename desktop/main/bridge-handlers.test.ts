import { describe, expect, it, vi } from 'vitest';
import { bridgeHandlers } from './bridge-handlers';
import type { DesktopController } from './desktop-controller';

/** The controller's setters, recorded: the handlers' only job is to check what the page sends before passing it on. */
function recordingController() {
  return {
    getServerUrl: vi.fn(() => 'http://localhost:3000'),
    setServerUrl: vi.fn(async () => true),
    createFirstAdmin: vi.fn(async () => ({ status: 201, body: '{}' })),
    getToken: vi.fn(() => 'token'),
    setToken: vi.fn(async () => undefined),
    setLanguage: vi.fn(),
    setUnreadCount: vi.fn(),
  };
}

describe('bridge handlers', () => {
  it('pass well-formed calls on to the controller', async () => {
    const controller = recordingController();
    const onLanguage = vi.fn();
    const handlers = bridgeHandlers(controller as unknown as DesktopController, onLanguage);
    expect(handlers.getServerUrl()).toBe('http://localhost:3000');
    expect(await handlers.setServerUrl('clinic.local:3000')).toBe(true);
    await handlers.setToken('abc');
    const account = { name: 'Dina', email: 'd@example.com', password: 'long enough password' };
    expect(await handlers.createFirstAdmin({ ...account, isOwner: true })).toEqual({ status: 201, body: '{}' });
    expect(controller.createFirstAdmin).toHaveBeenCalledWith(account);
    handlers.setLanguage('ar');
    handlers.setUnreadCount(4);
    expect(controller.setServerUrl).toHaveBeenCalledWith('clinic.local:3000');
    expect(controller.setToken).toHaveBeenCalledWith('abc');
    expect(controller.setLanguage).toHaveBeenCalledWith('ar');
    expect(onLanguage).toHaveBeenCalledWith('ar');
    expect(controller.setUnreadCount).toHaveBeenCalledWith(4);
  });

  it('ignore what the page should never send, and treat an empty token as a sign-out', async () => {
    const controller = recordingController();
    const handlers = bridgeHandlers(controller as unknown as DesktopController);
    expect(await handlers.setServerUrl({ href: 'http://evil.example' })).toBe(false);
    handlers.setLanguage('fr');
    handlers.setUnreadCount('7');
    handlers.setUnreadCount(Number.NaN);
    await handlers.setToken('');
    await handlers.setToken({ token: 'x' });
    expect(await handlers.createFirstAdmin({ name: 'Dina', email: 'd@example.com' })).toEqual({ status: 400, body: '' });
    expect(controller.createFirstAdmin).not.toHaveBeenCalled();
    expect(controller.setServerUrl).not.toHaveBeenCalled();
    expect(controller.setLanguage).not.toHaveBeenCalled();
    expect(controller.setUnreadCount).not.toHaveBeenCalled();
    expect(controller.setToken.mock.calls).toEqual([[null], [null]]);
  });
});
