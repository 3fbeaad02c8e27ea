import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const originList = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.url({ error: 'Each entry must be an origin such as https://example.com' }).transform((url) => new URL(url).origin)));

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
  /** Contact-form submissions accepted per visitor address in 10 minutes (the benchmark raises it). */
  CONTACT_RATE_LIMIT: z.coerce.number({ error: 'Must be a whole number' }).int().min(1).default(10),
  /** Where the built web app lives. */
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.output<typeof environmentSchema> & { dataDir: string; uploadsDir: string };

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
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}
