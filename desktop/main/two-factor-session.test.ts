import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../shared/api-types';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../server/test/harness';
import { fakeSecrets, memoryFile, recordingShell, until } from '../test/fakes';
import { desktopController } from './desktop-controller';
import { liveConnection } from './live-connection';
import { settingsStore } from './settings-store';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('the desktop app with two-factor sign-in', () => {
  it('keeps the token of a sign-in with a code for its live socket, and drops to signed out when the session is ended from a browser', async () => {
    const server: TestServer = await startTestServer();
    cleanups.push(() => server.stop());
    const browser = await server.admin();
    const { secret } = (await browser.post('/api/auth/2fa/setup')).body as { secret: string };
    expect((await browser.post('/api/auth/2fa/enable', { code: await appCode(secret) })).status).toBe(200);

    // What the renderer sends through the desktop platform: first the password, then the password with the code.
    const desktopSignIn = (body: Record<string, unknown>) =>
      server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop', ...body }, { origin: false });
    const withoutCode = await desktopSignIn({});
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.error.code).toBe('two_factor_required');
    expect(withoutCode.body).not.toHaveProperty('token');
    const signedIn = await desktopSignIn({ code: await appCode(secret, 1) });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;

    const recorder = recordingShell();
    const controller = desktopController({
      shell: recorder.shell,
      settings: settingsStore(memoryFile(), fakeSecrets()),
      createConnection: (options) => liveConnection({ ...options, policy: { delay: () => 50 } }),
    });
    cleanups.push(() => controller.stop());
    await controller.start();
    expect(await controller.setServerUrl(server.url)).toBe(true);
    await controller.setToken(token);
    await until(() => controller.connectionState === 'open');

    // The owner ends the desktop session from the Security area of a browser: the app's socket closes at once.
    const sessions = (await browser.get('/api/auth/sessions')).body as SessionInfo[];
    const desktop = sessions.find((session) => session.kind === 'desktop');
    expect(desktop).toBeDefined();
    expect((await browser.delete(`/api/auth/sessions/${desktop!.id}`)).status).toBe(204);
    await until(() => controller.connectionState === 'signed-out');
    expect((await server.client().get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
