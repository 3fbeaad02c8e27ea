import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '@shared/desktop-bridge';
import type { AdminPlatform } from './admin-platform';
import { createDesktopPlatform } from './desktop-platform';
import { createWebPlatform } from './web-platform';

export type { AdminPlatform, Credentials, SetupInput } from './admin-platform';
export { NoServerError } from './desktop-platform';

let current: AdminPlatform | undefined;

/** The platform the admin runs on, chosen once: the desktop app's bridge when its preload exposed one, else the browser. */
export function adminPlatform(): AdminPlatform {
  if (!current) {
    const bridge = (window as unknown as Partial<Record<typeof DESKTOP_BRIDGE_KEY, DesktopBridge>>)[DESKTOP_BRIDGE_KEY];
    current = bridge ? createDesktopPlatform(bridge) : createWebPlatform(window);
  }
  return current;
}
