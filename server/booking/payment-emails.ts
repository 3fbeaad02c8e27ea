import type { Language } from '@shared/constants';
import { formatMoney } from '@shared/format';
import { formatPracticeMoment } from '@shared/booking/format';
import { safeHref } from '@shared/safe-urls';
import { siteText } from '../../web/app/site-texts';
import { escapeHtml } from '../http/escape-html';
import { fieldLines, fieldTable, headerText, practiceAlertEmail, renderedEmail, type RenderedEmail } from '../mail/message';
import { detailFields, timeOf, typeName, type BookingFacts, type PaymentEmailKind, type VisitorLinks } from './booking-emails';

/** What a payment's e-mail says of it: the amount due or given back, and how to pay by hand. */
export interface PaymentFacts {
  amountCents: number;
  /** What this refund gave back (the last one), for a refund notice. */
  refundCents: number;
  /** Until when the time is held, for the instructions. */
  holdUntil: string;
  methodName: string;
  instructions: string;
}

type VisitorPaymentKind = Exclude<PaymentEmailKind, 'payment_late_alert'>;

interface PaymentTexts {
  greeting: string;
  labels: { due: string; method: string; heldUntil: string; refunded: string };
  subjects: Record<VisitorPaymentKind, string>;
  instructionsIntro: string;
  instructionsHold: string;
  refundIntro: string;
  refundTime: string;
  lateIntro: string;
  manage: string;
  automatic: string;
}

const TEXTS: Record<Language, PaymentTexts> = {
  en: {
    greeting: 'Hello,',
    labels: { due: 'To pay now', method: 'How', heldUntil: 'Held for you until', refunded: 'Refunded' },
    subjects: { payment_instructions: 'How to pay for your booking', payment_refund: 'Your refund', payment_late: 'Your payment was refunded' },
    instructionsIntro: 'Your time is held for you. To confirm your booking, please pay as follows:',
    instructionsHold: 'Once the practice has received your payment, your booking is confirmed and you get its confirmation. If it is not paid by then, the time is freed for others.',
    refundIntro: 'We have given back money you paid for your booking.',
    refundTime: 'Depending on your bank or wallet, it may take a few days to show on your account.',
    lateIntro: 'Your payment arrived after the time held for you had ended, and that time had been given to someone else. We have refunded it in full; you are welcome to book another time.',
    manage: 'Your booking:',
    automatic: 'This is an automatic e-mail about a booking made with this address on our site.',
  },
  ar: {
    greeting: 'مرحبًا،',
    labels: { due: 'المطلوب دفعه الآن', method: 'طريقة الدفع', heldUntil: 'الموعد محجوز لك حتى', refunded: 'المبلغ المُسترد' },
    subjects: { payment_instructions: 'طريقة الدفع لحجزك', payment_refund: 'استرداد مبلغك', payment_late: 'أُعيد إليك ما دفعته' },
    instructionsIntro: 'الموعد محجوز لك. لتأكيد حجزك، يُرجى الدفع على النحو الآتي:',
    instructionsHold: 'بعد أن تتسلّم العيادة دفعتك يُؤكَّد حجزك وتصلك رسالة التأكيد. وإن لم يُدفع المبلغ حتى ذلك الموعد، يُتاح الموعد لغيرك.',
    refundIntro: 'أعدنا إليك مبلغًا دفعته مقابل حجزك.',
    refundTime: 'قد يستغرق ظهوره في حسابك بضعة أيام بحسب البنك أو المحفظة.',
    lateIntro: 'وصلت دفعتك بعد انتهاء مدة حجز الموعد لك، وكان الموعد قد أُتيح لغيرك. لذا أعدنا إليك المبلغ كاملًا، ويسعدنا أن تحجز موعدًا آخر.',
    manage: 'حجزك:',
    automatic: 'هذه رسالة آلية بشأن حجز أُجري بعنوان البريد الإلكتروني هذا على موقعنا.',
  },
};

/**
 * The visitor's e-mail about their booking's payment, in the booking's language: how to pay by hand and until when, a
 * refund, or a late payment given back. Like the booking's own e-mails it repeats nothing the visitor typed.
 */
export function visitorPaymentEmail(kind: VisitorPaymentKind, facts: BookingFacts, payment: PaymentFacts, links: VisitorLinks): RenderedEmail {
  const { language } = facts.booking;
  const texts = TEXTS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const fields: [string, string, string?][] = [...detailFields(facts, language)];
  let intro: string[];
  if (kind === 'payment_instructions') {
    fields.push([texts.labels.due, money(payment.amountCents)], [texts.labels.method, headerText(payment.methodName)], [texts.labels.heldUntil, formatPracticeMoment(payment.holdUntil, facts.timeZone, language)]);
    intro = [texts.instructionsIntro, payment.instructions, texts.instructionsHold];
  } else {
    fields.push([texts.labels.refunded, money(kind === 'payment_late' ? payment.amountCents : payment.refundCents)]);
    intro = kind === 'payment_late' ? [texts.lateIntro, texts.refundTime] : [texts.refundIntro, texts.refundTime];
  }
  const link = kind === 'payment_late' ? links.siteUrl : links.manageUrl;
  const safeLink = link && safeHref(link) ? link : undefined;
  const brand = siteText(language, 'brand.name');
  const text = [texts.greeting, ...intro, fieldLines(fields).join('\n'), ...(safeLink ? [`${texts.manage}\n${safeLink}`] : []), texts.automatic, brand].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p dir="auto" style="white-space: pre-wrap;">${escapeHtml(line)}</p>`).join('');
  return renderedEmail(language, {
    subject: `${texts.subjects[kind]}: ${typeName(facts, language)}`,
    text,
    body: paragraphs([texts.greeting, ...intro]) + fieldTable(fields) + (safeLink ? `<p>${escapeHtml(texts.manage)} <a href="${escapeHtml(safeLink)}">${escapeHtml(safeLink)}</a></p>` : '') + paragraphs([texts.automatic, brand]),
  });
}

/** The practice's alert of a payment that came too late and was refunded in full at once. In English. */
export function latePaymentAlertEmail(facts: BookingFacts, payment: PaymentFacts, link: string): RenderedEmail {
  const { booking } = facts;
  return practiceAlertEmail({
    subject: `Late payment refunded: ${booking.name}, ${typeName(facts, 'en')}`,
    intro: 'A payment arrived after the time held for it had ended and the time had been taken. It is being refunded in full; the visitor has been told.',
    fields: [
      ['Name', headerText(booking.name)],
      ['E-mail', booking.email],
      ['Consultation', typeName(facts, 'en')],
      ['When', timeOf(facts, 'en')],
      ['Refunded', formatMoney(payment.amountCents, 'en')],
    ],
    message: '',
    link,
    replyName: booking.name,
  });
}
