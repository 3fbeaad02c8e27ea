import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';

const problem = (environment: Record<string, string>) => {
  try {
    loadConfig(environment);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(environment)}`);
};

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SEED_DEMO: true, TRUST_PROXY: false, ALLOWED_ORIGINS: [], LOG_LEVEL: 'info' });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.uploadsDir).toBe(path.resolve('data', 'uploads'));
  });

  it('takes payments through Paymob only with every PAYMOB_* variable, never echoing a secret', () => {
    expect(loadConfig({}).paymob).toBeUndefined();
    const paymob = { PAYMOB_SECRET_KEY: 'egy_sk_live_s3cret', PAYMOB_PUBLIC_KEY: 'egy_pk_live_1', PAYMOB_HMAC_SECRET: 'hmac-s3cret', PAYMOB_INTEGRATION_IDS: '4100001, card ,4100002' };
    expect(loadConfig(paymob).paymob).toEqual({ secretKey: 'egy_sk_live_s3cret', publicKey: 'egy_pk_live_1', hmacSecret: 'hmac-s3cret', integrations: [4_100_001, 'card', 4_100_002], apiUrl: 'https://accept.paymob.com' });
    expect(loadConfig({ ...paymob, PAYMOB_API_URL: 'https://ksa.paymob.com/' }).paymob?.apiUrl).toBe('https://ksa.paymob.com');
    const partial = problem({ PAYMOB_SECRET_KEY: 'egy_sk_live_s3cret', PAYMOB_HMAC_SECRET: 'hmac-s3cret' });
    expect(partial).toContain('PAYMOB_PUBLIC_KEY, PAYMOB_INTEGRATION_IDS must be set with the other PAYMOB_* variables');
    expect(partial).not.toMatch(/s3cret/);
    expect(problem({ ...paymob, PAYMOB_INTEGRATION_IDS: '41 00' })).toContain('PAYMOB_INTEGRATION_IDS.0: Each entry must be an integration id');
    expect(problem({ PAYMENT_HOLD_SECONDS: '2' })).toContain('PAYMENT_HOLD_SECONDS: Must be from 5 to 86400');
    expect(loadConfig({}).PAYMENT_HOLD_SECONDS).toBe(900);
    expect(loadConfig({}).MANUAL_PAYMENT_HOLD_HOURS).toBe(24);
  });

  it('keeps uploads in DATA_DIR unless STORAGE=s3 names a whole bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'dietbar-uploads' }).s3).toEqual({ endpoint: undefined, region: 'us-east-1', bucket: 'dietbar-uploads', credentials: undefined, forcePathStyle: false });
    const minio = { STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'dietbar', S3_SECRET_ACCESS_KEY: 'secret key', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(minio).s3).toMatchObject({ endpoint: 'http://minio:9000', credentials: { accessKeyId: 'dietbar', secretAccessKey: 'secret key' }, forcePathStyle: true });
    expect(problem({ SECRET_KEY: 'c2hvcnQ=' })).toContain('SECRET_KEY: Must be 32 random bytes in base64');
    expect(problem({ STORAGE: 's3' })).toContain('S3_BUCKET must be set with STORAGE=s3');
    expect(problem({ STORAGE: 'ftp' })).toContain('STORAGE: Must be local or s3');
    expect(problem({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(problem({ ...minio, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT: Must be a URL');
  });

  it('treats an empty variable as not set rather than as port 0 or an empty host', () => {
    expect(loadConfig({ PORT: '', HOST: ' ', SEED_DEMO: '' })).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SEED_DEMO: true });
  });

  it('reads booleans in any case and origins without their paths', () => {
    const config = loadConfig({ SEED_DEMO: 'FALSE', TRUST_PROXY: 'Yes', ALLOWED_ORIGINS: 'https://admin.example.com/, http://localhost:5173' });
    expect(config).toMatchObject({ SEED_DEMO: false, TRUST_PROXY: true, ALLOWED_ORIGINS: ['https://admin.example.com', 'http://localhost:5173'] });
  });

  it('names the variable and the problem for a bad value', () => {
    expect(problem({ PORT: 'eighty' })).toContain('PORT: Must be a port number');
    expect(problem({ PORT: '70000' })).toContain('PORT: Must be a port number');
    expect(problem({ SEED_DEMO: 'maybe' })).toContain('SEED_DEMO: Must be true or false');
    expect(problem({ PUBLIC_URL: 'dietbar.example' })).toContain('PUBLIC_URL: Must be an absolute URL');
    expect(problem({ DATABASE_URL: 'mysql://db' })).toContain('DATABASE_URL: Must be a postgres:// URL');
    expect(problem({ ALLOWED_ORIGINS: 'not an origin' })).toContain('ALLOWED_ORIGINS.0: Each entry must be an origin');
    expect(problem({ ADMIN_EMAIL: 'owner@example.com' })).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(problem({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' })).toContain('ADMIN_PASSWORD: Must be at least 10 characters');
  });

  it('reads the lead e-mail settings, sending from the SMTP user name unless MAIL_FROM says otherwise', () => {
    const defaults = loadConfig({});
    expect([defaults.SMTP_URL, defaults.MAIL_FROM]).toEqual([undefined, undefined]);
    expect(defaults).toMatchObject({ LEAD_EMAIL_TO: [], CONFIRM_VISITOR_EMAIL: false });
    const config = loadConfig({
      SMTP_URL: 'smtps://alerts%40dietbar.example:s3cret@mail.example.com:465',
      LEAD_EMAIL_TO: 'owner@dietbar.example, desk@dietbar.example',
      CONFIRM_VISITOR_EMAIL: 'true',
    });
    expect(config).toMatchObject({ MAIL_FROM: 'alerts@dietbar.example', LEAD_EMAIL_TO: ['owner@dietbar.example', 'desk@dietbar.example'], CONFIRM_VISITOR_EMAIL: true });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'DietBar <alerts@dietbar.example>' }).MAIL_FROM).toBe('DietBar <alerts@dietbar.example>');
  });

  it('refuses bad lead e-mail settings without repeating the SMTP password', () => {
    const secret = 'hunter2-very-secret';
    const refused = problem({ SMTP_URL: `http://user:${secret}@mail.example.com` });
    expect(refused).toContain('SMTP_URL: Must be smtp://… or smtps://…');
    expect(refused).not.toContain(secret);
    expect(problem({ SMTP_URL: `smtp://desk:${secret}@mail.example.com` })).toContain('MAIL_FROM must be set with SMTP_URL');
    expect(problem({ SMTP_URL: `smtp://desk:${secret}@mail.example.com` })).not.toContain(secret);
    expect(problem({ MAIL_FROM: 'DietBar\r\nBcc: x@example.com <alerts@dietbar.example>' })).toContain('MAIL_FROM: Must be an e-mail address');
    expect(problem({ LEAD_EMAIL_TO: 'owner@dietbar.example, nobody' })).toContain('LEAD_EMAIL_TO.1: Each entry must be an e-mail address');
    expect(problem({ CONFIRM_VISITOR_EMAIL: 'sometimes' })).toContain('CONFIRM_VISITOR_EMAIL: Must be true or false');
  });

  it('turns WhatsApp on only with a whole, valid WHATSAPP_* set and PUBLIC_URL, never echoing a secret', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    const whatsapp = {
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-t0ken-s3cret',
      WHATSAPP_APP_SECRET: 'app-s3cret',
      WHATSAPP_VERIFY_TOKEN: 'verify-s3cret',
      PUBLIC_URL: 'https://dietbar.example',
    };
    expect(loadConfig({ ...whatsapp, WHATSAPP_NOTIFY: '010 0123 4567, +44 7911 123456' }).whatsapp).toEqual({
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-t0ken-s3cret',
      appSecret: 'app-s3cret',
      verifyToken: 'verify-s3cret',
      businessAccountId: undefined,
      notify: ['+201001234567', '+447911123456'],
      notifyLanguage: 'ar',
      apiUrl: 'https://graph.facebook.com/v26.0',
    });
    expect(loadConfig({ ...whatsapp, WHATSAPP_API_URL: 'http://127.0.0.1:9/v26.0/', WHATSAPP_NOTIFY_LANGUAGE: 'en' }).whatsapp).toMatchObject({ apiUrl: 'http://127.0.0.1:9/v26.0', notifyLanguage: 'en' });
    for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'PUBLIC_URL'] as const) {
      const partial = problem({ ...whatsapp, [name]: '' });
      expect(partial).toContain(`${name} must be set with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN`);
      expect(partial).not.toMatch(/s3cret/);
    }
    expect(problem({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+20 100' })).toContain('WHATSAPP_PHONE_NUMBER_ID: Must be the phone number id');
    expect(problem({ ...whatsapp, WHATSAPP_ACCESS_TOKEN: 'two s3cret words' })).not.toMatch(/s3cret/);
    expect(problem({ ...whatsapp, WHATSAPP_NOTIFY: '+201001234567, 02 2345 6789' })).toContain('WHATSAPP_NOTIFY.1: Each entry must be a mobile number');
    expect(problem({ ...whatsapp, WHATSAPP_NOTIFY_LANGUAGE: 'fr' })).toContain('WHATSAPP_NOTIFY_LANGUAGE: Must be ar or en');
    expect(problem({ ...whatsapp, WHATSAPP_API_URL: 'graph.facebook.com' })).toContain('WHATSAPP_API_URL: Must be a URL');
  });
});
