/** The OS keychain encryption the main process uses (Electron's safeStorage in the app). */
export interface SecretBox {
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** Where the settings file lives (a JSON file in the app's user-data folder in the app). */
export interface SettingsFile {
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
}

interface StoredSettings {
  serverUrl?: string;
  /** base64 of the token encrypted by the SecretBox; never the token itself. */
  encryptedToken?: string;
}

/**
 * The server address and the session token. The token is written only encrypted; where the OS offers no
 * encryption it is kept in memory for this run and never written.
 */
export function settingsStore(file: SettingsFile, secrets: SecretBox) {
  let settings: StoredSettings = {};
  let memoryToken: string | null = null;
  const save = () => file.write(JSON.stringify(settings, null, 2));

  return {
    async load() {
      try {
        settings = JSON.parse((await file.read()) ?? '{}') as StoredSettings;
      } catch {
        settings = {};
      }
    },
    get serverUrl(): string | null {
      return settings.serverUrl ?? null;
    },
    async setServerUrl(url: string) {
      settings = { serverUrl: url };
      memoryToken = null;
      await save();
    },
    get token(): string | null {
      if (memoryToken) return memoryToken;
      if (!settings.encryptedToken || !secrets.isEncryptionAvailable()) return null;
      try {
        return secrets.decryptString(Buffer.from(settings.encryptedToken, 'base64'));
      } catch {
        return null;
      }
    },
    async setToken(token: string | null) {
      memoryToken = null;
      delete settings.encryptedToken;
      if (token && secrets.isEncryptionAvailable()) settings.encryptedToken = secrets.encryptString(token).toString('base64');
      else if (token) memoryToken = token;
      await save();
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
