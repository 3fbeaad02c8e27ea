import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';

/** One booking as a calendar event. Text is written as given, in whichever language the reader gets. */
export interface CalendarEvent {
  /** Stays the same for the life of the booking, so that an update or a cancellation replaces the event it names. */
  uid: string;
  /** Grows with each change (a move, a cancellation): calendars keep the highest they have seen. */
  sequence: number;
  start: Date | string;
  end: Date | string;
  summary: string;
  description: string;
  /** An address, or the online meeting's link. */
  location?: string;
  /** The visitor's page to cancel or move the booking. */
  url?: string;
}

/** One booking in the owner's feed. */
export interface FeedEvent extends CalendarEvent {
  /**
   * When the booking last changed (its DTSTAMP: in a calendar without METHOD that is the event's last change), so that
   * a calendar polling the feed sees an event as changed only when it is.
   */
  lastChanged: Date | string;
}

export interface Person {
  name: string;
  email: string;
}

export interface BookingInvitationEvent extends CalendarEvent {
  /** REQUEST for a new or moved booking, CANCEL for a cancelled one. */
  method: 'REQUEST' | 'CANCEL';
  organizer: Person;
  attendee: Person;
}

/** A booking's event UID, the same in every invitation and feed for the life of the booking: `booking-12@example.com`. */
export const bookingEventUid = (bookingId: number, siteUrl: string) => `booking-${bookingId}@${new URL(siteUrl).hostname}`;

const PRODUCT_ID = { company: 'DietBar', product: 'Bookings', language: 'EN' };

/** How often a subscribed calendar is asked to fetch the feed again (Apple Calendar and Outlook honour it). */
const FEED_REFRESH_SECONDS = 15 * 60;

/**
 * A name as a quoted parameter value (CN="…"), which has no backslash escapes: a double quote would end it (the rest
 * read as the address), so it is written as ^' and a caret as ^^ (RFC 6868); a backslash, which ical-generator would
 * double, and control characters are left out.
 */
const parameterText = (name: string) =>
  name.replace(/[\\\p{Cc}]/gu, '').replace(/[\^"]/g, (character) => (character === '^' ? '^^' : "^'"));

const eventData = (event: CalendarEvent): ICalEventData => ({
  id: event.uid,
  sequence: event.sequence,
  // Plain Dates and no zone on the calendar: ical-generator then writes every time in UTC (…Z).
  start: new Date(event.start),
  end: new Date(event.end),
  summary: event.summary,
  description: event.description,
  location: event.location ?? null,
  url: event.url ?? null,
});

const newCalendar = (): ICalCalendar => ical({ prodId: PRODUCT_ID });

/** The calendar's text: every content line ends with CRLF, the last one too, which ical-generator leaves off. */
const icsText = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/**
 * The .ics text of an invitation to one booking (iTIP, RFC 5546): METHOD:REQUEST for a new or moved booking,
 * METHOD:CANCEL with STATUS:CANCELLED for a cancelled one; times in UTC.
 */
export function bookingInvitation({ method, organizer, attendee, ...event }: BookingInvitationEvent): string {
  const calendar = newCalendar().method(method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    ...eventData(event),
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterText(organizer.name), email: organizer.email },
    // The visitor chose this time themselves: their calendar is not asked to send an answer back.
    attendees: [{ name: parameterText(attendee.name), email: attendee.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
  });
  return icsText(calendar);
}

/** The .ics text of a calendar to subscribe to: the given events, times in UTC, no METHOD (it is not an invitation). */
export function calendarFeed({ name, events }: { name: string; events: readonly FeedEvent[] }): string {
  const calendar = newCalendar().name(name).ttl(FEED_REFRESH_SECONDS);
  for (const { lastChanged, ...event } of events) calendar.createEvent({ ...eventData(event), stamp: new Date(lastChanged), status: ICalEventStatus.CONFIRMED });
  return icsText(calendar);
}
