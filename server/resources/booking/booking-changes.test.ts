import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, BookingDetail, BookingSummary, ConsultationType, ManagedBooking } from '@shared/schemas/booking';
import { bookingServer, NOW, problems, slotStarts, THURSDAY, WEDNESDAY } from '../../test/booking-server';
import { instantOf, readCalendar, valueOf } from '../../test/calendar';
import { bookingInput } from '../../test/factories';
import type { TestClient, TestServer } from '../../test/harness';

const HOUR_MS = 60 * 60 * 1000;

/** Wednesday's times in UTC (Cairo is UTC+2 in December). */
const at = (time: string, date = WEDNESDAY) => `${date}T${time}:00.000Z`;

describe('changing a booking', () => {
  let server: TestServer;
  let admin: TestClient;
  let consultation: ConsultationType;
  let call: ConsultationType;
  let setNow: (instant: Date) => Date;
  let emailNumber = 0;

  beforeAll(async () => {
    ({ server, admin, consultation, call, setNow } = await bookingServer({ BOOKING_RATE_LIMIT: '1000' }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Books `start` as a new visitor (each with an e-mail of their own, so each its own lead); answers the 201's body. */
  async function book(start: string, type: ConsultationType = consultation, email = `visitor${++emailNumber}@example.com`): Promise<BookingCreated> {
    const answer = await server.client().post('/api/bookings', bookingInput({ typeId: type.id, start, email }));
    expect(answer.status).toBe(201);
    return answer.body;
  }

  const tokenOf = (booking: BookingCreated) => booking.manageUrl.replace('/booking/', '');

  /** Moves the server's clock, and signs the admin in again (a jump of more than 12 hours ends an idle session). */
  async function travelTo(instant: Date) {
    setNow(instant);
    admin = await server.admin();
  }

  describe('through the visitor’s link', () => {
    it('shows the booking with its type, the practice’s zone and until when it can be changed', async () => {
      const booking = await book(at('09:00'));
      expect(booking.manageUrl).toMatch(/^\/booking\/[A-Za-z0-9_-]{43}$/);
      const answer = await server.client().get(`/api/bookings/manage/${tokenOf(booking)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual<ManagedBooking>({
        id: booking.id,
        status: 'confirmed',
        start: at('09:00'),
        end: at('09:45'),
        name: 'Laila Hassan',
        language: 'ar',
        timeZone: 'Africa/Cairo',
        type: {
          id: consultation.id,
          nameEn: consultation.nameEn,
          nameAr: consultation.nameAr,
          durationMinutes: 45,
          mode: consultation.mode,
          locationEn: consultation.locationEn,
          locationAr: consultation.locationAr,
          priceCents: consultation.priceCents,
          priceNote: consultation.priceNote,
          paymentRule: 'none',
          depositCents: 0,
          refundNoticeHours: 24,
        },
        changeableUntil: at('21:00', '2026-12-01'),
        canChange: true,
        refundOnCancelCents: 0,
      });
      // Only the hash is stored: the token itself appears nowhere in the table.
      const row = await server.db('bookings').where({ id: booking.id }).first();
      expect(JSON.stringify(row)).not.toContain(tokenOf(booking));
    });

    it('answers 404 for a token that opens no booking, whatever its shape', async () => {
      for (const token of ['unknown', 'A'.repeat(43), 'x'.repeat(150)]) {
        expect((await server.client().get(`/api/bookings/manage/${token}`)).status).toBe(404);
        expect((await server.client().post(`/api/bookings/manage/${token}/cancel`)).status).toBe(404);
      }
    });

    it('moves it to another free time: the new time is taken, the old one offered again, onto a taken one is 409', async () => {
      const booking = await book(at('10:00'));
      const other = await book(at('12:00'));
      const visitor = server.client();
      const moved = await visitor.post(`/api/bookings/manage/${tokenOf(booking)}/reschedule`, { start: at('10:30') });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: booking.id, start: at('10:30'), end: at('11:15'), status: 'confirmed' });
      // Overlapping its own old time is fine: it is the booking being moved.
      const starts = await slotStarts(visitor, consultation.id, WEDNESDAY);
      expect(starts).toContain(at('09:45'));
      expect(starts).not.toContain(at('10:30'));

      const onto = await visitor.post(`/api/bookings/manage/${tokenOf(booking)}/reschedule`, { start: at('11:30') });
      expect(onto.status).toBe(409);
      expect(onto.body.error.code).toBe('slot_unavailable');
      expect((await visitor.post(`/api/bookings/manage/${tokenOf(booking)}/reschedule`, { start: at('10:07') })).body.error.code).toBe('slot_unavailable');
      expect(problems(await visitor.post(`/api/bookings/manage/${tokenOf(booking)}/reschedule`, { start: 'tomorrow' }))).toEqual(['start: invalid']);
      expect((await server.db('bookings').where({ id: booking.id }).first()).sequence).toBe(1);
      await visitor.post(`/api/bookings/manage/${tokenOf(other)}/cancel`);
    });

    it('cancels it, freeing its time at once; a second cancel or a move after is 409 not_changeable', async () => {
      const booking = await book(at('13:00'));
      const visitor = server.client();
      expect(await slotStarts(visitor, consultation.id, WEDNESDAY)).not.toContain(at('13:00'));
      const cancelled = await visitor.post(`/api/bookings/manage/${tokenOf(booking)}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ id: booking.id, status: 'cancelled', canChange: false });
      expect(await slotStarts(visitor, consultation.id, WEDNESDAY)).toContain(at('13:00'));
      for (const again of [visitor.post(`/api/bookings/manage/${tokenOf(booking)}/cancel`), visitor.post(`/api/bookings/manage/${tokenOf(booking)}/reschedule`, { start: at('14:00') })]) {
        const answer = await again;
        expect(answer.status).toBe(409);
        expect(answer.body.error.code).toBe('not_changeable');
      }
      // Another visitor can book the freed time.
      await book(at('13:00'));
    });

    it('refuses both within the cancel notice with 409 too_late, and the booking stays as it was', async () => {
      const booking = await book(at('15:00'));
      try {
        // 12 hours before the start, as the demo's cancel notice says: the last moment is just before.
        await travelTo(new Date(Date.parse(at('15:00')) - 12 * HOUR_MS - 1000));
        expect((await server.client().get(`/api/bookings/manage/${tokenOf(booking)}`)).body.canChange).toBe(true);
        await travelTo(new Date(Date.parse(at('15:00')) - 12 * HOUR_MS));
        const view = await server.client().get(`/api/bookings/manage/${tokenOf(booking)}`);
        expect(view.body).toMatchObject({ status: 'confirmed', canChange: false });
        for (const change of [
          server.client().post(`/api/bookings/manage/${tokenOf(booking)}/cancel`),
          server.client().post(`/api/bookings/manage/${tokenOf(booking)}/reschedule`, { start: at('08:00', THURSDAY) }),
        ]) {
          const answer = await change;
          expect(answer.status).toBe(409);
          expect(answer.body.error.code).toBe('too_late');
          expect(answer.body.error.message).toMatch(/call or message the practice/);
        }
        expect(await server.db('bookings').where({ id: booking.id }).first()).toMatchObject({ status: 'confirmed', sequence: 0 });
      } finally {
        await travelTo(NOW);
      }
    });
  });

  describe('in the dashboard', () => {
    it('lists the bookings of the practice’s dates, both included, by start, with X-Total-Count; by status or by lead', async () => {
      const first = await book(at('08:00', THURSDAY), consultation, 'agenda@example.com');
      const second = await book(at('14:00', THURSDAY), call, 'agenda@example.com');
      // 23:30 on Thursday in Cairo is 21:30 UTC: still Thursday's.
      await admin.put('/api/booking/availability', { ...(await admin.get('/api/booking/availability')).body, exceptions: [{ date: THURSDAY, ranges: [{ start: '10:00', end: '23:45' }] }] });
      const late = await book(at('21:30', THURSDAY), call, 'late@example.com');

      const thursday = await admin.get(`/api/bookings?from=${THURSDAY}&to=${THURSDAY}`);
      expect(thursday.status).toBe(200);
      expect(thursday.body.map((booking: BookingSummary) => booking.id)).toEqual([first.id, second.id, late.id]);
      expect(thursday.headers.get('x-total-count')).toBe('3');
      expect(thursday.body[0]).toMatchObject({ typeId: consultation.id, status: 'confirmed', email: 'agenda@example.com', start: at('08:00', THURSDAY), sequence: 0 });
      expect(thursday.body[0]).not.toHaveProperty('manageTokenHash');
      expect((await admin.get(`/api/bookings?from=${WEDNESDAY}&to=${WEDNESDAY}`)).body.map((booking: BookingSummary) => booking.id)).not.toContain(late.id);

      const leadId = thursday.body[0].leadId;
      expect(leadId).toEqual(expect.any(Number));
      expect((await admin.get(`/api/bookings?lead=${leadId}`)).body.map((booking: BookingSummary) => booking.id)).toEqual([first.id, second.id]);
      await server.client().post(`/api/bookings/manage/${tokenOf(second)}/cancel`);
      expect((await admin.get(`/api/bookings?from=${THURSDAY}&to=${THURSDAY}&status=cancelled`)).body.map((booking: BookingSummary) => booking.id)).toEqual([second.id]);
    });

    it('refuses a list without dates or lead, a reversed or too long range, and anyone signed out', async () => {
      expect(problems(await admin.get('/api/bookings'))).toEqual(['from: required', 'to: required']);
      expect(problems(await admin.get(`/api/bookings?from=${THURSDAY}&to=${WEDNESDAY}`))).toEqual(['to: ends_before_start']);
      expect(problems(await admin.get('/api/bookings?from=2026-01-01&to=2027-01-02'))).toEqual(['to: too_many_days']);
      expect(problems(await admin.get(`/api/bookings?from=${WEDNESDAY}&to=${WEDNESDAY}&status=done`))).toEqual(['status: invalid_choice']);
      expect((await server.client().get(`/api/bookings?from=${WEDNESDAY}&to=${WEDNESDAY}`)).status).toBe(401);
      expect((await server.client().get('/api/bookings/1')).status).toBe(401);
      expect((await server.client().patch('/api/bookings/1', { status: 'completed' })).status).toBe(401);
      expect((await server.client().post('/api/bookings/1/reschedule', { start: at('09:00') })).status).toBe(401);
      expect((await admin.get('/api/bookings/999999')).status).toBe(404);
    });

    it('marks a booking completed or missed once it has started, and cancels one, each in the audit log', async () => {
      const booking = await book(at('09:00', THURSDAY), consultation);
      const early = await admin.patch(`/api/bookings/${booking.id}`, { status: 'completed' });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('not_started');
      expect(problems(await admin.patch(`/api/bookings/${booking.id}`, { status: 'confirmed' }))).toEqual(['status: invalid_choice']);
      try {
        await travelTo(new Date(at('09:30', THURSDAY)));
        const completed = await admin.patch<BookingDetail>(`/api/bookings/${booking.id}`, { status: 'completed' });
        expect(completed.status).toBe(200);
        expect(completed.body).toMatchObject({ id: booking.id, status: 'completed', emails: [] });
        expect((await admin.patch(`/api/bookings/${booking.id}`, { status: 'no_show' })).body.status).toBe('no_show');
        // A completed or missed booking has taken place: it cannot be cancelled.
        expect((await admin.patch(`/api/bookings/${booking.id}`, { status: 'cancelled' })).body.error.code).toBe('not_changeable');
      } finally {
        await travelTo(NOW);
      }
      const other = await book(at('12:00', THURSDAY), consultation);
      const cancelled = await admin.patch(`/api/bookings/${other.id}`, { status: 'cancelled' });
      expect(cancelled.body.status).toBe('cancelled');
      expect(await slotStarts(server.client(), consultation.id, THURSDAY)).toContain(at('12:00', THURSDAY));
      expect((await admin.patch(`/api/bookings/${other.id}`, { status: 'completed' })).body.error.code).toBe('not_changeable');

      const log = await admin.get('/api/audit-log?entity=booking');
      const entries = log.body.items.filter((entry: { entityId: number }) => entry.entityId === booking.id || entry.entityId === other.id);
      expect(entries.map((entry: { action: string; changes: object }) => [entry.action, entry.changes])).toEqual([
        ['booking.updated', { status: ['confirmed', 'cancelled'] }],
        ['booking.updated', { status: ['completed', 'no_show'] }],
        ['booking.updated', { status: ['confirmed', 'completed'] }],
      ]);
      expect(JSON.stringify(log.body)).not.toContain('Laila');
    });

    it('moves a booking to any free time of the hours, however soon, but never onto another booking or outside the hours', async () => {
      const booking = await book(at('10:00', THURSDAY), call);
      const blocker = await book(at('11:00', THURSDAY), consultation);
      // Tuesday 12:00 in Cairo is within the 12 hours' notice a visitor must give: the practice may still book it.
      const soon = '2026-12-01T10:00:00.000Z';
      expect(await slotStarts(server.client(), call.id, '2026-12-01')).toEqual([]);
      expect((await server.client().get(`/api/booking/slots?type=${call.id}&from=2026-12-01&to=2026-12-01&asPractice=true`)).status).toBe(401);
      expect(await slotStarts(admin, call.id, '2026-12-01', '2026-12-01', '&asPractice=true')).toContain(soon);

      const moved = await admin.post<BookingDetail>(`/api/bookings/${booking.id}/reschedule`, { start: soon });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: booking.id, start: soon, end: '2026-12-01T10:15:00.000Z', sequence: 1 });
      for (const start of [at('11:30', THURSDAY), at('16:00'), '2026-12-04T10:00:00.000Z', '2026-11-30T10:00:00.000Z']) {
        const refused = await admin.post(`/api/bookings/${booking.id}/reschedule`, { start });
        expect(refused.status).toBe(409);
        expect(refused.body.error.code).toBe('slot_unavailable');
      }
      const log = await admin.get('/api/audit-log?entity=booking');
      expect(log.body.items.find((entry: { entityId: number }) => entry.entityId === booking.id)).toMatchObject({
        action: 'booking.updated',
        changes: { start: [at('10:00', THURSDAY), soon], end: [at('10:15', THURSDAY), '2026-12-01T10:15:00.000Z'] },
      });
      await admin.patch(`/api/bookings/${blocker.id}`, { status: 'cancelled' });
    });
  });

  describe('the owner’s calendar feed', () => {
    /** The feed's path and query from its absolute address. */
    const feedPath = (url: string) => url.slice(url.indexOf('/api/'));

    it('gives each admin one private address answering the bookings that are not cancelled, times in UTC', async () => {
      const booking = await book(at('15:00', THURSDAY), consultation);
      const cancelled = await book(at('13:00', THURSDAY), call);
      await admin.patch(`/api/bookings/${cancelled.id}`, { status: 'cancelled' });

      const address = await admin.get('/api/booking/calendar-feed');
      expect(address.status).toBe(200);
      expect(address.body.url).toMatch(new RegExp(`^${server.url}/api/booking/calendar\\.ics\\?token=[A-Za-z0-9_-]{43}$`));
      expect((await admin.get('/api/booking/calendar-feed')).body.url).toBe(address.body.url);

      const feed = await server.client().get(feedPath(address.body.url));
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(feed.headers.get('cache-control')).toBe('private, no-cache');
      const text = feed.text.replace(/\r\n[ \t]/g, '');
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).not.toContain('METHOD:');
      const host = new URL(server.url).hostname;
      expect(text).toContain(`UID:booking-${booking.id}@${host}`);
      expect(text).toContain('DTSTART:20261203T150000Z');
      expect(text).toContain('DTEND:20261203T154500Z');
      expect(text).toContain(`/admin/dashboard?booking=${booking.id}`);
      expect(text).not.toContain(`UID:booking-${cancelled.id}@`);
    });

    it('answers the same text while the bookings stay as they are, each event stamped with its booking’s last change', async () => {
      const url = feedPath((await admin.get('/api/booking/calendar-feed')).body.url);
      const feedText = async () => {
        const feed = await server.client().get(url);
        expect(feed.status).toBe(200);
        expect(feed.text).toMatch(/^(?:[^\r\n]*\r\n)+$/);
        return feed.text;
      };
      const stampOf = (text: string, id: number) => {
        const event = readCalendar(text).events.find((properties) => valueOf(properties, 'UID')?.startsWith(`booking-${id}@`));
        return instantOf(valueOf(event ?? [], 'DTSTAMP'));
      };
      const firstFree = async () => (await slotStarts(admin, consultation.id, THURSDAY))[0]!;
      const moving = await book(await firstFree());
      const staying = await book(await firstFree());
      const { updatedAt } = (await admin.get<BookingDetail>(`/api/bookings/${moving.id}`)).body;
      const booked = await feedText();
      expect([stampOf(booked, moving.id), stampOf(booked, staying.id)]).toEqual([updatedAt, updatedAt]);

      const later = setNow(new Date(Date.parse(updatedAt) + HOUR_MS));
      expect(await feedText()).toBe(booked);

      expect((await admin.post(`/api/bookings/${moving.id}/reschedule`, { start: await firstFree() })).status).toBe(200);
      const moved = await feedText();
      expect(stampOf(moved, moving.id)).toBe(later.toISOString());
      expect(stampOf(moved, staying.id)).toBe(stampOf(booked, staying.id));
      expect(await feedText()).toBe(moved);
    });

    it('renews the address: the old one is refused from then on, and the renewal is in the audit log', async () => {
      const old = (await admin.get('/api/booking/calendar-feed')).body.url;
      const renewed = await admin.post('/api/booking/calendar-feed');
      expect(renewed.status).toBe(200);
      expect(renewed.body.url).not.toBe(old);
      expect((await admin.get('/api/booking/calendar-feed')).body.url).toBe(renewed.body.url);
      expect((await server.client().get(feedPath(old))).status).toBe(404);
      expect((await server.client().get(feedPath(renewed.body.url))).status).toBe(200);
      const log = await admin.get('/api/audit-log?entity=calendar_feed');
      expect(log.body.items[0]).toMatchObject({ action: 'calendar_feed.renewed', entity: 'calendar_feed' });
      expect(JSON.stringify(log.body)).not.toContain(new URL(renewed.body.url).searchParams.get('token'));
    });

    it('refuses the address signed out, and a feed with no or an unknown token', async () => {
      expect((await server.client().get('/api/booking/calendar-feed')).status).toBe(401);
      expect((await server.client().post('/api/booking/calendar-feed')).status).toBe(401);
      expect((await server.client().get('/api/booking/calendar.ics')).status).toBe(400);
      expect((await server.client().get('/api/booking/calendar.ics?token=guess')).status).toBe(404);
    });
  });
});
