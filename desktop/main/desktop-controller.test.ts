import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentNotice, SessionInfo } from '@shared/api-types';
import { WS_PAYMENT_NOTICE, WS_WHATSAPP_MESSAGE } from '@shared/constants';
import { demoAvailability, type ConsultationType } from '@shared/schemas/booking';
import { bookingInput, consultationTypeInput, contactInput } from '../../server/test/factories';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../server/test/harness';
import { fakeSecrets, memoryFile, recordingShell, until } from '../test/fakes';
import { desktopController, normaliseServerUrl } from './desktop-controller';
import { liveConnection } from './live-connection';
import { trayMenu } from './menus';
import { settingsStore } from './settings-store';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A started controller on empty settings that reconnects quickly, with the shell recording what it is asked. */
async function startController(secrets = fakeSecrets()) {
  const recorder = recordingShell();
  const file = memoryFile();
  const controller = desktopController({
    shell: recorder.shell,
    settings: settingsStore(file, secrets),
    createConnection: (options) => liveConnection({ ...options, policy: { delay: () => 50 } }),
  });
  cleanups.push(() => controller.stop());
  await controller.start();
  return { recorder, file, controller };
}

async function setUp(secrets = fakeSecrets()) {
  const server: TestServer = await startTestServer({ CONTACT_RATE_LIMIT: '1000' });
  cleanups.push(() => server.stop());
  await server.admin();
  return { server, ...(await startController(secrets)) };
}

