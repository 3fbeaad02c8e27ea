import type { WhatsappLanguage, WhatsappTemplateKind } from '@shared/schemas/whatsapp';
import { siteText } from '../../web/app/site-texts';

/** What a template's placeholders are filled with, in order: `{{1}}` is the first. */
export type TemplateParameter = 'when' | 'consultation' | 'place' | 'manageLink' | 'bookLink' | 'amount' | 'name' | 'contact' | 'change' | 'dashboardLink';

export interface WhatsappTemplate {
  kind: WhatsappTemplateKind;
  /** The template's name on the business account (lowercase, digits and underscores, as Meta takes them). */
  name: string;
  parameters: readonly TemplateParameter[];
  /** The body in each language, `{{n}}` standing for the n-th parameter. */
  body: Record<WhatsappLanguage, string>;
}

/** Sample values of each parameter: Meta reviews a template with an example of every placeholder. */
export const TEMPLATE_EXAMPLES: Record<WhatsappLanguage, Record<TemplateParameter, string>> = {
  en: {
    when: 'Thursday, December 3, 2026, 10:00 – 10:45 AM Egypt Time (Africa/Cairo)',
    consultation: 'First consultation',
    place: '12 Nile Street, Zamalek, Cairo',
    manageLink: 'https://dietbar.example/booking/abc123',
    bookLink: 'https://dietbar.example/book',
    amount: '500 EGP',
    name: 'Mona Adel',
    contact: '+20 100 123 4567',
    change: 'moved',
    dashboardLink: 'https://dietbar.example/admin?booking=42',
  },
  ar: {
    when: 'الخميس، ٣ ديسمبر ٢٠٢٦، ١٠:٠٠–١٠:٤٥ ص توقيت مصر (Africa/Cairo)',
    consultation: 'الاستشارة الأولى',
    place: '١٢ شارع النيل، الزمالك، القاهرة',
    manageLink: 'https://dietbar.example/booking/abc123',
    bookLink: 'https://dietbar.example/book',
    amount: '500 ج.م',
    name: 'منى عادل',
    contact: '+20 100 123 4567',
    change: 'نُقل إلى موعد آخر',
    dashboardLink: 'https://dietbar.example/admin?booking=42',
  },
};

const brand = (language: WhatsappLanguage) => siteText(language, 'brand.name');

/**
 * The templates the product sends, one per kind of message, each in Arabic and English. Like the e-mails, a visitor's
 * message repeats nothing the visitor typed (anyone may give any number): only the practice's own words and the
 * booking's facts. A body neither starts nor ends with a placeholder, as Meta requires.
 */
