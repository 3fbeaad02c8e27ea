import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LANGUAGE_KEY } from '@shared/constants';

function stubStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
  });
  return values;
}

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('the admin UI store', () => {
  it('starts in English, and in the language the admin chose last time', async () => {
    stubStorage();
    expect((await import('./ui-store')).useAdminUi.getState().language).toBe('en');
    vi.resetModules();
    stubStorage({ [ADMIN_LANGUAGE_KEY]: 'ar' });
    expect((await import('./ui-store')).useAdminUi.getState().language).toBe('ar');
  });

  it('keeps a new choice under its own key, apart from the visitor language', async () => {
    const values = stubStorage();
    const { useAdminUi } = await import('./ui-store');
    useAdminUi.getState().setLanguage('ar');
    expect(values.get(ADMIN_LANGUAGE_KEY)).toBe('ar');
    expect([...values.keys()]).toEqual([ADMIN_LANGUAGE_KEY]);
  });

  it('opens one editor at a time, for a new record or a known one', async () => {
    stubStorage();
    const { useAdminUi } = await import('./ui-store');
    useAdminUi.getState().openEditor('package');
    expect(useAdminUi.getState().editor).toEqual({ kind: 'package', key: null });
    useAdminUi.getState().openEditor('socialLink', 'whatsapp');
    expect(useAdminUi.getState().editor).toEqual({ kind: 'socialLink', key: 'whatsapp' });
    useAdminUi.getState().closeEditor();
    expect(useAdminUi.getState().editor).toBeNull();
  });
});
