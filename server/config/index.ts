import path from 'node:path';
import { z } from 'zod';
import { WHATSAPP_LANGUAGES, type WhatsappLanguage } from '@shared/schemas/whatsapp';
import { whatsappNumber } from '../whatsapp/phone-numbers';

/** True for a 256-bit key written in base64, as DATA_DIR/secret.key and SECRET_KEY hold it. */
export const isSecretKeyText = (text: string) => Buffer.from(text.trim(), 'base64').length === 32;

const booleanText = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const originList = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.url({ error: 'Each entry must be an origin such as https://example.com' }).transform((url) => new URL(url).origin)));

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const emailList = z
  .string()
  .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
  .pipe(z.array(z.email({ error: 'Each entry must be an e-mail address' })));

/** `alerts@dietbar.example` or `DietBar <alerts@dietbar.example>`. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => z.email().safeParse(/^[^<>\r\n]*<([^<>\s]+)>$/.exec(value)?.[1] ?? value).success, {
    error: 'Must be an e-mail address, or a name and an address such as DietBar <alerts@dietbar.example>',
  });

const environmentSchema = z.object({
  PORT: z.coerce.number({ error: 'Must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), { error: 'Must be a postgres:// URL' })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'Must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(10, { error: 'Must be at least 10 characters' }).optional(),
  SEED_DEMO: booleanText.default(true),
  ALLOWED_ORIGINS: originList.default([]),
  /** Trust X-Forwarded-* headers (set when behind a reverse proxy that sets them). */
  TRUST_PROXY: booleanText.default(false),
  /** Header a trusted proxy sets to the visitor's country, such as CF-IPCountry. */
  GEO_COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry'),
  /** Optional lookup the server calls (never the browser): must answer JSON with country_code. */
  GEO_LOOKUP_URL: z.url().optional(),
  /**
   * The site's public address (https://dietbar.example), used for canonical links, hreflang, Open Graph and the
   * sitemap; without it they name the address each request came to.
   */
  PUBLIC_URL: z.url({ error: 'Must be an absolute URL such as https://dietbar.example' }).optional(),
  /**
   * The mail server for e-mails about new leads (smtp://, or smtps:// for TLS from the start, with user:password@ when
   * it asks for them); without it no e-mail is queued. Its password never reaches a log or an error message.
   */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, { error: 'Must be smtp://… or smtps://… with a host, such as smtps://user:password@mail.example.com:465' })
    .optional(),
  /** The sender of those e-mails; by default the SMTP_URL user name when it is an e-mail address. */
  MAIL_FROM: mailbox.optional(),
  /** Who gets the alert about each new lead; by default every admin's e-mail address at the time it is sent. */
  LEAD_EMAIL_TO: emailList.default([]),
  /** Also send the visitor a short thank-you in the language of the page they wrote from. */
  CONFIRM_VISITOR_EMAIL: booleanText.default(false),
  /** Contact-form submissions accepted per visitor address in 10 minutes (the benchmark raises it). */
  CONTACT_RATE_LIMIT: z.coerce.number({ error: 'Must be a whole number' }).int().min(1).default(10),
  /** Bookings accepted per visitor address in 10 minutes. */
  BOOKING_RATE_LIMIT: z.coerce.number({ error: 'Must be a whole number' }).int().min(1).default(5),
  /** Where the built web app lives. */
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `full` flushes each SQLite commit to the disk before the answer: an acknowledged lead survives a power cut.
   * `normal` survives a crash of the process only, and writes faster: for throwaway data such as the tests'.
   */
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal'], { error: 'Must be full or normal' }).default('full'),
  /**
   * The key that seals the admins' two-factor secrets and signs preview and booking links (256 bits, base64), instead
   * of DATA_DIR/secret.key: every instance of a site must have the same one.
   */
  SECRET_KEY: z
    .string()
    .refine(isSecretKeyText, { error: 'Must be 32 random bytes in base64, such as the output of openssl rand -base64 32' })
    .optional(),
  /** Where uploads and their variants are kept: DATA_DIR/uploads, or an S3-compatible bucket every instance shares. */
  STORAGE: z.enum(['local', 's3'], { error: 'Must be local or s3' }).default('local'),
  /** The S3-compatible server (MinIO, R2, B2…); AWS S3's own address when absent. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'Must be a URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3, { error: 'Must be a bucket name (3 characters or more)' }).optional(),
  /** Without a key pair, the AWS SDK's usual sources (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket in the path (`host/bucket/key`), as MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  /** Paymob's secret key (sk_…): creates intentions and refunds. Never logged or answered. */
  PAYMOB_SECRET_KEY: z.string().min(1).optional(),
  /** Paymob's public key (pk_…), in the checkout's address. */
  PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
  /** The key of the HMAC that signs Paymob's callbacks. Never logged or answered. */
  PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  /** The integrations offered at checkout: their ids (card, wallet, Fawry…) or method names, comma-separated. */
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(\d{1,12}|[a-z][a-z0-9_-]{0,63})$/, { error: 'Each entry must be an integration id (digits) or a method name such as card' })).min(1, { error: 'Give at least one integration id' }))
    .optional(),
  PAYMOB_API_URL: z.url({ protocol: /^https?$/, error: 'Must be a URL such as https://accept.paymob.com' }).default('https://accept.paymob.com').transform((url) => url.replace(/\/+$/, '')),
  /** How long a time is held for a card or wallet payment, in seconds. */
  PAYMENT_HOLD_SECONDS: z.coerce.number({ error: 'Must be a whole number of seconds' }).int({ error: 'Must be a whole number of seconds' }).min(5, { error: 'Must be from 5 to 86400' }).max(86_400, { error: 'Must be from 5 to 86400' }).default(900),
  /** How long a time is held for a payment by hand, or at an outlet (Fawry), in hours. */
  MANUAL_PAYMENT_HOLD_HOURS: z.coerce.number({ error: 'Must be a whole number of hours' }).int({ error: 'Must be a whole number of hours' }).min(1, { error: 'Must be from 1 to 336' }).max(336, { error: 'Must be from 1 to 336' }).default(24),
  /** The WhatsApp Business number's id in Meta's Cloud API: with WHATSAPP_ACCESS_TOKEN, turns WhatsApp on. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{1,20}$/, { error: 'Must be the phone number id (digits) from the app\'s WhatsApp settings' }).optional(),
  /** The system user's access token that sends the messages. Never logged or answered. */
  WHATSAPP_ACCESS_TOKEN: z.string().regex(/^\S+$/, { error: 'Must be an access token (no spaces)' }).optional(),
  /** The app's secret, which signs the webhooks. Never logged or answered. */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** The token Meta repeats when it verifies the webhook's address. Never logged or answered. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** The WhatsApp Business account's id: where `npm run whatsapp:templates` creates the templates and the server reads their states. */
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.string().regex(/^\d{1,20}$/, { error: 'Must be the WhatsApp Business account id (digits)' }).optional(),
  /** The owner's numbers for alerts, comma-separated, in international form (+20 100 123 4567). */
  WHATSAPP_NOTIFY: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.string().transform((number, context) => {
      const international = whatsappNumber(number);
      if (!international) context.addIssue({ code: 'custom', message: 'Each entry must be a mobile number such as +20 100 123 4567' });
      return international ?? '';
    })))
    .default([]),
  /** The language of the owner's alerts. */
  WHATSAPP_NOTIFY_LANGUAGE: z.enum(WHATSAPP_LANGUAGES, { error: 'Must be ar or en' }).default('ar'),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'Must be a URL such as https://graph.facebook.com/v26.0' }).default('https://graph.facebook.com/v26.0').transform((url) => url.replace(/\/+$/, '')),
  /** `off`: no page view is counted, no beacon is sent, and the analytics answer zeros (see the README's Analytics). */
  ANALYTICS: z.enum(['on', 'off'], { error: 'Must be on or off' }).default('on'),
  /** How many days raw page views are kept before only their daily totals remain. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number({ error: 'Must be a whole number of days' }).int({ error: 'Must be a whole number of days' }).min(2, { error: 'Must be at least 2' }).max(3650, { error: 'Must be at most 3650' }).default(90),
});

/** Paymob's account, when PAYMOB_* is set in full. */
export interface PaymobOptions {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** Integration ids as numbers, method names as text: as the intention takes them. */
  integrations: (number | string)[];
  apiUrl: string;
}

