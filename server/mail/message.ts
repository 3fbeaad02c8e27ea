import type { Language } from '@shared/constants';
import { escapeHtml } from '../http/escape-html';

/** An e-mail's words: its subject, its text part and its HTML part. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A visitor's text for a header (subject, display name): line breaks would end the header, so they become spaces. */
export const headerText = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

/**
 * An e-mail in `language`: its subject on one line, its text part, and its HTML part around `body`, titled with the
 * subject (mail apps and screen readers announce a page by its title) and right to left in Arabic.
 */
export function renderedEmail(language: Language, { subject, text, body }: { subject: string; text: string; body: string }): RenderedEmail {
  const oneLine = headerText(subject);
  const html =
    `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine)}</title></head>` +
    `<body style="font-family: Arial, 'Noto Sans Arabic', sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">${body}</body></html>`;
  return { subject: oneLine, text, html };
}

/** Labelled values, one per line: `Label: value`. */
export const fieldLines = (fields: readonly (readonly [string, string, string?])[]) => fields.map(([label, value]) => `${label}: ${value}`);

/**
 * Labelled values as an HTML table, each value escaped and marked `dir="auto"` (so that Arabic reads right to left in
 * an English e-mail, and the reverse); a value given with a link (already judged safe) is shown as that link.
 */
export const fieldTable = (fields: readonly (readonly [string, string, string?])[]) =>
  `<table>${fields
    .map(([label, value, link]) => {
      const shown = link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th style="padding-block: 4px; padding-inline-end: 12px; text-align: start; vertical-align: top;">${escapeHtml(label)}</th><td dir="auto">${shown}</td></tr>`;
    })
    .join('')}</table>`;

interface PracticeAlert {
  subject: string;
  /** The first line: what happened. */
  intro: string;
  /** One line each: a line break in a name could pass for another field (see headerText). */
  fields: readonly (readonly [string, string])[];
  /** What the visitor wrote, shown as written; left out when empty. */
  message: string;
  /** The dashboard's page of it. */
  link: string;
  /** Who a reply reaches: the caller sets Reply-To to them. */
  replyName: string;
}

/**
 * An alert to the practice, in English with what the visitor wrote shown as written (each value marked `dir="auto"`,
 * so Arabic reads right to left): what happened, the fields, the message, the dashboard link, and that replying
 * answers the visitor.
 */
export function practiceAlertEmail({ subject, intro, fields, message, link, replyName }: PracticeAlert): RenderedEmail {
  const reply = `Reply to this e-mail to answer ${headerText(replyName)} directly.`;
  return renderedEmail('en', {
    subject,
    text: [intro, '', ...fieldLines(fields), '', ...(message ? ['Message:', message, ''] : []), `Open it in the dashboard: ${link}`, reply].join('\n'),
    body:
      `<p>${escapeHtml(intro)}</p>${fieldTable(fields)}` +
      (message ? `<h3>Message</h3><p dir="auto" style="white-space: pre-wrap;">${escapeHtml(message)}</p>` : '') +
      `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p><p>${escapeHtml(reply)}</p>`,
  });
}