export const WHATSAPP_TEMPLATES: readonly WhatsappTemplate[] = [
  {
    kind: 'booking_confirmation',
    name: 'dietbar_booking_confirmation',
    parameters: ['consultation', 'when', 'place', 'manageLink'],
    body: {
      en: `Your consultation with ${brand('en')} is booked.\n\nConsultation: {{1}}\nWhen: {{2}}\nPlace: {{3}}\n\nTo cancel or move it, open your own link: {{4}}`,
      ar: `تم حجز استشارتك لدى ${brand('ar')}.\n\nالاستشارة: {{1}}\nالموعد: {{2}}\nالمكان: {{3}}\n\nلإلغاء الموعد أو تغييره افتح رابطك الخاص: {{4}}`,
    },
  },
  {
    kind: 'booking_reminder',
    name: 'dietbar_booking_reminder',
    parameters: ['consultation', 'when', 'place', 'manageLink'],
    body: {
      en: `A reminder of your coming consultation with ${brand('en')}.\n\nConsultation: {{1}}\nWhen: {{2}}\nPlace: {{3}}\n\nTo cancel or move it, open your own link: {{4}}`,
      ar: `نذكّرك باستشارتك القادمة لدى ${brand('ar')}.\n\nالاستشارة: {{1}}\nالموعد: {{2}}\nالمكان: {{3}}\n\nلإلغاء الموعد أو تغييره افتح رابطك الخاص: {{4}}`,
    },
  },
  {
    kind: 'booking_update',
    name: 'dietbar_booking_update',
    parameters: ['consultation', 'when', 'place', 'manageLink'],
    body: {
      en: `Your consultation with ${brand('en')} has been moved to a new time.\n\nConsultation: {{1}}\nNew time: {{2}}\nPlace: {{3}}\n\nTo cancel or move it, open your own link: {{4}}`,
      ar: `تم نقل استشارتك لدى ${brand('ar')} إلى موعد جديد.\n\nالاستشارة: {{1}}\nالموعد الجديد: {{2}}\nالمكان: {{3}}\n\nلإلغاء الموعد أو تغييره افتح رابطك الخاص: {{4}}`,
    },
  },
  {
    kind: 'booking_cancellation',
    name: 'dietbar_booking_cancellation',
    parameters: ['consultation', 'when', 'bookLink'],
    body: {
      en: `Your consultation with ${brand('en')} has been cancelled.\n\nConsultation: {{1}}\nWas at: {{2}}\n\nYou are welcome to book another time: {{3}}`,
      ar: `تم إلغاء استشارتك لدى ${brand('ar')}.\n\nالاستشارة: {{1}}\nكان موعدها: {{2}}\n\nيسعدنا أن تحجز موعدًا آخر: {{3}}`,
    },
  },
  {
    kind: 'payment_received',
    name: 'dietbar_payment_received',
    parameters: ['amount', 'consultation', 'when', 'manageLink'],
    body: {
      en: `We have received your payment of {{1}} for your consultation with ${brand('en')}. Thank you.\n\nConsultation: {{2}}\nWhen: {{3}}\n\nYour booking: {{4}}`,
      ar: `استلمنا دفعتك البالغة {{1}} مقابل استشارتك لدى ${brand('ar')}. شكرًا لك.\n\nالاستشارة: {{2}}\nالموعد: {{3}}\n\nحجزك: {{4}}`,
    },
  },
  {
    kind: 'payment_refund',
    name: 'dietbar_payment_refund',
    parameters: ['amount', 'consultation', 'when'],
    body: {
      en: `${brand('en')} has refunded {{1}} to you for this consultation.\n\nConsultation: {{2}}\nTime: {{3}}\n\nThe money reaches you the way you paid, which may take a few days.`,
      ar: `ردّت ${brand('ar')} إليك مبلغ {{1}} عن هذه الاستشارة.\n\nالاستشارة: {{2}}\nالموعد: {{3}}\n\nيصلك المبلغ بالطريقة التي دفعت بها، وقد يستغرق ذلك بضعة أيام.`,
    },
  },
  {
    kind: 'lead_thanks',
    name: 'dietbar_lead_thanks',
    parameters: [],
    body: {
      en: `Thank you for writing to ${brand('en')}. We have received your message and will answer you soon.`,
      ar: `شكرًا لتواصلك مع ${brand('ar')}. وصلتنا رسالتك وسنرد عليك قريبًا.`,
    },
  },
  {
    kind: 'owner_new_lead',
    name: 'dietbar_owner_new_lead',
    parameters: ['name', 'contact', 'dashboardLink'],
    body: {
      en: 'New message from the site.\n\nFrom: {{1}}\nContact: {{2}}\n\nOpen it in the dashboard: {{3}}',
      ar: 'رسالة جديدة من الموقع.\n\nمن: {{1}}\nللتواصل: {{2}}\n\nافتحها في لوحة التحكم: {{3}}',
    },
  },
  {
    kind: 'owner_new_booking',
    name: 'dietbar_owner_new_booking',
    parameters: ['name', 'consultation', 'when', 'dashboardLink'],
    body: {
      en: 'New booking on the site.\n\nBy: {{1}}\nConsultation: {{2}}\nWhen: {{3}}\n\nOpen it in the dashboard: {{4}}',
      ar: 'حجز جديد على الموقع.\n\nباسم: {{1}}\nالاستشارة: {{2}}\nالموعد: {{3}}\n\nافتحه في لوحة التحكم: {{4}}',
    },
  },
  {
    kind: 'owner_booking_change',
    name: 'dietbar_owner_booking_change',
    parameters: ['name', 'change', 'consultation', 'when', 'dashboardLink'],
    body: {
      en: 'A visitor changed their booking.\n\nBy: {{1}}\nChange: {{2}}\nConsultation: {{3}}\nTime: {{4}}\n\nOpen it in the dashboard: {{5}}',
      ar: 'غيّر أحد الزوار حجزه.\n\nباسم: {{1}}\nالتغيير: {{2}}\nالاستشارة: {{3}}\nالموعد: {{4}}\n\nافتحه في لوحة التحكم: {{5}}',
    },
  },
];

/** The template of a kind. */
export function templateOf(kind: WhatsappTemplateKind): WhatsappTemplate {
  const template = WHATSAPP_TEMPLATES.find((candidate) => candidate.kind === kind);
  if (!template) throw new Error(`No WhatsApp template for ${kind}`);
  return template;
}

/**
 * A parameter's text as Meta takes it: no line break or tab, and no more than four spaces in a row (a visitor's name
 * could hold either), and never empty.
 */
export const parameterText = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').replace(/ {4,}/g, '   ').trim() || '-';

/**
 * The request body that creates a template on the business account (`POST /{business account id}/message_templates`):
 * a utility template, its body and an example of each placeholder.
 */
export function templateDefinition(template: WhatsappTemplate, language: WhatsappLanguage) {
  const examples = template.parameters.map((parameter) => TEMPLATE_EXAMPLES[language][parameter]);
  return {
    name: template.name,
    language,
    category: 'UTILITY',
    components: [{ type: 'BODY', text: template.body[language], ...(examples.length > 0 ? { example: { body_text: [examples] } } : {}) }],
  };
}
