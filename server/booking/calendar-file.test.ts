import { describe, expect, it } from 'vitest';
import { instantOf, propertyOf, readCalendar, valueOf } from '../test/calendar';
import { bookingInvitation, calendarFeed, type BookingInvitationEvent, type CalendarEvent, type FeedEvent } from './calendar-file';

const booking: CalendarEvent = {
  uid: 'booking-42@dietbar.example',
  sequence: 0,
  start: '2026-05-03T10:00:00+03:00',
  end: '2026-05-03T10:45:00+03:00',
  summary: 'استشارة أولى',
  description: 'موعدك مع العيادة، يوم الأحد; نراك قريباً\nلإلغاء الموعد أو تغييره: https://dietbar.example/booking/abc',
  location: '12 شارع التحرير، الدقي، الجيزة',
  url: 'https://dietbar.example/booking/abc',
};

/** Text made only of content lines that each end with CRLF, the last one included. */
const CONTENT_LINES = /^(?:[^\r\n]*\r\n)+$/;

const invitation: BookingInvitationEvent = {
  ...booking,
  method: 'REQUEST',
  organizer: { name: 'DietBar', email: 'hello@dietbar.example' },
  attendee: { name: 'منى علي', email: 'mona@example.com' },
};

describe('bookingInvitation', () => {
  it('writes a REQUEST whose UID, SEQUENCE, times (in UTC) and texts read back as given', () => {
    const { calendar, events } = readCalendar(bookingInvitation(invitation));
    expect(valueOf(calendar, 'METHOD')).toBe('REQUEST');
    expect(events).toHaveLength(1);
    const [event = []] = events;
    expect(valueOf(event, 'UID')).toBe('booking-42@dietbar.example');
    expect(valueOf(event, 'SEQUENCE')).toBe('0');
    expect(valueOf(event, 'DTSTART')).toMatch(/Z$/);
    expect(valueOf(event, 'DTEND')).toMatch(/Z$/);
    expect(instantOf(valueOf(event, 'DTSTART'))).toBe('2026-05-03T07:00:00.000Z');
    expect(instantOf(valueOf(event, 'DTEND'))).toBe('2026-05-03T07:45:00.000Z');
    expect(valueOf(event, 'STATUS')).toBe('CONFIRMED');
    expect(valueOf(event, 'SUMMARY')).toBe(invitation.summary);
    expect(valueOf(event, 'DESCRIPTION')).toBe(invitation.description);
    expect(valueOf(event, 'LOCATION')).toBe(invitation.location);
    expect(valueOf(event, 'URL')).toBe(invitation.url);
    expect(propertyOf(event, 'ORGANIZER')).toMatchObject({ parameters: { CN: 'DietBar' }, value: 'mailto:hello@dietbar.example' });
    expect(propertyOf(event, 'ATTENDEE')).toMatchObject({ parameters: { CN: 'منى علي', PARTSTAT: 'ACCEPTED' } });
    expect(propertyOf(event, 'ATTENDEE')?.value.toLowerCase()).toBe('mailto:mona@example.com');
  });

  it('writes a CANCEL for the same UID, with a higher SEQUENCE and STATUS:CANCELLED', () => {
    const { calendar, events } = readCalendar(bookingInvitation({ ...invitation, method: 'CANCEL', sequence: 3 }));
    expect(valueOf(calendar, 'METHOD')).toBe('CANCEL');
    const [event = []] = events;
    expect(valueOf(event, 'UID')).toBe(invitation.uid);
    expect(valueOf(event, 'SEQUENCE')).toBe('3');
    expect(valueOf(event, 'STATUS')).toBe('CANCELLED');
    expect(instantOf(valueOf(event, 'DTSTART'))).toBe('2026-05-03T07:00:00.000Z');
  });

  it('leaves out the place and link when there are none', () => {
    const { events } = readCalendar(bookingInvitation({ ...invitation, location: undefined, url: undefined }));
    expect(propertyOf(events[0] ?? [], 'LOCATION')).toBeUndefined();
    expect(propertyOf(events[0] ?? [], 'URL')).toBeUndefined();
  });

  it('keeps a name with double quotes from changing the address it belongs to', () => {
    const attendee = { name: 'x":mailto:someone-else@example.com;X="', email: 'mona@example.com' };
    const { events } = readCalendar(bookingInvitation({ ...invitation, attendee }));
    expect(propertyOf(events[0] ?? [], 'ATTENDEE')?.value.toLowerCase()).toBe('mailto:mona@example.com');
  });

  it('names the attendee as given, with commas, semicolons, colons, double quotes, carets and Arabic letters', () => {
    for (const name of ['منى علي', 'Doe, Jane; "JJ": the 2nd', 'نور "النجمة"، ^_^: ؛']) {
      const event = readCalendar(bookingInvitation({ ...invitation, attendee: { name, email: 'mona@example.com' } })).events[0] ?? [];
      expect(propertyOf(event, 'ATTENDEE')).toMatchObject({ parameters: { CN: name }, value: 'MAILTO:mona@example.com' });
    }
  });

  it('writes lines of at most 75 octets, each ended by CRLF, the last one too', () => {
    const text = bookingInvitation({ ...invitation, description: 'وصف طويل '.repeat(40) });
    for (const method of ['REQUEST', 'CANCEL'] as const) expect(bookingInvitation({ ...invitation, method })).toMatch(CONTENT_LINES);
    expect(text).toMatch(CONTENT_LINES);
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75 && !line.includes('\n'))).toBe(true);
    expect(lines.length).toBeGreaterThan(10);
  });
});

