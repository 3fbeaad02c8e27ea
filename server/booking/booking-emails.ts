import type { Language } from '@shared/constants';
import { formatBookedTime, formatMinutes } from '@shared/booking/format';
import { safeHref } from '@shared/safe-urls';
import type { BookingEmailKind, ConsultationType } from '@shared/schemas/booking';
import { siteText } from '../../web/app/site-texts';
import { escapeHtml } from '../http/escape-html';
import { fieldLines, fieldTable, headerText, practiceAlertEmail, renderedEmail, type RenderedEmail } from '../mail/message';
import type { Booking } from './bookings';
import { bookingEventUid, bookingInvitation } from './calendar-file';

/** The e-mails that go to the visitor (the practice gets the alert). */
export type VisitorBookingEmailKind = Exclude<BookingEmailKind, 'booking_alert' | PaymentEmailKind>;

/** The e-mails about a booking's payment (payment-emails.ts). */
export type PaymentEmailKind = Extract<BookingEmailKind, `payment_${string}`>;

/** What a booking's e-mail is written from. */
export interface BookingFacts {
  booking: Booking;
  type: ConsultationType;
  /** The practice's zone: times are shown on its clock. */
  timeZone: string;
}

export interface VisitorLinks {
  /** The site's address, for a new booking after a cancellation. */
  siteUrl: string;
  /** The visitor's own page of the booking (absolute); undefined when its token cannot be opened any more. */
  manageUrl?: string;
}

interface KindTexts {
  subject: string;
  intro: string;
  /** What the attached invitation does; none for a reminder, which has no invitation. */
  calendar?: string;
}

interface VisitorTexts extends Record<VisitorBookingEmailKind, KindTexts> {
  greeting: string;
  labels: { when: string; consultation: string; duration: string; place: string; meetingLink: string };
  manage: string;
  bookAgain: string;
  automatic: string;
  notYours: string;
}

const VISITOR_TEXTS: Record<Language, VisitorTexts> = {
  en: {
    greeting: 'Hello,',
    labels: { when: 'When', consultation: 'Consultation', duration: 'Duration', place: 'Place', meetingLink: 'Meeting link' },
    booking_confirmation: {
      subject: 'Your booking is confirmed',
      intro: `Your consultation with ${siteText('en', 'brand.name')} is booked.`,
      calendar: 'The attached invitation adds it to your calendar.',
    },
    booking_update: {
      subject: 'Your booking has a new time',
      intro: 'Your consultation has been moved to a new time.',
      calendar: 'The attached invitation updates it in your calendar.',
    },
    booking_cancellation: {
      subject: 'Your booking is cancelled',
      intro: 'Your consultation has been cancelled.',
      calendar: 'The attached notice removes it from your calendar.',
    },
    booking_reminder: { subject: 'Reminder of your booking', intro: 'A reminder of your coming consultation.' },
    manage: 'To cancel or move it, open your own link:',
    bookAgain: 'You are welcome to book another time on our site:',
    automatic: 'This is an automatic e-mail about a booking made with this address on our site.',
    notYours: 'If you did not make it, cancel it with the link above.',
  },
  ar: {
    greeting: 'مرحبًا،',
    labels: { when: 'الموعد', consultation: 'الاستشارة', duration: 'المدة', place: 'المكان', meetingLink: 'رابط الاجتماع' },
    booking_confirmation: {
      subject: 'تم تأكيد حجزك',
      intro: `تم حجز استشارتك لدى ${siteText('ar', 'brand.name')}.`,
      calendar: 'الدعوة المرفقة تضيف الموعد إلى تقويمك.',
    },
    booking_update: {
      subject: 'تغيّر موعد حجزك',
      intro: 'نُقلت استشارتك إلى موعد جديد.',
      calendar: 'الدعوة المرفقة تُحدِّث الموعد في تقويمك.',
    },
    booking_cancellation: {
      subject: 'أُلغي حجزك',
      intro: 'أُلغيت استشارتك.',
      calendar: 'الإشعار المرفق يحذف الموعد من تقويمك.',
    },
    booking_reminder: { subject: 'تذكير بموعدك', intro: 'نذكّرك بموعد استشارتك القادمة.' },
    manage: 'لإلغاء الموعد أو تغييره، افتح رابطك الخاص:',
    bookAgain: 'يسعدنا أن تحجز موعدًا آخر عبر موقعنا:',
    automatic: 'هذه رسالة آلية بشأن حجز أُجري بعنوان البريد الإلكتروني هذا على موقعنا.',
    notYours: 'إن لم تكن قد حجزته، فألغِه بالرابط أعلاه.',
  },
};

/** A text of the type in `language`, or in the other when the practice left it empty. */
const inLanguage = (language: Language, english: string, arabic: string) => (language === 'ar' ? arabic || english : english || arabic);

export const typeName = ({ type }: BookingFacts, language: Language) => headerText(inLanguage(language, type.nameEn, type.nameAr));

/** The address, or the online meeting's link; '' when the practice gave none. */
export const placeOf = ({ type }: BookingFacts, language: Language) => inLanguage(language, type.locationEn, type.locationAr).trim();

export const timeOf = ({ booking, timeZone }: BookingFacts, language: Language) => formatBookedTime(booking.start, booking.end, timeZone, language);

