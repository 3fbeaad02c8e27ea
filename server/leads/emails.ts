import type { Language } from '@shared/constants';
import type { Lead } from '@shared/schemas/lead';
import { siteText } from '../../web/app/site-texts';
import { escapeHtml } from '../http/escape-html';
import { headerText, practiceAlertEmail, renderedEmail, type RenderedEmail } from '../mail/message';

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

/** The practice's alert about a new lead. Replying answers the visitor: the caller sets Reply-To. */
export function leadAlertEmail(lead: Lead, details: { packageName: string; link: string }): RenderedEmail {
  return practiceAlertEmail({
    subject: `New lead: ${lead.name}`,
    intro: 'A new lead came in through the contact form.',
    fields: [
      ['Name', headerText(lead.name)],
      ['E-mail', lead.email],
      ['Phone', headerText(lead.phone) || 'not given'],
      ['Package', details.packageName],
      ['Received', receivedAt(lead.submittedAt)],
    ],
    message: lead.message,
    link: details.link,
    replyName: lead.name,
  });
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
  return renderedEmail(language, {
    subject: texts.subject,
    text: paragraphs.join('\n\n'),
    body: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  });
}
