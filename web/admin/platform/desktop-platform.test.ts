import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '@shared/desktop-bridge';
import { createDesktopPlatform, NoServerError } from './desktop-platform';

function fakeBridge(overrides: Partial<DesktopBridge> = {}) {
  let token: string | null = null;
  const bridge = {
    getServerUrl: vi.fn(async () => 'http://clinic.local:3000/'),
    setServerUrl: vi.fn(async () => true),
    createFirstAdmin: vi.fn(async () => ({ status: 201, body: '{"user":{"id":1,"name":"Dina","email":"d@example.com"}}' })),
    getToken: vi.fn(async () => token),
    setToken: vi.fn(async (next: string | null) => void (token = next)),
    setLanguage: vi.fn(async () => undefined),
    setUnreadCount: vi.fn(async () => undefined),
    onNewLead: vi.fn(() => () => undefined),
    onOpenLead: vi.fn((_listener: (id: number) => void) => () => undefined),
    onNewBooking: vi.fn(() => () => undefined),
    onPaymentNotice: vi.fn(() => () => undefined),
    onWhatsappMessage: vi.fn(() => () => undefined),
    onOpenBooking: vi.fn((_listener: (id: number) => void) => () => undefined),
    onChangeServer: vi.fn(() => () => undefined),
    ...overrides,
  } satisfies DesktopBridge;
  return bridge;
}

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('createDesktopPlatform', () => {
  it('signs in for a bearer token, keeps it through the bridge and sends it to the chosen server without cookies', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { user: { id: 1, name: 'Dina', email: 'd@example.com' }, token: 'secret-token' }))
      .mockResolvedValueOnce(json(200, []));
    vi.stubGlobal('fetch', fetchMock);
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);

    const user = await platform.signIn({ email: 'd@example.com', password: 'long enough password' });
    expect(user.name).toBe('Dina');
    expect(bridge.setToken).toHaveBeenCalledWith('secret-token');
    const [loginUrl, loginInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(loginUrl).toBe('http://clinic.local:3000/api/auth/login');
    expect(JSON.parse(String(loginInit.body))).toMatchObject({ client: 'desktop' });

    await platform.request('/api/packages');
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('http://clinic.local:3000/api/packages');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    expect(init.credentials).toBe('omit');
    expect(platform.assetUrl('/uploads/a.png')).toBe('http://clinic.local:3000/uploads/a.png');
    expect(platform.assetUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('sends the two-factor code along with the password, and keeps no token while the server still asks for it', async () => {
    const codeRequired = { error: { code: 'two_factor_required', message: 'Enter the 6-digit code from your authenticator app, or a recovery code' } };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, codeRequired))
      .mockResolvedValueOnce(json(200, { user: { id: 1, name: 'Dina', email: 'd@example.com', twoFactorEnabled: true }, token: 'secret-token' }));
    vi.stubGlobal('fetch', fetchMock);
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    const credentials = { email: 'd@example.com', password: 'long enough password' };

    await expect(platform.signIn(credentials)).rejects.toMatchObject({ status: 401, code: 'two_factor_required' });
    expect(bridge.setToken).not.toHaveBeenCalled();
    await platform.signIn({ ...credentials, code: '123456' });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ ...credentials, code: '123456', client: 'desktop' });
    expect(bridge.setToken).toHaveBeenCalledWith('secret-token');
  });

  it('forgets the token on sign-out even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const bridge = fakeBridge({ getToken: vi.fn(async () => 'old') });
    const platform = createDesktopPlatform(bridge);
    await expect(platform.signOut()).rejects.toThrow('offline');
    expect(bridge.setToken).toHaveBeenCalledWith(null);
  });

  it('has the main process send the first-run setup, then signs in for a token', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, { user: { id: 1, name: 'Dina', email: 'd@example.com' }, token: 't' }));
    vi.stubGlobal('fetch', fetchMock);
    const bridge = fakeBridge();
    const input = { name: 'Dina', email: 'd@example.com', password: 'long enough password' };
    await createDesktopPlatform(bridge).setUp(input);
    expect(bridge.createFirstAdmin).toHaveBeenCalledWith(input);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('http://clinic.local:3000/api/auth/login');
    expect(bridge.setToken).toHaveBeenCalledWith('t');
  });

  it('reports a refused setup as the server put it, for the form to show', async () => {
    const refused = { error: { code: 'setup_closed', message: 'An admin account already exists. Sign in instead.' } };
    const bridge = fakeBridge({ createFirstAdmin: vi.fn(async () => ({ status: 409, body: JSON.stringify(refused) })) });
    vi.stubGlobal('fetch', vi.fn());
    const failure = createDesktopPlatform(bridge).setUp({ name: 'Dina', email: 'd@example.com', password: 'long enough password' });
    await expect(failure).rejects.toMatchObject({ status: 409, code: 'setup_closed' });
    expect(bridge.setToken).not.toHaveBeenCalled();
  });

  it('refuses to call anything before a server is chosen', async () => {
    const platform = createDesktopPlatform(fakeBridge({ getServerUrl: vi.fn(async () => null) }));
    await expect(platform.request('/api/auth/me')).rejects.toBeInstanceOf(NoServerError);
  });

  it('passes live news, the unread count and the language through the bridge', () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    const listener = vi.fn();
    const bookingListener = vi.fn();
    const paymentListener = vi.fn();
    platform.watchLeads(listener);
    platform.watchBookings(bookingListener);
    platform.watchPaymentNotices(paymentListener);
    const whatsappListener = vi.fn();
    platform.watchWhatsappMessages(whatsappListener);
    platform.reportUnreadCount(3);
    platform.reportLanguage('ar');
    expect(bridge.onNewLead).toHaveBeenCalledWith(listener);
    expect(bridge.onNewBooking).toHaveBeenCalledWith(bookingListener);
    expect(bridge.onPaymentNotice).toHaveBeenCalledWith(paymentListener);
    expect(bridge.onWhatsappMessage).toHaveBeenCalledWith(whatsappListener);
    expect(bridge.setUnreadCount).toHaveBeenCalledWith(3);
    expect(bridge.setLanguage).toHaveBeenCalledWith('ar');
  });

  it('hands the lead a notification or the tray asks for to the dashboard, holding it until the dashboard listens', () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    const openLead = vi.mocked(bridge.onOpenLead).mock.calls[0]![0];
    // Asked for while the dashboard was not listening yet (still loading, or the admin still signing in).
    openLead(7);
    openLead(8);
    const dashboard = vi.fn();
    const stopListening = platform.onOpenLead(dashboard);
    expect(dashboard.mock.calls).toEqual([[8]]);
    openLead(9);
    expect(dashboard.mock.calls).toEqual([[8], [9]]);
    stopListening();
    openLead(10);
    expect(dashboard).toHaveBeenCalledTimes(2);
    const later = vi.fn();
    platform.onOpenLead(later);
    expect(later.mock.calls).toEqual([[10]]);
  });

  it('hands the booking a notification asks for to the dashboard, apart from leads, holding it until the dashboard listens', () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    const openBooking = vi.mocked(bridge.onOpenBooking).mock.calls[0]![0];
    openBooking(4);
    const leads = vi.fn();
    platform.onOpenLead(leads);
    const bookings = vi.fn();
    platform.onOpenBooking(bookings);
    expect(bookings.mock.calls).toEqual([[4]]);
    openBooking(5);
    expect(bookings.mock.calls).toEqual([[4], [5]]);
    expect(leads).not.toHaveBeenCalled();
  });
});
