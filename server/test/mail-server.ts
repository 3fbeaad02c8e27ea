import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the mail server received it, with its headers and text parts decoded. */
interface ReceivedMail {
  /** The envelope: who the transport said it is from and what it was delivered to (Bcc included). */
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Lower-case names; encoded words decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The text/calendar alternative (an invitation), with its Content-Type. */
  calendar?: { contentType: string; text: string };
  /** The parts sent as attachments, decoded. */
  attachments: { contentType: string; filename: string; content: string }[];
}

export interface TestMailServer {
  port: number;
  messages: ReceivedMail[];
  /** The SMTP_URL of a client signing in with the right credentials. */
  url: string;
  stop(): Promise<void>;
}

const MAIL_USER = 'desk';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1: without TLS, it asks for `desk` and `password` and
 * keeps every message it accepts. `port` starts it on a given port (a server coming up where one was down).
 */
export async function startMailServer(password: string, port = 0): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === MAIL_USER && auth.password === password) callback(null, { user: MAIL_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ envelopeFrom, envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address), raw, ...readMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.server.address() as net.AddressInfo).port;
  return {
    port: listening,
    messages,
    url: `smtp://${MAIL_USER}:${encodeURIComponent(password)}@127.0.0.1:${listening}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

interface MessageParts {
  text: string;
  html: string;
  calendar?: { contentType: string; text: string };
  attachments: { contentType: string; filename: string; content: string }[];
}

/** Collects the text, HTML, calendar and attached parts of a part, looking inside nested multiparts. */
function collectParts(headers: Record<string, string>, body: string, parts: MessageParts) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitPart(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  const content = decodeBody(headers, body).replace(/\r\n/g, '\n').replace(/\n$/, '');
  const filename = /filename="?([^";]+)"?/.exec(headers['content-disposition'] ?? '')?.[1];
  if (/^attachment/i.test(headers['content-disposition'] ?? '') && filename) parts.attachments.push({ contentType: type, filename, content: decodeBody(headers, body) });
  else if (type.startsWith('text/html')) parts.html = content;
  else if (type.startsWith('text/calendar')) parts.calendar = { contentType: type, text: decodeBody(headers, body) };
  else if (type.startsWith('text/plain')) parts.text = content;
}

/** Headers, and the text, HTML, calendar and attached parts (single part or nested multiparts), of a raw message. */
function readMessage(raw: string): { headers: Record<string, string> } & MessageParts {
  const { headers, body } = splitPart(raw);
  const parts: MessageParts = { text: '', html: '', attachments: [] };
  collectParts(headers, body, parts);
  return { headers, ...parts };
}
