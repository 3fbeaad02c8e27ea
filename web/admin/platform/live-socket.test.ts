import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STABLE_CONNECTION_MS } from '@shared/reconnect-policy';
import type { LeadNotice } from '@shared/schemas/lead';
import { sharedLiveNews, socketUrlFor, watchLiveNews, type LiveNewsListeners, type SocketLike } from './live-socket';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

// sharedLiveNews hands a lead over as it came, without reading it.
const submission = { id: 7, name: 'Omar' } as LeadNotice;
const booking = { id: 3, name: 'Mona', start: '2026-05-03T07:00:00.000Z', typeId: 1 };
const notice = { kind: 'late_payment_refunded' as const, booking };
const whatsappMessage = { leadId: 7, name: 'Omar', text: 'Is Sunday possible?', at: '2026-05-03T07:00:00.000Z' };

describe('watchLiveNews', () => {
  let sockets: FakeSocket[];
  const start = ({ network }: { network?: EventTarget } = {}) => {
    const onNewLead = vi.fn();
    const onNewBooking = vi.fn();
    const onPaymentNotice = vi.fn();
    const onWhatsappMessage = vi.fn();
    const stop = watchLiveNews({
      url: 'ws://example.test/ws',
      network,
      onNewLead,
      onNewBooking,
      onPaymentNotice,
      onWhatsappMessage,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      policy: { delay: (attempt) => 1000 * 2 ** attempt },
      log: () => undefined,
    });
    return { stop, onNewLead, onNewBooking, onPaymentNotice, onWhatsappMessage };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  it('says admin_connect on open and hands over the news it receives', () => {
    const { onNewBooking, onPaymentNotice, onWhatsappMessage } = start();
    sockets[0]!.onopen?.({});
    expect(sockets[0]!.sent).toEqual(['{"type":"admin_connect"}']);
    sockets[0]!.receive({ type: 'new_booking', data: booking });
    sockets[0]!.receive({ type: 'payment_notice', data: notice });
    sockets[0]!.receive({ type: 'whatsapp_message', data: whatsappMessage });
    expect(onNewBooking).toHaveBeenCalledExactlyOnceWith(booking);
    expect(onPaymentNotice).toHaveBeenCalledExactlyOnceWith(notice);
    expect(onWhatsappMessage).toHaveBeenCalledExactlyOnceWith(whatsappMessage);
  });

  it('reconnects after a drop with growing delays, and starts over once a socket has stayed open', () => {
    start();
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.onopen?.({});
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    sockets[2]!.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('reconnects at once when the server goes away (a restart or deploy), its backoff started over', () => {
    start();
    sockets[0]!.drop(3000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1001);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(3);
    sockets[2]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
  });

  it('stays closed after the server closes it for a sign-out', () => {
    start();
    sockets[0]!.drop(4001);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('retries at once, not after its backoff, when the network comes back', () => {
    const network = new EventTarget();
    start({ network });
    sockets[0]!.drop();
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
  });

  it('closes for good when unsubscribed', () => {
    const { stop } = start();
    stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('sharedLiveNews', () => {
  it('opens one connection for every subscriber, hands each the news it asked for, and closes it when the last leaves', () => {
    const connections: { listeners: LiveNewsListeners; stopped: boolean }[] = [];
    const live = sharedLiveNews((listeners) => {
      const connection = { listeners, stopped: false };
      connections.push(connection);
      return () => void (connection.stopped = true);
    });
    const leads = vi.fn();
    const bookings = vi.fn();
    const paymentNotices = vi.fn();
    const stopLeads = live.watchLeads(leads);
    const stopBookings = live.watchBookings(bookings);
    const stopPaymentNotices = live.watchPaymentNotices(paymentNotices);
    const whatsappMessages = vi.fn();
    const stopWhatsappMessages = live.watchWhatsappMessages(whatsappMessages);
    expect(connections).toHaveLength(1);
    connections[0]!.listeners.onNewLead(submission);
    connections[0]!.listeners.onNewBooking(booking);
    connections[0]!.listeners.onPaymentNotice(notice);
    connections[0]!.listeners.onWhatsappMessage(whatsappMessage);
    expect(leads.mock.calls).toEqual([[submission]]);
    expect(bookings.mock.calls).toEqual([[booking]]);
    expect(paymentNotices.mock.calls).toEqual([[notice]]);
    expect(whatsappMessages.mock.calls).toEqual([[whatsappMessage]]);

    stopLeads();
    stopBookings();
    expect(connections[0]!.stopped).toBe(false);
    stopPaymentNotices();
    expect(connections[0]!.stopped).toBe(false);
    stopWhatsappMessages();
    expect(connections[0]!.stopped).toBe(true);
    live.watchBookings(bookings);
    expect(connections).toHaveLength(2);
  });
});

describe('socketUrlFor', () => {
  it('follows the page: ws for http, wss for https', () => {
    expect(socketUrlFor({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(socketUrlFor({ protocol: 'https:', host: 'dietbar.example' })).toBe('wss://dietbar.example/ws');
  });
});
