import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import type { BookingStatus, ConsultationType } from '@shared/schemas/booking';
import { documentHead } from '../test/rendered-pages';
import { bookingAlertEmail, visitorBookingEmail, type BookingFacts, type VisitorBookingEmailKind } from './booking-emails';

const type: ConsultationType = {
  id: 3,
  nameEn: 'Diet & <Sport> "plan"',
  nameAr: 'استشارة "التغذية" والرياضة',
  descriptionEn: '',
  descriptionAr: '',
  durationMinutes: 45,
  mode: 'in_person',
  locationEn: 'Maadi, Cairo',
  locationAr: 'المعادي، القاهرة',
  priceCents: 0,
  priceNote: '',
  paymentRule: 'none',
  depositCents: 0,
  refundNoticeHours: 24,
  isActive: true,
  displayOrder: 0,
};

const facts = (language: Language, status: BookingStatus = 'confirmed', sequence = 0): BookingFacts => ({
  booking: {
    id: 12,
    typeId: type.id,
    leadId: null,
    start: '2026-12-03T08:00:00.000Z',
    end: '2026-12-03T08:45:00.000Z',
    status,
    name: 'Laila <Ali>',
    email: 'laila@example.com',
    phone: '',
    message: '',
    language,
    sequence,
    createdAt: '2026-12-01T08:00:00.000Z',
    updatedAt: '2026-12-01T08:00:00.000Z',
  },
  type,
  timeZone: 'Africa/Cairo',
});

const VISITOR_KINDS: VisitorBookingEmailKind[] = ['booking_confirmation', 'booking_update', 'booking_cancellation', 'booking_reminder'];

/** The `<html>` attributes of an e-mail in each language. */
const ROOT = { en: { lang: 'en', dir: 'ltr' }, ar: { lang: 'ar', dir: 'rtl' } };

const links = { siteUrl: 'https://dietbar.example', manageUrl: 'https://dietbar.example/booking/abc' };

describe('the e-mails about a booking', () => {
  it('give each of the visitor’s e-mails a title equal to its subject, in English left to right and in Arabic right to left', () => {
    const emails = (['en', 'ar'] as const).flatMap((language) => VISITOR_KINDS.map((kind) => ({ language, ...visitorBookingEmail(kind, facts(language), links) })));
    expect(emails.map(({ subject }) => subject)).toEqual([
      'Your booking is confirmed: Diet & <Sport> "plan"',
      'Your booking has a new time: Diet & <Sport> "plan"',
      'Your booking is cancelled: Diet & <Sport> "plan"',
      'Reminder of your booking: Diet & <Sport> "plan"',
      'تم تأكيد حجزك: استشارة "التغذية" والرياضة',
      'تغيّر موعد حجزك: استشارة "التغذية" والرياضة',
      'أُلغي حجزك: استشارة "التغذية" والرياضة',
      'تذكير بموعدك: استشارة "التغذية" والرياضة',
    ]);
    for (const { language, subject, html } of emails) expect(documentHead(html)).toEqual({ ...ROOT[language], titles: [subject] });
  });

  it('give the practice’s alert about a new, a moved and a cancelled booking a title equal to its subject, in English', () => {
    const alerts = [facts('ar'), facts('ar', 'confirmed', 1), facts('en', 'cancelled', 2)].map((booking) => bookingAlertEmail(booking, 'https://dietbar.example/admin/dashboard?booking=12'));
    expect(alerts.map((alert) => alert.subject)).toEqual([
      'New booking: Laila <Ali>, Diet & <Sport> "plan"',
      'Booking moved: Laila <Ali>, Diet & <Sport> "plan"',
      'Booking cancelled: Laila <Ali>, Diet & <Sport> "plan"',
    ]);
    for (const alert of alerts) expect(documentHead(alert.html)).toEqual({ ...ROOT.en, titles: [alert.subject] });
  });
});
