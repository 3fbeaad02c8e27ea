import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, closeToTray, SECURE_WEB_PREFERENCES } from './lifecycle';

function fakeApp(gotLock: boolean) {
  const emitter = new EventEmitter();
  return Object.assign(emitter, { requestSingleInstanceLock: vi.fn(() => gotLock), quit: vi.fn() });
}

describe('single instance', () => {
  it('lets the first copy start and brings its window forward when the app is launched again', () => {
    const app = fakeApp(true);
    const showWindow = vi.fn();
    expect(claimSingleInstance(app, showWindow)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.emit('second-instance');
    expect(showWindow).toHaveBeenCalledOnce();
  });

  it('makes a second copy quit without starting anything', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.listenerCount('second-instance')).toBe(0);
  });
});

describe('close to tray', () => {
  const closing = (window: EventEmitter) => {
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    return event;
  };

  it('hides the window instead of closing it, until the user quits', () => {
    let quitting = false;
    const window = Object.assign(new EventEmitter(), { hide: vi.fn() });
    closeToTray(window, () => quitting);
    expect(closing(window).preventDefault).toHaveBeenCalledOnce();
    expect(window.hide).toHaveBeenCalledOnce();

    quitting = true;
    expect(closing(window).preventDefault).not.toHaveBeenCalled();
    expect(window.hide).toHaveBeenCalledOnce();
  });
});

describe('renderer isolation', () => {
  it('keeps the page away from Node and Electron', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
  });
});
