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
 * A name as a parameter value (CN="…"): a double quote cannot appear in one, and ical-generator writes it
 * backslash-escaped, which calendar apps read as the end of the name and the rest as the address.
 */
const parameterText = (name: string) => name.replace(/["\p{Cc}]/gu, '');

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
  return calendar.toString();
}

/** The .ics text of a calendar to subscribe to: the given events, times in UTC, no METHOD (it is not an invitation). */
export function calendarFeed({ name, events }: { name: string; events: readonly CalendarEvent[] }): string {
  const calendar = newCalendar().name(name).ttl(FEED_REFRESH_SECONDS);
  for (const event of events) calendar.createEvent({ ...eventData(event), status: ICalEventStatus.CONFIRMED });
  return calendar.toString();
}
