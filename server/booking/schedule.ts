import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { addDays, DEFAULT_SLOT_QUERY_DAYS, freeSlots, isFreeSlot, practiceDateTime } from '@shared/booking/slots';
import { availabilitySchema, type Availability, type ConsultationType, type FreeSlotsAnswer } from '@shared/schemas/booking';
import { notFound } from '../http/errors';
import type { TableRepository } from '../tables/table';
import type { BookingRepository } from './bookings';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The rules of a practice that has set nothing yet: the schema's defaults, with no opening hours. */
const UNSET_AVAILABILITY = availabilitySchema.parse({ weekly: [] });

/** Whose rules a time is judged by: a visitor's are all of the availability's; the practice may ignore the notice and horizon. */
export interface SlotRules {
  /** The practice books for someone: any free time of its hours from now on, however soon or far ahead. */
  asPractice?: boolean;
  /** A booking being moved: its own time does not count as taken. */
  except?: number;
}

const LONGEST_HORIZON_DAYS = 730;

/** The rules a time is judged by: the practice's own bookings skip the minimum notice and the horizon. */
const rulesFor = (availability: Availability, { asPractice }: SlotRules): Availability =>
  asPractice ? { ...availability, minNoticeMinutes: 0, horizonDays: LONGEST_HORIZON_DAYS } : availability;

/** The one row of booking_settings: the practice's availability, stored whole. */
export interface BookingSettings {
  id: number;
  availability: Availability;
  updatedAt: string;
}

interface ScheduleOptions {
  repositories: {
    consultationTypes: Pick<TableRepository<ConsultationType>, 'find'>;
    bookingSettings: Pick<TableRepository<BookingSettings>, 'single'>;
  };
  bookings: BookingRepository;
  now: () => Date;
  /**
   * The version of all free times are read from: the bookings, the hours and the types (see freeTimes). Changes with
   * each of them, here or on another instance.
   */
  dataVersion?: () => string;
}

/** How many free-time answers are kept (type durations × date ranges × minutes): a few hundred kilobytes at most. */
const FREE_TIMES_KEPT = 500;

/** A kept answer's key: it depends on the type only by its length, so a type edited meanwhile cannot leave a wrong one. */
const freeTimesKey = (durationMinutes: number, from: string | undefined, to: string | undefined, asPractice: boolean, minute: number) =>
  `${durationMinutes}|${from ?? ''}|${to ?? ''}|${asPractice ? 'practice' : 'visitor'}|${minute}`;

/**
 * The minute an answer read at `moment` holds for, or undefined at the very first millisecond of a minute. Every
 * bound freeSlots compares the moment with (a time less the notice or the horizon, the midnight of a date) is a whole
 * minute, so one answer holds strictly between two minutes: at the exact minute a time starting then is still free.
 */
const minuteHeld = (moment: Date) => (moment.getTime() % MINUTE_MS === 0 ? undefined : Math.floor(moment.getTime() / MINUTE_MS));

