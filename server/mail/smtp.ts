import type { MailTransport } from './sender';

/**
 * How long one delivery may take at most: connecting, the greeting and then each silence of the server. A claim older
 * than twice the sum is from a sender that died mid-delivery.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export const LONGEST_DELIVERY_MS = TIMEOUTS.connectionTimeout + TIMEOUTS.greetingTimeout + TIMEOUTS.socketTimeout;

/**
 * A nodemailer SMTP transport for `smtp://` or `smtps://user:pass@host:port`; its own logging stays off. nodemailer
 * (some sixty modules) is loaded with the first e-mail, not with every start of the server.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<MailTransport> | undefined;
  return {
    async sendMail(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS, logger: false, debug: false }));
      return (await transport).sendMail(message);
    },
    close() {
      void transport?.then((opened) => opened.close(), () => undefined);
    },
  };
}

/** The URL with its password replaced by `***`, for the log. */
export function redactedSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password) url.password = '***';
  return url.href;
}

/**
 * Removes the password of `smtpUrl` from a text (an error from the mail server or the network), as written in the URL,
 * decoded, and as the base64 of the AUTH PLAIN and LOGIN exchanges, so that it reaches neither a log nor an API answer.
 */
export function smtpSecretRedactor(smtpUrl: string): (text: string) => string {
  const { username, password } = new URL(smtpUrl);
  if (!password) return (text) => text;
  const user = decodeURIComponent(username);
  const secret = decodeURIComponent(password);
  const forms = [password, secret, Buffer.from(secret).toString('base64'), Buffer.from(`\0${user}\0${secret}`).toString('base64')];
  const unique = [...new Set(forms)].sort((a, b) => b.length - a.length);
  return (text) => unique.reduce((redacted, form) => redacted.split(form).join('***'), text);
}
