import type { PaymentNotice } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { formatPracticeMoment } from '@shared/booking/format';
import type { BookingNotice } from '@shared/schemas/booking';
import type { LeadNotice } from '@shared/schemas/lead';
import type { WhatsappNotice } from '@shared/schemas/whatsapp';
import { preview } from '@shared/text-preview';
import ar from './locales/ar.json';
import en from './locales/en.json';

const CATALOGS = { en, ar } as const;

type Catalog = typeof en;

/** Fills {{name}} placeholders; the main process needs too few strings to bring in i18next. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export const textsFor = (language: Language): Catalog => CATALOGS[language];

/** Title and body of the native notification for a new lead, in the admin's language. */
export function notificationText(lead: Pick<LeadNotice, 'name' | 'message'>, language: Language) {
  const texts = textsFor(language).notification;
  const message = preview(lead.message);
  return {
    title: texts.title,
    body: message ? fill(texts.body, { name: lead.name, message }) : fill(texts.bodyNoMessage, { name: lead.name }),
  };
}

/** Title and body of the native notification for a new booking: the visitor and the time, in the practice's zone named. */
export function bookingNotificationText(booking: Pick<BookingNotice, 'name' | 'start'>, timeZone: string, language: Language) {
  const texts = textsFor(language).bookingNotification;
  return { title: texts.title, body: fill(texts.body, { name: booking.name, time: formatPracticeMoment(booking.start, timeZone, language), zone: timeZone }) };
}

/** Title and body of the native notification for a payment notice (a late payment refunded), naming the visitor. */
export function paymentNotificationText(notice: PaymentNotice, language: Language) {
  const texts = textsFor(language).paymentNotifications[notice.kind];
  return { title: texts.title, body: fill(texts.body, { name: notice.booking.name }) };
}

/** Title and body of the native notification for a visitor's WhatsApp message: who wrote, and the start of it. */
export function whatsappNotificationText(notice: Pick<WhatsappNotice, 'name' | 'text'>, language: Language) {
  const texts = textsFor(language).whatsappNotification;
  return { title: texts.title, body: fill(texts.body, { name: notice.name, message: preview(notice.text) }) };
}

const TRAY_PREVIEW_LENGTH = 40;

/**
 * A lead's line in the tray's menu: the name and the start of the message. Menus read `&` as the mark of a shortcut
 * letter (Windows, Linux): a name's own `&` is doubled to show as itself.
 */
export function trayLeadLabel(lead: Pick<LeadNotice, 'name' | 'message'>, language: Language): string {
  const texts = textsFor(language).tray;
  const message = preview(lead.message, TRAY_PREVIEW_LENGTH);
  const label = message ? fill(texts.lead, { name: lead.name, message }) : lead.name;
  return label.replace(/&/g, '&&');
}

/** The tray's tooltip for a number of unread leads. */
export function trayTooltip(unread: number, language: Language): string {
  const texts = textsFor(language).tray;
  if (unread <= 0) return texts.tooltip;
  return fill(unread === 1 ? texts.tooltipUnread_one : texts.tooltipUnread_other, { count: unread });
}

/** The badge text drawn on the tray icon: the count, or 99+ beyond two digits. */
export const trayBadge = (unread: number) => (unread <= 0 ? '' : unread > 99 ? '99+' : String(unread));
