import type { Language } from '../../shared/constants';
import type { Lead } from '../../shared/schemas/lead';
import { siteText } from '../../web/app/site-texts';
import { escapeHtml } from '../http/escape-html';

interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A visitor's text for a header (subject, display name): line breaks would end the header, so they become spaces. */
export const headerText = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

const receivedAt = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

const page = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"></head>` +
  `<body style="font-family: Arial, 'Noto Sans Arabic', sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">${body}</body></html>`;

/**
 * The practice's alert about a new lead, in English with what the visitor wrote shown as written (each value marked
 * `dir="auto"`, so Arabic reads right to left). Replying answers the visitor: the caller sets Reply-To.
 */
export function leadAlertEmail(lead: Lead, details: { packageName: string; link: string }): RenderedEmail {
  // One line each: a line break in a name could pass for another field.
  const fields: [string, string][] = [
    ['Name', headerText(lead.name)],
    ['E-mail', lead.email],
    ['Phone', headerText(lead.phone) || 'not given'],
    ['Package', details.packageName],
    ['Received', receivedAt(lead.submittedAt)],
  ];
  const text = [
    'A new lead came in through the contact form.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    `Open it in the dashboard: ${details.link}`,
    `Reply to this e-mail to answer ${headerText(lead.name)} directly.`,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left" style="padding: 4px 12px 4px 0;">${label}</th><td dir="auto">${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = page(
    'en',
    `<p>A new lead came in through the contact form.</p><table>${rows}</table>` +
      `<h3>Message</h3><p dir="auto" style="white-space: pre-wrap;">${escapeHtml(lead.message)}</p>` +
      `<p><a href="${escapeHtml(details.link)}">Open it in the dashboard</a></p>` +
      `<p>Reply to this e-mail to answer ${escapeHtml(headerText(lead.name))} directly.</p>`,
  );
  return { subject: `New lead: ${headerText(lead.name)}`, text, html };
}

const CONFIRMATION: Record<Language, { subject: string; greeting: string; automatic: string }> = {
  en: {
    subject: `We received your message: ${siteText('en', 'brand.name')}`,
    greeting: 'Hello,',
    automatic: `This is an automatic confirmation of the message you sent through the ${siteText('en', 'brand.name')} contact form. If you did not write to us, you can ignore this e-mail.`,
  },
  ar: {
    subject: `تلقّينا رسالتك: ${siteText('ar', 'brand.name')}`,
    greeting: 'مرحبًا،',
    automatic: `هذا تأكيد آلي للرسالة التي أرسلتها عبر نموذج التواصل في ${siteText('ar', 'brand.name')}. إن لم تكن قد راسلتنا، فيمكنك تجاهل هذه الرسالة.`,
  },
};

/**
 * The visitor's thank-you, in the language of the page they wrote from. It repeats nothing they typed: anyone can put
 * any address into the form, and an e-mail carrying their name or message would let the form send a stranger's words
 * to a stranger.
 */
export function visitorConfirmationEmail(language: Language): RenderedEmail {
  const texts = CONFIRMATION[language];
  const thanks = siteText(language, 'contact.successDescription');
  const brand = siteText(language, 'brand.name');
  const paragraphs = [texts.greeting, thanks, texts.automatic, brand];
  return {
    subject: texts.subject,
    text: paragraphs.join('\n\n'),
    html: page(language, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')),
  };
}
