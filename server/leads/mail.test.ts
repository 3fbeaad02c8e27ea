import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadDetail } from '@shared/schemas/lead';
import type { StartOptions } from '../app';
import { contactInput, packageInput } from '../test/factories';
import { postForm } from '../test/forms';
import { documentHead } from '../test/rendered-pages';
import { startTestServer, TEST_ADMIN, type TestServer } from '../test/harness';
import { freePort } from '../test/free-port';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { GIVE_UP_AFTER_MS } from '../mail/sender';

/*
 * E-mails about new leads against a real SMTP server: the alert and its fields, delivery when the mail
 * server comes up late, across a restart, never twice, the visitor's confirmation, and the SMTP password kept out of
 * every log line and every API answer.
 */

const PASSWORD = 'Sm7p-pa55word-never-shown';
const QUICK_RETRY: StartOptions['mailRetry'] = { firstMs: 50, maxMs: 200 };
const POLL = { timeout: 10_000, interval: 25 };

/** Every log line of the servers a test starts, to look for the password in. */
const logLines: string[] = [];
const capturingLogger = () => pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

/** Every API answer the tests read, for the same. */
const answers: string[] = [];

const settings = (smtpUrl: string, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'DietBar <alerts@dietbar.example>',
  PUBLIC_URL: 'https://dietbar.example/',
  CONTACT_RATE_LIMIT: '1000',
  ...extra,
});

const start = (environment: Record<string, string>, options: StartOptions = {}) =>
  startTestServer(environment, { logger: capturingLogger(), mailRetry: QUICK_RETRY, ...options });