describe('calendarFeed', () => {
  const events: FeedEvent[] = [
    { ...booking, uid: 'booking-1@dietbar.example', start: '2026-05-03T07:00:00Z', end: '2026-05-03T07:45:00Z', lastChanged: '2026-04-20T09:30:15.000Z' },
    {
      ...booking,
      uid: 'booking-2@dietbar.example',
      sequence: 2,
      start: '2026-11-01T08:00:00.000Z',
      end: '2026-11-01T08:15:00.000Z',
      location: undefined,
      lastChanged: '2026-10-30T17:05:00.000Z',
    },
  ];

  it('lists each event with its UID and UTC times, and no METHOD', () => {
    const feed = readCalendar(calendarFeed({ name: 'DietBar bookings', events }));
    expect(valueOf(feed.calendar, 'METHOD')).toBeUndefined();
    expect(valueOf(feed.calendar, 'X-WR-CALNAME')).toBe('DietBar bookings');
    expect(
      feed.events.map((event) => ({
        uid: valueOf(event, 'UID'),
        sequence: valueOf(event, 'SEQUENCE'),
        start: instantOf(valueOf(event, 'DTSTART')),
        end: instantOf(valueOf(event, 'DTEND')),
        summary: valueOf(event, 'SUMMARY'),
      })),
    ).toEqual([
      { uid: 'booking-1@dietbar.example', sequence: '0', start: '2026-05-03T07:00:00.000Z', end: '2026-05-03T07:45:00.000Z', summary: booking.summary },
      { uid: 'booking-2@dietbar.example', sequence: '2', start: '2026-11-01T08:00:00.000Z', end: '2026-11-01T08:15:00.000Z', summary: booking.summary },
    ]);
  });

  it('stamps each event with its last change, so that the same events give the same text whenever it is made', () => {
    const text = calendarFeed({ name: 'DietBar bookings', events });
    expect(readCalendar(text).events.map((event) => instantOf(valueOf(event, 'DTSTAMP')))).toEqual(['2026-04-20T09:30:15.000Z', '2026-10-30T17:05:00.000Z']);
    expect(calendarFeed({ name: 'DietBar bookings', events })).toBe(text);
  });

  it('ends every line with CRLF, the last one too', () => {
    expect(calendarFeed({ name: 'DietBar bookings', events })).toMatch(CONTENT_LINES);
  });

  it('is a calendar with no events when there are no bookings', () => {
    const feed = calendarFeed({ name: 'DietBar bookings', events: [] });
    expect(feed).toMatch(/^BEGIN:VCALENDAR\r\n[^]*\r\nEND:VCALENDAR\r\n$/);
    expect(readCalendar(feed).events).toEqual([]);
  });
});