/** The booking's details in `language`: each a label, its value and, for the meeting link, the link. */
export function detailFields(facts: BookingFacts, language: Language): [string, string, string?][] {
  const { labels } = VISITOR_TEXTS[language];
  const place = placeOf(facts, language);
  const fields: [string, string, string?][] = [
    [labels.when, timeOf(facts, language)],
    [labels.consultation, typeName(facts, language)],
    [labels.duration, formatMinutes(facts.type.durationMinutes, language)],
  ];
  if (place && facts.type.mode === 'online') fields.push([labels.meetingLink, place, safeHref(place)]);
  else if (place) fields.push([labels.place, headerText(place)]);
  return fields;
}

/** A line of text and its link, in both parts of an e-mail. */
interface LinkLine {
  label: string;
  url: string;
}

/**
 * The visitor's e-mail of `kind` about their booking, in the booking's language. Like the contact form's thank-you its
 * text repeats nothing the visitor typed (their name, their note): anyone can book with any address, and a booking must
 * not carry a stranger's words to a stranger. Only the attached invitation names its attendee, as a calendar shows it.
 */
export function visitorBookingEmail(kind: VisitorBookingEmailKind, facts: BookingFacts, links: VisitorLinks): RenderedEmail {
  const { language } = facts.booking;
  const texts = VISITOR_TEXTS[language];
  const { subject, intro, calendar } = texts[kind];
  const fields = detailFields(facts, language);
  const cancelled = kind === 'booking_cancellation';
  const link: LinkLine | undefined = cancelled ? { label: texts.bookAgain, url: links.siteUrl } : links.manageUrl ? { label: texts.manage, url: links.manageUrl } : undefined;
  const safeLink = link && safeHref(link.url) ? link : undefined;
  const closing = cancelled || !safeLink ? [texts.automatic] : [texts.automatic, texts.notYours];
  const brand = siteText(language, 'brand.name');
  const before = [texts.greeting, intro];
  const after = calendar ? [calendar] : [];
  const text = [
    ...before,
    fieldLines(fields).join('\n'),
    ...(safeLink ? [`${safeLink.label}\n${safeLink.url}`] : []),
    ...after,
    closing.join(' '),
    brand,
  ].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return renderedEmail(language, {
    subject: `${subject}: ${typeName(facts, language)}`,
    text,
    body:
      paragraphs(before) +
      fieldTable(fields) +
      (safeLink ? `<p>${escapeHtml(safeLink.label)} <a href="${escapeHtml(safeLink.url)}">${escapeHtml(safeLink.url)}</a></p>` : '') +
      paragraphs([...after, closing.join(' '), brand]),
  });
}

/**
 * The calendar invitation of the booking as it now is, in its language: METHOD:REQUEST for a new or moved booking,
 * METHOD:CANCEL for a cancelled one; its UID is the booking's for its whole life (the calendar feed's too).
 */
export function bookingInvitationFile(
  method: 'REQUEST' | 'CANCEL',
  facts: BookingFacts,
  { siteUrl, organizerEmail, manageUrl }: { siteUrl: string; organizerEmail: string; manageUrl?: string },
): string {
  const { booking } = facts;
  const { language } = booking;
  const brand = siteText(language, 'brand.name');
  const place = placeOf(facts, language);
  const description = [...fieldLines(detailFields(facts, language).slice(1)), ...(manageUrl && method === 'REQUEST' ? [`${VISITOR_TEXTS[language].manage} ${manageUrl}`] : [])];
  return bookingInvitation({
    method,
    uid: bookingEventUid(booking.id, siteUrl),
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    summary: `${typeName(facts, language)} – ${brand}`,
    description: description.join('\n'),
    ...(place ? { location: place } : {}),
    ...(manageUrl && method === 'REQUEST' ? { url: manageUrl } : {}),
    organizer: { name: brand, email: organizerEmail },
    attendee: { name: headerText(booking.name), email: booking.email },
  });
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'Arabic' };

/**
 * The practice's alert about a booking as it now is: a new one, or one the visitor moved or cancelled through their
 * link (the practice's own changes send none). In English, the time on the practice's clock.
 */
export function bookingAlertEmail(facts: BookingFacts, link: string): RenderedEmail {
  const { booking } = facts;
  const change = booking.status === 'cancelled' ? 'cancelled' : booking.sequence > 0 ? 'moved' : 'new';
  const headline = {
    new: { subject: 'New booking', intro: 'A consultation was booked on the site.' },
    moved: { subject: 'Booking moved', intro: 'The visitor moved their booking to a new time.' },
    cancelled: { subject: 'Booking cancelled', intro: 'The visitor cancelled their booking; its time is free again.' },
  }[change];
  return practiceAlertEmail({
    subject: `${headline.subject}: ${booking.name}, ${typeName(facts, 'en')}`,
    intro: headline.intro,
    fields: [
      ['Name', headerText(booking.name)],
      ['E-mail', booking.email],
      ['Phone', headerText(booking.phone) || 'not given'],
      ['Consultation', typeName(facts, 'en')],
      ['When', timeOf(facts, 'en')],
      ['Language', LANGUAGE_NAMES[booking.language]],
    ],
    message: booking.message,
    link,
    replyName: booking.name,
  });
}
