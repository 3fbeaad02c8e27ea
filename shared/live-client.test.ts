import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentNotice } from './api-types';
import { liveClient, type LiveSocketEvents, type LiveState } from './live-client';
import { STABLE_CONNECTION_MS } from './reconnect-policy';
import type { BookingNotice } from './schemas/booking';
import type { LeadNotice } from './schemas/lead';

const lead: LeadNotice = {
  id: 7,
  name: 'Omar',
  email: 'o@example.com',
  phone: '',
  packageInterest: 'other',
  message: 'Hi',
  status: 'new',
  language: 'en',
  submittedAt: '2026-01-01T00:00:00.000Z',
};

const booking: BookingNotice = { id: 3, name: 'Mona', start: '2026-05-03T07:00:00.000Z', typeId: 1 };
const notice: PaymentNotice = { kind: 'late_payment_refunded', booking };

describe('liveClient', () => {
  let sockets: { events: LiveSocketEvents; sent: string[]; closed: boolean }[];
  let states: LiveState[];
  const start = () => {
    const onNewLead = vi.fn();
    const onNewBooking = vi.fn();
    const onPaymentNotice = vi.fn();
    const client = liveClient({
      openSocket(events) {
        const socket = { events, sent: [] as string[], closed: false };
        sockets.push(socket);
        return { send: (data) => socket.sent.push(data), close: () => (socket.closed = true) };
      },
      onNewLead,
      onNewBooking,
      onPaymentNotice,
      onStateChange: (state) => states.push(state),
      policy: { delay: (attempt) => 1000 * 2 ** attempt },
    });
    client.start();
    return { client, onNewLead, onNewBooking, onPaymentNotice };
  };
  const last = () => sockets.at(-1)!;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('says admin_connect on open and hands over each new lead and booking, skipping what it cannot read', () => {
    const { client, onNewLead, onNewBooking } = start();
    last().events.opened();
    expect(client.state).toBe('open');
    expect(last().sent).toEqual(['{"type":"admin_connect"}']);
    last().events.received('not json');
    last().events.received(JSON.stringify({ type: 'new_contact_submission', data: lead }));
    last().events.received(JSON.stringify({ type: 'new_booking', data: booking }));
    expect(onNewLead).toHaveBeenCalledExactlyOnceWith(lead);
    expect(onNewBooking).toHaveBeenCalledExactlyOnceWith(booking);
  });

  it('hands over a payment notice apart from the news of bookings', () => {
    const { onNewBooking, onPaymentNotice } = start();
    last().events.opened();
    last().events.received(JSON.stringify({ type: 'payment_notice', data: notice }));
    expect(onPaymentNotice).toHaveBeenCalledExactlyOnceWith(notice);
    expect(onNewBooking).not.toHaveBeenCalled();
  });

  it('starts its backoff over only once a socket has stayed open for a while, not when it merely opened', () => {
    start();
    last().events.closed(1006);
    vi.advanceTimersByTime(1000);
    // Opened and dropped at once: the next wait still grows.
    last().events.opened();
    last().events.closed(1006);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().events.opened();
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    last().events.closed(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
  });

  it('retries at once, its backoff started over, when the server goes away', () => {
    start();
    last().events.closed(1006);
    vi.advanceTimersByTime(1000);
    last().events.closed(1001);
    expect(sockets).toHaveLength(3);
    last().events.closed(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
  });

  it('stays signed out after a sign-out close, and resume does not wake it', () => {
    const { client } = start();
    last().events.closed(4001);
    client.resume();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('signed-out');
  });

  it('while waiting, resume retries at once; while open it changes nothing', () => {
    const { client } = start();
    last().events.opened();
    client.resume();
    expect(sockets).toHaveLength(1);
    last().events.closed(1006);
    expect(client.state).toBe('waiting');
    client.resume();
    expect(sockets).toHaveLength(2);
    expect(states).toEqual(['connecting', 'open', 'waiting', 'connecting']);
  });

  it('holds one socket at a time and ignores what a replaced or stopped one still says', () => {
    const { client, onNewLead } = start();
    const first = last();
    client.start();
    expect(first.closed).toBe(true);
    first.events.received(JSON.stringify({ type: 'new_contact_submission', data: lead }));
    first.events.closed(1006);
    expect(client.state).toBe('connecting');
    client.stop();
    last().events.closed(1006);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(client.state).toBe('idle');
    expect(onNewLead).not.toHaveBeenCalled();
  });
});
