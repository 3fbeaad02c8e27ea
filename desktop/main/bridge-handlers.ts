import { LANGUAGES, type Language } from '@shared/constants';
import type { DesktopBridgeCall } from '@shared/desktop-bridge';
import type { DesktopController } from './desktop-controller';

type BridgeHandlers = Record<DesktopBridgeCall, (...args: unknown[]) => unknown>;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Name, email and password as strings (the server checks the rest and names what is wrong). */
const isSetupInput = (value: unknown): value is { name: string; email: string; password: string } =>
  typeof value === 'object' && value !== null && ['name', 'email', 'password'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * The main process's answer to each call of the renderer's bridge. Whatever the page sends is checked here:
 * a wrong argument is ignored rather than trusted.
 */
export function bridgeHandlers(controller: DesktopController, onLanguage: (language: Language) => void = () => undefined): BridgeHandlers {
  return {
    getServerUrl: () => controller.getServerUrl(),
    setServerUrl: (url) => (typeof url === 'string' ? controller.setServerUrl(url) : false),
    createFirstAdmin: (input) =>
      isSetupInput(input)
        ? controller.createFirstAdmin({ name: input.name, email: input.email, password: input.password })
        : { status: 400, body: '' },
    getToken: () => controller.getToken(),
    setToken: (token) => controller.setToken(typeof token === 'string' && token ? token : null),
    setLanguage: (language) => {
      if (!isLanguage(language)) return;
      controller.setLanguage(language);
      onLanguage(language);
    },
    setUnreadCount: (count) => {
      if (typeof count === 'number' && Number.isFinite(count)) controller.setUnreadCount(count);
    },
  };
}
