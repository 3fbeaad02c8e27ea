import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import type { ConsultationType } from '@shared/schemas/booking';
import { documentHead } from '../test/rendered-pages';
import type { BookingFacts } from './booking-emails';
import { latePaymentAlertEmail, visitorPaymentEmail, type PaymentFacts } from './payment-emails';

const type: ConsultationType = {
  id: 3,
  nameEn: 'First consultation',
  nameAr: 'الاستشارة الأولى',
  descriptionEn: '',
  descriptionAr: '',
  durationMinutes: 45,
  mode: 'in_person',
  locationEn: 'Maadi, Cairo',
  locationAr: 'المعادي، القاهرة',
  priceCents: 60_000,
  priceNote: '',
  paymentRule: 'full',
  depositCents: 0,
  refundNoticeHours: 24,
  isActive: true,
  displayOrder: 0,
};

const facts = (language: Language): BookingFacts => ({
  booking: {
    id: 12,
    typeId: type.id,
    leadId: null,
    start: '2026-12-03T08:00:00.000Z',
    end: '2026-12-03T08:45:00.000Z',
    status: 'pending_payment',
    name: 'Laila <Ali>',
    email: 'laila@example.com',
    phone: '+201001112222',
    message: '',
    language,
    sequence: 0,
    createdAt: '2026-12-01T08:00:00.000Z',
    updatedAt: '2026-12-01T08:00:00.000Z',
  },
  type,
  timeZone: 'Africa/Cairo',
});

const payment = (language: Language): PaymentFacts => ({
  amountCents: 60_000,
  refundCents: 25_000,
  holdUntil: '2026-12-02T08:00:00.000Z',
  methodName: language === 'ar' ? 'إنستاباي' : 'InstaPay',
  instructions: language === 'ar' ? 'حوّل إلى <dietbar@instapay>' : 'Send to <dietbar@instapay>',
});

const links = { siteUrl: 'https://dietbar.example', manageUrl: 'https://dietbar.example/booking/abc' };
const ROOT = { en: { lang: 'en', dir: 'ltr' }, ar: { lang: 'ar', dir: 'rtl' } };

describe('the e-mails about a booking’s payment', () => {
  it('say in the visitor’s language how much, how and until when, with a title equal to the subject', () => {
    const emails = (['en', 'ar'] as const).flatMap((language) =>
      (['payment_instructions', 'payment_refund', 'payment_late'] as const).map((kind) => ({ language, kind, ...visitorPaymentEmail(kind, facts(language), payment(language), links) })),
    );
    expect(emails.map(({ subject }) => subject)).toEqual([
      'How to pay for your booking: First consultation',
      'Your refund: First consultation',
      'Your payment was refunded: First consultation',
      'طريقة الدفع لحجزك: الاستشارة الأولى',
      'استرداد مبلغك: الاستشارة الأولى',
      'أُعيد إليك ما دفعته: الاستشارة الأولى',
    ]);
    for (const { language, subject, html } of emails) expect(documentHead(html)).toEqual({ ...ROOT[language], titles: [subject] });
    const [instructions, refund, late, arabicInstructions] = emails;
    expect(instructions!.text).toContain('600 EGP');
    expect(instructions!.text).toContain('Send to <dietbar@instapay>');
    expect(instructions!.html).toContain('Send to &lt;dietbar@instapay&gt;');
    expect(instructions!.text).toMatch(/Held for you until: Wednesday, December 2, 2026,? (at )?10:00\sAM/);
    expect(instructions!.text).toContain('https://dietbar.example/booking/abc');
    expect(refund!.text).toContain('Refunded: 250 EGP');
    expect(late!.text).toContain('Refunded: 600 EGP');
    expect(late!.text).toContain('https://dietbar.example');
    expect(arabicInstructions!.text).toContain('600 ج.م');
    expect(arabicInstructions!.text).toContain('حوّل إلى <dietbar@instapay>');
    // Nothing the visitor typed: not their name.
    for (const { text } of emails) expect(text).not.toContain('Laila');
  });

  it('alert the practice of a late payment refunded, in English', () => {
    const alert = latePaymentAlertEmail(facts('ar'), payment('ar'), 'https://dietbar.example/admin/dashboard?booking=12');
    expect(alert.subject).toBe('Late payment refunded: Laila <Ali>, First consultation');
    expect(alert.text).toContain('Refunded: 600 EGP');
    expect(documentHead(alert.html)).toEqual({ lang: 'en', dir: 'ltr', titles: [alert.subject] });
  });
});