/** The practice's hours and the bookings that fill them: what is free, and whether a given time is. */
export function bookingSchedule({ repositories, bookings, now, dataVersion = () => '' }: ScheduleOptions) {
  /** The availability as saved, or the defaults when it never was. */
  async function availability(connection?: Knex): Promise<Availability> {
    const settings = await repositories.bookingSettings.single(connection);
    return settings ? availabilitySchema.parse(settings.availability) : UNSET_AVAILABILITY;
  }

  /**
   * The live bookings that can touch a slot of the practice's dates `from` to `to`. The dates are read as UTC
   * midnights and widened by a day on each side (no zone is a day from UTC) and by the buffer kept around bookings.
   */
  function bookingsAround(rules: Availability, from: string, to: string, connection?: Knex, except?: number) {
    const margin = DAY_MS + rules.bufferMinutes * MINUTE_MS;
    return bookings.liveTimesBetween(new Date(Date.parse(from) - margin), new Date(Date.parse(to) + DAY_MS + margin), connection, except);
  }

  async function readFreeTimes(type: ConsultationType, from: string | undefined, to: string | undefined, judgedBy: SlotRules, moment: Date): Promise<FreeSlotsAnswer> {
    const rules = rulesFor(await availability(), judgedBy);
    const firstBookableDate = practiceDateTime(new Date(moment.getTime() + rules.minNoticeMinutes * MINUTE_MS), rules.timeZone).date;
    const lastBookableDate = practiceDateTime(new Date(moment.getTime() + rules.horizonDays * DAY_MS), rules.timeZone).date;
    const first = from ?? firstBookableDate;
    const last = to ?? addDays(first, DEFAULT_SLOT_QUERY_DAYS - 1);
    const taken = await bookingsAround(rules, first, last, undefined, judgedBy.except);
    const slots = freeSlots({ availability: rules, durationMinutes: type.durationMinutes, from: first, to: last, now: moment, bookings: taken });
    return { timeZone: rules.timeZone, from: first, to: last, firstBookableDate, lastBookableDate, slots };
  }

  const freeTimesKept = new LRUCache<string, FreeSlotsAnswer>({ max: FREE_TIMES_KEPT });
  /** The bookable types by id, kept with the free times (a few, read on every search). */
  const typesKept = new Map<number, ConsultationType>();
  let keptAt = dataVersion();
  /** The data version, the kept answers and types dropped when it changed since they were read. */
  const keptVersion = () => {
    const version = dataVersion();
    if (version !== keptAt) {
      freeTimesKept.clear();
      typesKept.clear();
      keptAt = version;
    }
    return version;
  };

  return {
    availability,

    /**
     * The type with that id when visitors can book it; a 404 when there is none or it is inactive. Read outside a
     * transaction, it is kept like the free times, until the types change.
     */
    async bookableType(id: number, connection?: Knex): Promise<ConsultationType> {
      const version = keptVersion();
      const kept = connection ? undefined : typesKept.get(id);
      if (kept) return kept;
      const type = await repositories.consultationTypes.find(id, connection);
      if (!type?.isActive) throw notFound('Consultation type');
      if (!connection && keptVersion() === version) typesKept.set(id, type);
      return type;
    },

    /**
     * A visitor's free times of the type with that id as freeTimes answers them now, when they are kept (and so is
     * the type): what can be answered without reading anything.
     */
    keptFreeTimes(typeId: number, from: string | undefined, to: string | undefined): FreeSlotsAnswer | undefined {
      keptVersion();
      const type = typesKept.get(typeId);
      const minute = minuteHeld(now());
      return type && minute !== undefined ? freeTimesKept.get(freeTimesKey(type.durationMinutes, from, to, false, minute)) : undefined;
    },

    /** The type with that id, active or not (a booking keeps the type it was made for); a 404 when there is none. */
    async anyType(id: number, connection?: Knex): Promise<ConsultationType> {
      const type = await repositories.consultationTypes.find(id, connection);
      if (!type) throw notFound('Consultation type');
      return type;
    },

    /**
     * The free times of a type on the practice's dates `from` to `to`, both included: by default from the first date
     * that can be booked (now plus the minimum notice), for a week. Kept until the bookings, the hours or the types
     * change (dataVersion) or the minute passes: the slot search answers from memory.
     */
    async freeTimes(type: ConsultationType, from?: string, to?: string, judgedBy: SlotRules = {}): Promise<FreeSlotsAnswer> {
      const moment = now();
      const minute = minuteHeld(moment);
      // A move's own answer (its booking's time counted free) is one admin's, once: not kept.
      if (minute === undefined || judgedBy.except !== undefined) return readFreeTimes(type, from, to, judgedBy, moment);
      const key = freeTimesKey(type.durationMinutes, from, to, judgedBy.asPractice === true, minute);
      // Read before the data is: a change committed meanwhile changes it, and the answer is then not kept.
      const version = keptVersion();
      const kept = freeTimesKept.get(key);
      if (kept) return kept;
      const answer = await readFreeTimes(type, from, to, judgedBy, moment);
      if (keptVersion() === version) freeTimesKept.set(key, answer);
      return answer;
    },

    /** True when `start` begins one of the type's free times, read through `connection` (a booking's transaction). */
    async isFree(type: ConsultationType, start: string, connection: Knex, judgedBy: SlotRules = {}): Promise<boolean> {
      const rules = rulesFor(await availability(connection), judgedBy);
      const { date } = practiceDateTime(start, rules.timeZone);
      const taken = await bookingsAround(rules, date, date, connection, judgedBy.except);
      return isFreeSlot({ availability: rules, durationMinutes: type.durationMinutes, start, now: now(), bookings: taken });
    },
  };
}

export type BookingSchedule = ReturnType<typeof bookingSchedule>;
