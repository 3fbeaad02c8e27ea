import type { Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { paths } from '@shared/routes';
import { SERVICE_WINDOW_MS, type WhatsappMessage } from '@shared/schemas/whatsapp';
import { approveAllTemplates, WHATSAPP_ACCOUNT, whatsappEnvironment } from '../../server/test/whatsapp-account';
import { WHATSAPP_TEMPLATES } from '../../server/whatsapp/templates';
import { startWhatsappStandIn, type WhatsappStandIn } from '../../server/test/whatsapp-stand-in';
import { bookFreeTime, bookingOnServer } from './support/bookings';
import { expectAccessibleAtBothWidths, expectToast, openTab } from './support/dashboard';
import { expect, test as base } from './support/fixtures';
import { leadOnServer, sendLead } from './support/leads';
import { adminText } from './support/texts';

// Each test walks a whole workflow with axe scans: more than the default 30 s on a machine that others share.
base.describe.configure({ timeout: 120_000 });

const LANGUAGES: Language[] = ['en', 'ar'];
/** The template left in review on the account, so that the status shows approved and not approved side by side. */
const IN_REVIEW = { name: 'dietbar_payment_refund', language: 'en' } as const;
/** The product's templates, each in Arabic and English. */
const TEMPLATE_COUNT = WHATSAPP_TEMPLATES.length * 2;

/** Tests whose server sends WhatsApp through the Graph API stand-in, every template approved but one. */
const test = base.extend<{ standIn: WhatsappStandIn; webhookUrl: string }, { whatsapp: WhatsappStandIn }>({
  whatsapp: [
    async ({}, use) => {
      const standIn = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
      approveAllTemplates(standIn);
      standIn.setTemplate(IN_REVIEW.name, IN_REVIEW.language, 'PENDING');
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  serverEnvironment: [async ({ whatsapp }, use) => use(whatsappEnvironment(whatsapp)), { scope: 'worker' }],
  standIn: async ({ whatsapp }, use) => use(whatsapp),
  webhookUrl: async ({ baseURL }, use) => use(`${baseURL}${apiPaths.whatsapp.webhook()}`),
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** An Egyptian mobile of its own for each lead, so that a visitor's message lands on that lead only. */
const mobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The number as E.164 and as Meta writes a sender (without the plus). */
const international = (local: string) => `+20${local.slice(1)}`;

/** A contact form with WhatsApp asked for; answers the lead's id once its thank-you has gone to Meta. */
async function leadWithWhatsapp(page: Page, baseURL: string, standIn: WhatsappStandIn, fields: { name: string; phone: string; language: Language }) {
  const id = await sendLead(page.request, baseURL, { ...fields, email: `wa.${unique()}@example.com`, message: 'I would like a plan', whatsapp: 'on' });
  await expect.poll(async () => (await messagesOf(page, id)).map((message) => message.status)).toEqual(['sent']);
  return id;
}

const messagesOf = async (page: Page, id: number) => (await leadOnServer(page.request, id)).whatsapp.messages;

/** Meta's id of the last message the stand-in accepted for `number`. */
function acceptedFor(standIn: WhatsappStandIn, number: string): string {
  const found = standIn.accepted.filter((message) => message.body.to === number).at(-1);
  if (!found) throw new Error(`nothing was sent to ${number}`);
  return found.id;
}

async function deliver(standIn: WhatsappStandIn, webhookUrl: string, body: unknown) {
  expect((await standIn.deliver(webhookUrl, body)).status).toBe(200);
}

/** The lead's view, opened by its address. */
async function openLead(page: Page, id: number, name: string) {
  await page.goto(paths.adminLead(id));
  const view = page.getByRole('dialog', { name });
  await expect(view).toBeVisible();
  return view;
}

for (const language of LANGUAGES) {
  const say = (key: string, values: Record<string, string | number> = {}) => adminText(key, values, language);

  base(`without WhatsApp the area says how to connect it, and a lead's view shows no conversation (${language})`, async ({ page, baseURL, openDashboard }) => {
    await openDashboard(language);
    const name = `Nour ${unique()}`;
    const id = await sendLead(page.request, baseURL!, { name, email: `nour.${unique()}@example.com`, phone: mobile(), message: 'Hello', language });
    await openTab(page, 'tabs.whatsapp', language);
    const status = page.getByTestId('whatsapp-status');
    await expect(status).toHaveAttribute('data-enabled', 'false');
    await expect(status).toContainText(say('whatsapp.status.offTitle'));
    await expect(status.getByText('WHATSAPP_PHONE_NUMBER_ID', { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    const view = await openLead(page, id, name);
    await expect(view.getByRole('heading', { name: say('leads.lead.details') })).toBeVisible();
    await expect(view.getByRole('heading', { name: say('whatsapp.conversation.heading'), exact: true })).toHaveCount(0);
  });

  test(`the WhatsApp area shows the number, each template's approval and the last webhook (${language})`, async ({ page, openDashboard, standIn, webhookUrl }) => {
    // In review, whatever an earlier test's review left on the server.
    await deliver(standIn, webhookUrl, standIn.webhook.templateStatus(IN_REVIEW.name, IN_REVIEW.language, 'PENDING'));
    await openDashboard(language);
    await openTab(page, 'tabs.whatsapp', language);
    const status = page.getByTestId('whatsapp-status');
    await expect(status).toHaveAttribute('data-enabled', 'true');
    await expect(status.getByText(WHATSAPP_ACCOUNT.displayNumber)).toBeVisible();
    await expect(page.getByTestId('whatsapp-approved')).toHaveText(say('whatsapp.status.approvedCount', { approved: TEMPLATE_COUNT - 1, total: TEMPLATE_COUNT }));
    const inReview = page.getByTestId(`whatsapp-template-${IN_REVIEW.name}`);
    await expect(inReview.locator('[data-language="en"]')).toHaveText(say('whatsapp.status.template', { language: say('leads.lead.languages.en'), status: say('whatsapp.templateStatuses.PENDING') }));
    await expect(inReview.locator('[data-language="ar"]')).toHaveAttribute('data-template-status', 'APPROVED');

    // Meta's review arrives: the area, asked again, shows it approved and the webhook's time.
    await deliver(standIn, webhookUrl, standIn.webhook.templateStatus(IN_REVIEW.name, IN_REVIEW.language, 'APPROVED'));
    await page.reload();
    await openTab(page, 'tabs.whatsapp', language);
    await expect(page.getByTestId('whatsapp-approved')).toHaveText(say('whatsapp.status.approvedCount', { approved: TEMPLATE_COUNT, total: TEMPLATE_COUNT }));
    await expectAccessibleAtBothWidths(page);
  });

  test(`a lead's conversation: the thank-you delivered, the visitor's words, a reply that failed with Meta's reason (${language})`, async ({ page, baseURL, openDashboard, standIn, webhookUrl }) => {
    const name = `${language === 'ar' ? 'منى' : 'Mona'} ${unique()}`;
    const phone = mobile();
    await openDashboard(language);
    const id = await leadWithWhatsapp(page, baseURL!, standIn, { name, phone, language });
    await deliver(standIn, webhookUrl, standIn.webhook.statuses({ id: acceptedFor(standIn, international(phone)), status: 'delivered' }));
    const question = language === 'ar' ? 'هل يمكن موعد يوم الأحد؟' : 'Is Sunday possible?';
    await deliver(standIn, webhookUrl, standIn.webhook.message({ from: international(phone).slice(1), name, text: question }));
    const answer = await page.request.post(apiPaths.whatsapp.leadReply(id), { data: { text: 'Yes, at 10.' }, headers: { Origin: baseURL! } });
    expect(answer.status()).toBe(201);
    const reply = (await answer.json()) as WhatsappMessage;
    await expect.poll(async () => (await messagesOf(page, id)).find((message) => message.id === reply.id)?.status).toBe('sent');
    const undeliverable = { code: 131026, title: 'Message undeliverable' };
    await deliver(standIn, webhookUrl, standIn.webhook.statuses({ id: acceptedFor(standIn, international(phone)), status: 'failed', error: undeliverable }));

    const view = await openLead(page, id, name);
    // The thank-you and the visitor's message may share a second (Meta's clock counts seconds): each is found by what it says.
    const messages = view.getByTestId('whatsapp-message');
    await expect(messages).toHaveCount(3);
    const thanks = messages.filter({ hasText: say('whatsapp.kinds.lead_thanks') });
    await expect(thanks).toHaveAttribute('data-status', 'delivered');
    await expect(thanks).toContainText(say('whatsapp.statuses.delivered'));
    await expect(messages.filter({ hasText: question })).toHaveAttribute('data-status', 'received');
    const failed = messages.last();
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(failed).toContainText('Yes, at 10.');
    await expect(failed).toContainText(say('whatsapp.conversation.failed', undeliverable));
    await expect(failed).toContainText(say('whatsapp.conversation.emailRemains'));
    await expect(view.getByText(international(phone))).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });

  test(`a reply from the lead's view within 24 hours reaches WhatsApp; a visitor who never wrote gets templates only (${language})`, async ({ page, baseURL, openDashboard, standIn, webhookUrl }) => {
    const name = `${language === 'ar' ? 'سلمى' : 'Salma'} ${unique()}`;
    const phone = mobile();
    await openDashboard(language);
    const id = await leadWithWhatsapp(page, baseURL!, standIn, { name, phone, language });

    // Not written to yet: no reply box, only the reason.
    let view = await openLead(page, id, name);
    await expect(view.getByTestId('whatsapp-window-closed')).toHaveText(say('whatsapp.reply.closed'));
    await expect(view.getByRole('form', { name: say('whatsapp.reply.label') })).toHaveCount(0);

    await deliver(standIn, webhookUrl, standIn.webhook.message({ from: international(phone).slice(1), name, text: 'Hello' }));
    view = await openLead(page, id, name);
    const form = view.getByRole('form', { name: say('whatsapp.reply.label') });
    // A quick reply fills the box in the lead's language, to be edited before it goes.
    await form.getByRole('button', { name: say('whatsapp.reply.callSoon') }).click();
    const box = form.getByRole('textbox', { name: say('whatsapp.reply.label') });
    await expect(box).toHaveValue(adminText('whatsapp.reply.callSoonText', {}, language));
    const text = `${await box.inputValue()} ${unique()}`;
    await box.fill(text);
    await form.getByRole('button', { name: say('whatsapp.reply.send') }).click();
    await expectToast(page, say('toast.success'), say('whatsapp.reply.sent'));
    await expect(box).toHaveValue('');
    await expect.poll(() => standIn.messages().filter((message) => message.type === 'text' && message.text.body === text).map((message) => message.to)).toEqual([international(phone)]);
    await expect(view.getByTestId('whatsapp-message').last()).toContainText(text);
    // Answering a new lead marks it contacted, as the other quick replies do.
    await expect.poll(async () => (await leadOnServer(page.request, id)).status).toBe('contacted');
  });

  test(`a reply sent once the 24 hours have run out is refused and explained (${language})`, async ({ page, baseURL, openDashboard, standIn, webhookUrl }) => {
    const name = `${language === 'ar' ? 'هدى' : 'Hoda'} ${unique()}`;
    const phone = mobile();
    await openDashboard(language);
    const id = await leadWithWhatsapp(page, baseURL!, standIn, { name, phone, language });
    // Written 23 hours and 59 minutes ago by Meta's clock: the window closes while the view is open (a minute leaves
    // room for a loaded machine to open it first).
    const writtenAt = Math.floor((Date.now() - SERVICE_WINDOW_MS + 60_000) / 1000);
    await deliver(standIn, webhookUrl, standIn.webhook.message({ from: international(phone).slice(1), name, text: 'Still there?', timestamp: writtenAt }));
    const view = await openLead(page, id, name);
    const form = view.getByRole('form', { name: say('whatsapp.reply.label') });
    await form.getByRole('textbox', { name: say('whatsapp.reply.label') }).fill('Yes!');
    const closesAt = Date.parse((await leadOnServer(page.request, id)).whatsapp.replyUntil!);
    await page.waitForTimeout(Math.max(0, closesAt - Date.now()) + 500);
    await form.getByRole('button', { name: say('whatsapp.reply.send') }).click();
    await expectToast(page, say('toast.error'), say('whatsapp.reply.outsideWindow'));
    await expect(view.getByTestId('whatsapp-window-closed')).toBeVisible();
    expect(standIn.messages().filter((message) => message.type === 'text' && message.text.body === 'Yes!')).toEqual([]);
  });

  test(`a booking's view shows its WhatsApp messages and their states (${language})`, async ({ page, baseURL, openDashboard, standIn, webhookUrl }) => {
    const name = `${language === 'ar' ? 'ريم' : 'Reem'} ${unique()}`;
    const phone = mobile();
    await openDashboard(language);
    const booking = await bookFreeTime(page.request, baseURL!, { name, email: `wa.${unique()}@example.com`, language, phone, whatsapp: true });
    const confirmation = async () => (await bookingOnServer(page.request, booking.id)).whatsapp.messages.find((message) => message.kind === 'booking_confirmation');
    await expect.poll(async () => (await confirmation())?.status).toBe('sent');
    await deliver(standIn, webhookUrl, standIn.webhook.statuses({ id: acceptedFor(standIn, international(phone)), status: 'read' }));
    await expect.poll(async () => (await confirmation())?.status).toBe('read');

    await page.goto(paths.adminBooking(booking.id));
    const view = page.getByRole('dialog', { name });
    const message = view.getByTestId('whatsapp-message').filter({ hasText: say('whatsapp.kinds.booking_confirmation') });
    await expect(message).toHaveAttribute('data-status', 'read');
    await expect(message).toContainText(say('whatsapp.statuses.read'));
    await expect(view.getByText(international(phone))).toBeVisible();
  });

  test(`a visitor's WhatsApp message arrives live: a toast whose action opens the lead (${language})`, async ({ page, baseURL, openDashboard, standIn, webhookUrl }) => {
    const name = `${language === 'ar' ? 'ياسمين' : 'Yasmin'} ${unique()}`;
    const phone = mobile();
    await openDashboard(language);
    const id = await leadWithWhatsapp(page, baseURL!, standIn, { name, phone, language });
    const text = language === 'ar' ? 'أريد تغيير موعدي' : 'I need to change my time';
    await deliver(standIn, webhookUrl, standIn.webhook.message({ from: international(phone).slice(1), name: 'WhatsApp profile', text }));
    const toast = await expectToast(page, say('whatsapp.live.title'), say('whatsapp.live.body', { name, text }));
    await toast.getByRole('button', { name: say('whatsapp.live.open') }).click();
    const view = page.getByRole('dialog', { name });
    await expect(view.getByTestId('whatsapp-message').filter({ hasText: text })).toHaveAttribute('data-status', 'received');
    await expect(page).toHaveURL(new RegExp(`lead=${id}`));
  });
}