async function submit(server: TestServer, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await server.client().post<Lead>('/api/contact', contactInput(overrides), { headers });
  answers.push(response.text);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function alertOf(server: TestServer, id: number) {
  const response = await (await server.admin()).get<LeadDetail>(`/api/contact-submissions/${id}`);
  answers.push(response.text);
  return response.body.emailAlert;
}

const LAST_LEAD = { name: 'Last lead', email: 'last-lead@example.com' };

/**
 * Sends one more lead, waits until its alert has arrived and the sender is idle with nothing left to retry, and
 * answers the e-mails that arrived besides that lead's. The outbox sends in the order e-mails fall due, so an e-mail
 * queued earlier that was going to leave has left by then, and with nothing pending no other can leave afterwards.
 */
async function deliveredBesidesLastLead(server: TestServer, mail: TestMailServer) {
  await submit(server, LAST_LEAD);
  await expect.poll(() => mail.messages.some((message) => message.headers.subject === `New lead: ${LAST_LEAD.name}`), POLL).toBe(true);
  await server.deps.mailDelivery.settled();
  expect(await server.deps.mailDelivery.outbox.nextDueAt(), 'an e-mail waiting to be sent').toBeUndefined();
  return mail.messages.filter((message) => message.headers.subject !== `New lead: ${LAST_LEAD.name}` && !message.envelopeTo.includes(LAST_LEAD.email));
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the alert to the practice', () => {
  let mail: TestMailServer;
  let server: TestServer;
  beforeAll(async () => {
    mail = await startMailServer(PASSWORD);
    server = await start(settings(mail.url, { LEAD_EMAIL_TO: 'owner@dietbar.example, desk@dietbar.example' }));
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });

  it('arrives once with every field, the package by name, the dashboard link, and Reply-To the visitor', async () => {
    const plan = await (await server.admin()).post('/api/packages', packageInput());
    const lead = await submit(server, { name: 'منى حسن', email: 'mona@example.com', phone: '0100 123 4567', packageInterest: String(plan.body.id), message: 'أريد خطة غذائية.\nشكرًا' });
    await expect.poll(() => mail.messages.length, POLL).toBe(1);
    const [alert] = mail.messages;
    expect(alert!.envelopeFrom).toBe('alerts@dietbar.example');
    expect(alert!.envelopeTo).toEqual(['owner@dietbar.example', 'desk@dietbar.example']);
    expect(alert!.headers.subject).toBe('New lead: منى حسن');
    expect(alert!.headers['reply-to']).toMatch(/^"?منى حسن"? <mona@example\.com>$/);
    expect(alert!.headers.from).toBe('DietBar <alerts@dietbar.example>');
    for (const line of ['Name: منى حسن', 'E-mail: mona@example.com', 'Phone: 0100 123 4567', 'Package: Basic Plan (الخطة الأساسية)', 'أريد خطة غذائية.\nشكرًا']) {
      expect(alert!.text).toContain(line);
    }
    expect(alert!.text).toMatch(/Received: \w+day, \d+ \w+ 2\d{3} at \d\d:\d\d \S+/);
    expect(alert!.text).toContain(`Open it in the dashboard: https://dietbar.example/admin/dashboard?lead=${lead.id}`);
    expect(alert!.html).toContain(`href="https://dietbar.example/admin/dashboard?lead=${lead.id}"`);
    expect(alert!.html).toContain('<td dir="auto">منى حسن</td>');
    expect(documentHead(alert!.html)).toEqual({ lang: 'en', dir: 'ltr', titles: ['New lead: منى حسن'] });

    await expect.poll(() => alertOf(server, lead.id), POLL).toEqual({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
  });

  it('keeps a visitor line break out of the headers: no header is added, no one else is written to', async () => {
    const before = mail.messages.length;
    await submit(server, { name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes', message: '<b>hi</b> & bye' });
    await expect.poll(() => mail.messages.length, POLL).toBe(before + 1);
    const alert = mail.messages.at(-1)!;
    expect(alert.envelopeTo).toEqual(['owner@dietbar.example', 'desk@dietbar.example']);
    const headerLines = alert.raw.slice(0, alert.raw.indexOf('\r\n\r\n'));
    expect(headerLines).not.toMatch(/^(bcc|x-injected):/im);
    expect(Object.keys(alert.headers)).not.toContain('bcc');
    expect(alert.text).toContain('Name: Eve Bcc: victim@example.com X-Injected: yes\nE-mail: omar@example.com');
    expect(alert.headers.subject).toBe('New lead: Eve Bcc: victim@example.com X-Injected: yes');
    expect(alert.html).toContain('&lt;b&gt;hi&lt;/b&gt; &amp; bye');
  });

  it('queues nothing for a submission that filled the honeypot', async () => {
    const before = mail.messages.length;
    await submit(server, { name: 'Bot', website: 'https://spam.example' });
    const person = await submit(server, { name: 'Person' });
    await expect.poll(() => mail.messages.length, POLL).toBe(before + 1);
    await server.deps.mailDelivery.settled();
    expect(mail.messages.at(-1)!.headers.subject).toBe('New lead: Person');
    expect(await server.db('mailOutbox').whereNot({ contactSubmissionId: person.id }).where('createdAt', '>', new Date(Date.now() - 60_000).toISOString()).where({ status: 'pending' })).toEqual([]);
  });
});

it('goes to every admin when LEAD_EMAIL_TO is not set', async () => {
  const mail = await startMailServer(PASSWORD);
  const server = await start(settings(mail.url));
  cleanups.push(() => mail.stop(), () => server.stop());
  await server.admin();
  await submit(server);
  await expect.poll(() => mail.messages.map((message) => message.envelopeTo), POLL).toEqual([[TEST_ADMIN.email]]);
});

it('is delivered when the mail server comes up after the submission, and shows pending, then sent', async () => {
  const port = await freePort();
  const server = await start(settings(`smtp://desk:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`));
  cleanups.push(() => server.stop());
  const lead = await submit(server);
  await expect.poll(() => alertOf(server, lead.id), POLL).toMatchObject({ status: 'pending', attempts: expect.any(Number), lastError: expect.stringMatching(/ECONNREFUSED/) });
  expect((await alertOf(server, lead.id))!.attempts).toBeGreaterThanOrEqual(1);

  const mail = await startMailServer(PASSWORD, port);
  cleanups.push(() => mail.stop());
  await expect.poll(() => mail.messages.length, POLL).toBe(1);
  await expect.poll(() => alertOf(server, lead.id), POLL).toEqual({ status: 'sent', attempts: expect.any(Number), sentAt: expect.any(String) });
  expect(await deliveredBesidesLastLead(server, mail)).toHaveLength(1);
});

it('survives a restart while the mail server is down, and is sent once, never again after further restarts', async () => {
  const port = await freePort();
  const environment = settings(`smtp://desk:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`, { CONFIRM_VISITOR_EMAIL: 'true' });
  const first = await start(environment);
  const lead = await submit(first);
  await expect.poll(() => alertOf(first, lead.id), POLL).toMatchObject({ status: 'pending', lastError: expect.any(String) });
  await first.close();

  const mail = await startMailServer(PASSWORD, port);
  cleanups.push(() => mail.stop());
  const second = await start({ ...environment, DATA_DIR: first.dataDir });
  await expect.poll(() => mail.messages.length, POLL).toBe(2);
  await expect.poll(() => alertOf(second, lead.id), POLL).toMatchObject({ status: 'sent' });
  await second.close();

  const third = await start({ ...environment, DATA_DIR: first.dataDir });
  cleanups.push(() => third.stop());
  const delivered = await deliveredBesidesLastLead(third, mail);
  expect(delivered.map((message) => message.envelopeTo)).toEqual(expect.arrayContaining([['omar@example.com'], [TEST_ADMIN.email]]));
  expect(delivered).toHaveLength(2);
  expect(await third.db('mailOutbox').where({ contactSubmissionId: lead.id }).select('status')).toEqual([{ status: 'sent' }, { status: 'sent' }]);
});

it('gives up after failing for 3 days, and shows failed with the reason', async () => {
  const port = await freePort();
  let ahead = 0;
  const server = await start(settings(`smtp://desk:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`), { now: () => new Date(Date.now() + ahead) });
  cleanups.push(() => server.stop());
  const lead = await submit(server);
  await expect.poll(() => alertOf(server, lead.id), POLL).toMatchObject({ status: 'pending', attempts: expect.any(Number) });
  ahead = GIVE_UP_AFTER_MS + 60_000;
  await expect.poll(() => alertOf(server, lead.id), POLL).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/ECONNREFUSED/) });
  const attempts = (await alertOf(server, lead.id))!.attempts;
  // The outbox tries e-mails in the order they fall due: once a later lead's alert has been tried twice, the sender
  // has passed the given-up alert twice.
  const later = await submit(server, { name: 'Later lead' });
  await expect.poll(async () => (await alertOf(server, later.id))!.attempts, POLL).toBeGreaterThanOrEqual(2);
  expect((await alertOf(server, lead.id))!.attempts).toBe(attempts);
});

it('deletes a lead’s queued e-mails, notes and history with it, and sends nothing for it afterwards', async () => {
  const port = await freePort();
  const server = await start(settings(`smtp://desk:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`, { CONFIRM_VISITOR_EMAIL: 'true' }));
  cleanups.push(() => server.stop());
  const admin = await server.admin();
  const lead = await submit(server);
  await admin.post(`/api/contact-submissions/${lead.id}/notes`, { text: 'Call back on Sunday' });
  await admin.patch(`/api/contact-submissions/${lead.id}`, { status: 'contacted' });
  expect(await server.db('mailOutbox').where({ contactSubmissionId: lead.id })).toHaveLength(2);

  expect((await admin.delete(`/api/contact-submissions/${lead.id}`)).status).toBe(204);
  for (const table of ['mailOutbox', 'leadNotes', 'leadStatusChanges']) expect(await server.db(table).where({ contactSubmissionId: lead.id })).toEqual([]);
  const mail = await startMailServer(PASSWORD, port);
  cleanups.push(() => mail.stop());
  expect(await deliveredBesidesLastLead(server, mail)).toEqual([]);
});

describe('the visitor’s confirmation', () => {
  let mail: TestMailServer;
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    // The form posted without JavaScript answers with a rendered page: a stand-in for the built index.html is enough.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><!--dietbar:head--></head><body><div id="root"></div></body></html>');
    mail = await startMailServer(PASSWORD);
    server = await start(settings(mail.url, { CONFIRM_VISITOR_EMAIL: 'true', LEAD_EMAIL_TO: 'owner@dietbar.example', WEB_DIST_DIR: distDir }));
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const confirmationTo = async (email: string) => {
    await expect.poll(() => mail.messages.some((message) => message.envelopeTo.includes(email)), POLL).toBe(true);
    return mail.messages.find((message) => message.envelopeTo.includes(email))!;
  };

  it('thanks the visitor in the language of the page, repeating nothing they typed', async () => {
    const lead = await submit(server, { email: 'salma@example.com', name: 'سلمى', message: 'Buy pills at spam.example', language: 'ar' });
    expect(lead.language).toBe('ar');
    const confirmation = await confirmationTo('salma@example.com');
    expect(confirmation.envelopeTo).toEqual(['salma@example.com']);
    expect(confirmation.headers.subject).toBe('تلقّينا رسالتك: دايت بار');
    expect(confirmation.text).toContain('شكرًا لاهتمامك. سنتواصل معك قريبًا.');
    expect(documentHead(confirmation.html)).toEqual({ lang: 'ar', dir: 'rtl', titles: ['تلقّينا رسالتك: دايت بار'] });
    expect(confirmation.raw).not.toContain('spam.example');
    expect(confirmation.text).not.toContain('سلمى');
    // The practice's alert about the same lead goes to the practice.
    await expect.poll(() => mail.messages.filter((message) => message.envelopeTo.includes('owner@dietbar.example')).length, POLL).toBeGreaterThanOrEqual(1);
  });

  it('takes the language from Accept-Language when the form names none, English otherwise', async () => {
    await submit(server, { email: 'arabic-browser@example.com' }, { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    await submit(server, { email: 'no-preference@example.com' });
    await submit(server, { email: 'french@example.com' }, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect((await confirmationTo('arabic-browser@example.com')).headers.subject).toBe('تلقّينا رسالتك: دايت بار');
    expect((await confirmationTo('no-preference@example.com')).headers.subject).toBe('We received your message: DietBar');
    const english = await confirmationTo('french@example.com');
    expect(english.text).toContain("Thank you for your interest. We'll get back to you soon.");
    expect(documentHead(english.html)).toEqual({ lang: 'en', dir: 'ltr', titles: ['We received your message: DietBar'] });
  });

  it('takes the language the form posted without JavaScript sends', async () => {
    const posted = await postForm(server.client(), { ...contactInput({ email: 'no-script@example.com' }), language: 'ar' });
    expect(posted.status).toBe(303);
    expect((await confirmationTo('no-script@example.com')).headers.subject).toBe('تلقّينا رسالتك: دايت بار');
  });

  it('refuses a language it does not speak with a 400 naming it', async () => {
    const refused = await server.client().post('/api/contact', contactInput({ language: 'fr' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ path: 'language', code: 'invalid_choice', message: 'Must be one of en, ar' }]);
  });
});

// Last, so that it reads the logs and answers of every test above too.
it('never shows the SMTP password: not in a log line (start, failures, retries, deliveries), not in an API answer', async () => {
  const port = await freePort();
  const server = await start(settings(`smtp://desk:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`));
  cleanups.push(() => server.stop());
  const lead = await submit(server);
  await expect.poll(() => alertOf(server, lead.id), POLL).toMatchObject({ attempts: expect.any(Number), lastError: expect.any(String) });
  const admin = await server.admin();
  for (const address of ['/api/contact-submissions', `/api/contact-submissions/${lead.id}`, '/api/contact-submissions/stats', '/api/health']) {
    answers.push((await admin.get(address)).text);
  }

  expect(logLines.some((line) => line.includes(`smtp://desk:***@127.0.0.1:${port}`))).toBe(true);
  expect(logLines.some((line) => line.includes('will be tried again'))).toBe(true);
  for (const text of [...logLines, ...answers]) {
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(encodeURIComponent(PASSWORD));
    expect(text).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    expect(text).not.toContain(Buffer.from(`\0desk\0${PASSWORD}`).toString('base64'));
  }
});