/** The S3-compatible bucket of STORAGE=s3. */
export interface S3Options {
  /** Another provider's address (MinIO, R2, B2…); AWS's own when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Without them, the SDK's usual sources (the instance's role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** The WhatsApp Business number of WHATSAPP_*, when WhatsApp is on. */
export interface WhatsappOptions {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  businessAccountId?: string;
  /** The owner's numbers, E.164. */
  notify: string[];
  notifyLanguage: WhatsappLanguage;
  apiUrl: string;
}

export type Config = z.output<typeof environmentSchema> & { dataDir: string; uploadsDir: string; s3?: S3Options; paymob?: PaymobOptions; whatsapp?: WhatsappOptions };

/** The SMTP_URL user name when it is an e-mail address (as mail providers' accounts mostly are). */
function smtpUserAddress(smtpUrl: string | undefined): string | undefined {
  const user = smtpUrl ? decodeURIComponent(new URL(smtpUrl).username) : '';
  return z.email().safeParse(user).success ? user : undefined;
}

/** Parses the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=` in a .env file) means "not set", not "0" or "": it takes the default.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const mailFrom = parsed.data.MAIL_FROM ?? smtpUserAddress(parsed.data.SMTP_URL);
  if (parsed.data.SMTP_URL && !mailFrom) {
    throw new Error('Invalid configuration:\n  MAIL_FROM must be set with SMTP_URL (its user name is no e-mail address to send from)');
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, MAIL_FROM: mailFrom, dataDir, uploadsDir: path.join(dataDir, 'uploads'), s3: s3Options(parsed.data), paymob: paymobOptions(parsed.data), whatsapp: whatsappOptions(parsed.data) };
}

/** The bucket STORAGE=s3 names, or undefined for local storage; a bucket that is not named fully stops the start. */
function s3Options(environment: z.output<typeof environmentSchema>): S3Options | undefined {
  if (environment.STORAGE !== 's3') return undefined;
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = environment;
  if (!S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET must be set with STORAGE=s3');
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    bucket: S3_BUCKET,
    credentials: S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: S3_FORCE_PATH_STYLE,
  };
}

const PAYMOB_VARIABLES = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'] as const;

/** Paymob's account when every PAYMOB_* variable is set, undefined when none is; a partial set stops the start. */
function paymobOptions(environment: z.output<typeof environmentSchema>): PaymobOptions | undefined {
  const missing = PAYMOB_VARIABLES.filter((name) => environment[name] === undefined);
  if (missing.length === PAYMOB_VARIABLES.length) return undefined;
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join(', ')} must be set with the other PAYMOB_* variables`);
  return {
    secretKey: environment.PAYMOB_SECRET_KEY!,
    publicKey: environment.PAYMOB_PUBLIC_KEY!,
    hmacSecret: environment.PAYMOB_HMAC_SECRET!,
    integrations: environment.PAYMOB_INTEGRATION_IDS!.map((entry) => (/^\d+$/.test(entry) ? Number(entry) : entry)),
    apiUrl: environment.PAYMOB_API_URL,
  };
}

/**
 * The WhatsApp Business number when WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set, undefined when neither
 * is; a partial set, or one without the webhook's secrets or PUBLIC_URL (the links in the messages), stops the start.
 */
function whatsappOptions(environment: z.output<typeof environmentSchema>): WhatsappOptions | undefined {
  const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = environment;
  if (!WHATSAPP_PHONE_NUMBER_ID && !WHATSAPP_ACCESS_TOKEN) return undefined;
  const missing = (['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'PUBLIC_URL'] as const).filter((name) => environment[name] === undefined);
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join(', ')} must be set with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN`);
  return {
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID!,
    accessToken: WHATSAPP_ACCESS_TOKEN!,
    appSecret: WHATSAPP_APP_SECRET!,
    verifyToken: WHATSAPP_VERIFY_TOKEN!,
    businessAccountId: environment.WHATSAPP_BUSINESS_ACCOUNT_ID,
    notify: environment.WHATSAPP_NOTIFY,
    notifyLanguage: environment.WHATSAPP_NOTIFY_LANGUAGE,
    apiUrl: environment.WHATSAPP_API_URL,
  };
}