const desktopLogin = async (server: TestServer) =>
  (await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop' })).body.token as string;

describe('desktop controller', () => {
  it('accepts a server address only when /api/health answers, and remembers it', async () => {
    const { server, controller, file } = await setUp();
    expect(await controller.setServerUrl('http://127.0.0.1:1')).toBe(false);
    expect(controller.getServerUrl()).toBeNull();
    expect(await controller.setServerUrl(server.url.replace('http://', '') + '/admin')).toBe(true);
    expect(controller.getServerUrl()).toBe(server.url);
    expect(JSON.parse(file.content!).serverUrl).toBe(server.url);
  });

  it('stores the token encrypted, never in plain text, and forgets it at sign-out', async () => {
    const { server, controller, file } = await setUp();
    await controller.setServerUrl(server.url);
    const token = await desktopLogin(server);
    await controller.setToken(token);
    expect(file.content).not.toContain(token);
    expect(JSON.parse(file.content!).encryptedToken).toBeTruthy();
    expect(controller.getToken()).toBe(token);
    await controller.setToken(null);
    expect(controller.getToken()).toBeNull();
    expect(JSON.parse(file.content!).encryptedToken).toBeUndefined();
  });

  it('keeps the token in memory only where the OS offers no encryption', async () => {
    const { server, controller, file } = await setUp(fakeSecrets(false));
    await controller.setServerUrl(server.url);
    const token = await desktopLogin(server);
    await controller.setToken(token);
    expect(controller.getToken()).toBe(token);
    expect(file.content).not.toContain(token);
  });

  it('turns a new submission into a notification in the admin language, a renderer toast and a tray entry; a click opens that lead', async () => {
    const { server, controller, recorder } = await setUp();
    await controller.setServerUrl(server.url);
    await controller.setToken(await desktopLogin(server));
    controller.setLanguage('ar');
    await until(() => controller.connectionState === 'open' && server.deps.hub.size === 1);

    const sent = await server.client().post('/api/contact', contactInput({ name: 'ليلى', message: 'أرغب في حجز استشارة' }));
    await until(() => recorder.notifications.length === 1);
    expect(recorder.notifications[0]).toMatchObject({ title: 'طلب تواصل جديد', body: 'ليلى: أرغب في حجز استشارة' });
    expect(recorder.sent[0]).toMatchObject({ channel: 'new-lead', payload: { id: sent.body.id, name: 'ليلى' } });
    await until(() => recorder.trays.at(-1)?.leads.length === 1);
    expect(recorder.trays.at(-1)).toEqual({
      tooltip: 'لوحة تحكم DietBar — طلب واحد غير مقروء',
      badge: '1',
      leads: [{ id: sent.body.id, name: 'ليلى', message: 'أرغب في حجز استشارة' }],
    });

    recorder.notifications[0]!.click();
    expect(recorder.windowShown()).toBe(1);
    expect(recorder.sent.at(-1)).toEqual({ channel: 'open-lead', payload: sent.body.id });
  });

  it("turns a new booking into a notification naming the visitor and the time in the practice's zone; a click opens that booking", async () => {
    // Tuesday 1 December 2026, 10:00 in Cairo: the first free time of the demo hours is Wednesday at 10:00 there.
    const server = await startTestServer({}, { now: () => new Date('2026-12-01T08:00:00.000Z') });
    cleanups.push(() => server.stop());
    const admin = await server.admin();
    await admin.put('/api/booking/availability', demoAvailability());
    const type: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput())).body;
    const { recorder, controller } = await startController();
    await controller.setServerUrl(server.url);
    await controller.setToken(await desktopLogin(server));
    await until(() => controller.connectionState === 'open' && server.deps.hub.size === 1);

    const [start] = (await server.client().get(`/api/booking/slots?type=${type.id}&from=2026-12-02&to=2026-12-02`)).body.slots.map((slot: { start: string }) => slot.start);
    expect(start).toBe('2026-12-02T08:00:00.000Z');
    const booked = await server.client().post('/api/bookings', bookingInput({ typeId: type.id, start, name: 'Mona Adel' }));
    expect(booked.status).toBe(201);
    await until(() => recorder.notifications.length === 1);
    expect(recorder.sent[0]).toEqual({ channel: 'new-booking', payload: { id: booked.body.id, name: 'Mona Adel', start, typeId: type.id } });
    const { title, body } = recorder.notifications[0]!;
    expect({ title, body: body.replace(/[\u202f\u00a0]/g, ' ') }).toEqual({
      title: 'New booking',
      body: 'Mona Adel, Wednesday, December 2, 2026 at 10:00 AM (Africa/Cairo)',
    });

    // In Arabic, the next one; clicking a notification opens its booking and nothing about leads.
    controller.setLanguage('ar');
    const [, next] = (await server.client().get(`/api/booking/slots?type=${type.id}&from=2026-12-02&to=2026-12-02`)).body.slots.map((slot: { start: string }) => slot.start);
    const second = await server.client().post('/api/bookings', bookingInput({ typeId: type.id, start: next, name: 'منى عادل', email: 'mona@example.com' }));
    await until(() => recorder.notifications.length === 2);
    expect(recorder.notifications[1]).toMatchObject({ title: 'حجز جديد' });
    expect(recorder.notifications[1]!.body).toMatch(/^منى عادل، الأربعاء، ٢ ديسمبر ٢٠٢٦ .* \(بتوقيت Africa\/Cairo\)$/);
    recorder.notifications[1]!.click();
    expect(recorder.windowShown()).toBe(1);
    expect(recorder.sent.at(-1)).toEqual({ channel: 'open-booking', payload: second.body.id });
  });

  it('turns a late payment refunded into a notification naming the visitor in the admin language; a click opens its booking', async () => {
    const { server, controller, recorder } = await setUp();
    await controller.setServerUrl(server.url);
    await controller.setToken(await desktopLogin(server));
    await until(() => controller.connectionState === 'open' && server.deps.hub.size === 1);

    // As the server broadcasts it once the payment has gone back (server/booking/booking-payments.ts).
    const notice: PaymentNotice = { kind: 'late_payment_refunded', booking: { id: 41, name: 'Mona Adel', start: '2026-12-02T08:00:00.000Z', typeId: 2 } };
    server.deps.hub.broadcast({ type: WS_PAYMENT_NOTICE, data: notice });
    await until(() => recorder.notifications.length === 1);
    expect(recorder.sent).toEqual([{ channel: 'payment-notice', payload: notice }]);
    const { title, body } = recorder.notifications[0]!;
    expect({ title, body }).toEqual({ title: 'Late payment refunded', body: 'A late payment by Mona Adel was refunded: their time had been given to someone else.' });

    controller.setLanguage('ar');
    server.deps.hub.broadcast({ type: WS_PAYMENT_NOTICE, data: { ...notice, booking: { ...notice.booking, id: 42, name: 'منى عادل' } } });
    await until(() => recorder.notifications.length === 2);
    expect(recorder.notifications[1]).toMatchObject({ title: 'رُدّت دفعة متأخرة', body: 'وصلت دفعة منى عادل بعد أن أُعطي موعدها لشخص آخر، فرُدّت كاملةً.' });
    recorder.notifications[1]!.click();
    expect(recorder.windowShown()).toBe(1);
    expect(recorder.sent.at(-1)).toEqual({ channel: 'open-booking', payload: 42 });
  });

  it("turns a visitor's WhatsApp message into a notification with who wrote and what, in the admin language; a click opens the lead", async () => {
    const { server, controller, recorder } = await setUp();
    await controller.setServerUrl(server.url);
    await controller.setToken(await desktopLogin(server));
    await until(() => controller.connectionState === 'open' && server.deps.hub.size === 1);

    // As the server broadcasts it once the webhook has put the message on the lead (server/whatsapp/webhook.ts).
    const notice = { leadId: 17, name: 'Mona Adel', text: 'Can we   move it\nto Sunday?', at: '2026-12-02T08:00:00.000Z' };
    server.deps.hub.broadcast({ type: WS_WHATSAPP_MESSAGE, data: notice });
    await until(() => recorder.notifications.length === 1);
    expect(recorder.sent).toEqual([{ channel: 'whatsapp-message', payload: notice }]);
    const { title, body } = recorder.notifications[0]!;
    expect({ title, body }).toEqual({ title: 'New WhatsApp message', body: 'Mona Adel: Can we move it to Sunday?' });

    controller.setLanguage('ar');
    server.deps.hub.broadcast({ type: WS_WHATSAPP_MESSAGE, data: { ...notice, leadId: 18, name: 'منى عادل', text: 'هل يمكن الأحد؟' } });
    await until(() => recorder.notifications.length === 2);
    expect(recorder.notifications[1]).toMatchObject({ title: 'رسالة واتساب جديدة', body: 'منى عادل: هل يمكن الأحد؟' });
    recorder.notifications[1]!.click();
    expect(recorder.windowShown()).toBe(1);
    expect(recorder.sent.at(-1)).toEqual({ channel: 'open-lead', payload: 18 });
  });

  it('lists the five newest unread leads in the tray, follows read changes, and opens each one from its menu item', async () => {
    const { server, controller, recorder } = await setUp();
    const admin = await server.admin();
    const ids: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      ids.push((await server.client().post('/api/contact', contactInput({ name: `Lead ${index}`, message: `Message ${index}` }))).body.id);
    }
    // Newest first; the newest but one has been read already.
    const newest = ids.toReversed();
    await admin.patch(`/api/contact-submissions/${newest[1]}`, { isRead: true });
    await controller.setServerUrl(server.url);
    await controller.setToken(await desktopLogin(server));
    await until(() => recorder.trays.at(-1)?.leads.length === 5);
    const expected = [newest[0], ...newest.slice(2, 6)];
    expect(recorder.trays.at(-1)!.leads.map((lead) => lead.id)).toEqual(expected);
    expect(recorder.trays.at(-1)!.badge).toBe('6');

    // Each of the five items of the tray's menu opens its own lead in the window.
    const menu = trayMenu('en', { open: () => undefined, openLead: controller.openLead, changeServer: () => undefined, quit: () => undefined }, recorder.trays.at(-1)!.leads);
    expect(menu.slice(1, 6).map((item) => item.label)).toEqual(expected.map((id) => `Lead ${ids.indexOf(id!) + 1} — Message ${ids.indexOf(id!) + 1}`));
    for (const item of menu.slice(1, 6)) (item.click as () => void)();
    expect(recorder.windowShown()).toBe(5);
    expect(recorder.sent.slice(-5)).toEqual(expected.map((id) => ({ channel: 'open-lead', payload: id })));

    // The page reads the newest (and tells the new count): the next unread lead moves up into the list.
    await admin.patch(`/api/contact-submissions/${newest[0]}`, { isRead: true });
    controller.setUnreadCount(5);
    await until(() => recorder.trays.at(-1)?.leads[0]?.id === newest[2]);
    expect(recorder.trays.at(-1)!.leads.map((lead) => lead.id)).toEqual(newest.slice(2, 7));
    expect(recorder.trays.at(-1)!.badge).toBe('5');

    // Signed out: nothing is listed.
    await controller.setToken(null);
    expect(recorder.trays.at(-1)).toEqual({ tooltip: 'DietBar Admin', badge: '', leads: [] });
  });

  it('sends the first-run setup to the chosen server and passes its answer back', async () => {
    const server: TestServer = await startTestServer();
    cleanups.push(() => server.stop());
    const controller = desktopController({ shell: recordingShell().shell, settings: settingsStore(memoryFile(), fakeSecrets()), createConnection: liveConnection });
    await controller.start();
    cleanups.push(() => controller.stop());
    await expect(controller.createFirstAdmin(TEST_ADMIN)).rejects.toThrow('No server chosen yet');
    await controller.setServerUrl(server.url);

    const created = await controller.createFirstAdmin(TEST_ADMIN);
    expect(created.status).toBe(201);
    expect(JSON.parse(created.body).user.email).toBe(TEST_ADMIN.email);
    const again = await controller.createFirstAdmin({ ...TEST_ADMIN, email: 'second@example.com' });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).error.code).toBe('setup_closed');
  });

  it('normalises typed server addresses', () => {
    expect(normaliseServerUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseServerUrl(' https://clinic.example.com/admin ')).toBe('https://clinic.example.com');
    expect(normaliseServerUrl('ftp://x')).toBeNull();
    expect(normaliseServerUrl('')).toBeNull();
  });
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

    const { controller } = await startController();
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
