import { expect, test } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { ConsultationType, FreeSlotsAnswer } from '@shared/schemas/booking';
import { approveAllTemplates, WHATSAPP_ACCOUNT, whatsappEnvironment } from '../server/test/whatsapp-account';
import { startWhatsappStandIn } from '../server/test/whatsapp-stand-in';
import { startAdminServer } from './admin/support/admin-server';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { expectNoHorizontalScroll, LANGUAGES, localized, text } from './support/site';

/*
 * With the practice's WhatsApp connected (Meta's Graph API played by a stand-in), the booking and contact forms offer
 * confirmations and reminders on WhatsApp; a visitor who ticks it, with their number as Egyptians write it, gets the
 * confirmation template in their language on that number in international form.
 */

test.describe.configure({ mode: 'serial' });

for (const language of LANGUAGES) {
  test(`a visitor consents on the booking form and gets the confirmation on WhatsApp (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const standIn = await startWhatsappStandIn(WHATSAPP_ACCOUNT);
    approveAllTemplates(standIn);
    const server = await startAdminServer({ environment: { BOOKING_RATE_LIMIT: '1000', ...whatsappEnvironment(standIn) } });
    try {
      const get = async <T,>(path: string) => (await (await request.get(`${server.url}${path}`)).json()) as T;
      const [type] = await get<ConsultationType[]>(apiPaths.consultationTypes.list());
      const week = await get<FreeSlotsAnswer>(withQuery(apiPaths.booking.slots(), { type: type!.id }));
      const slot = week.slots[language === 'en' ? 0 : 1]!;

      await page.goto(`${server.url}/book?type=${type!.id}&lang=${language}`);
      const form = page.getByTestId('booking-form');
      await form.locator(`input[name="start"][value="${slot.start}"]`).check();
      await form.getByLabel(text(language, 'contact.name')).fill(`WhatsApp Visitor ${language}`);
      await form.getByLabel(text(language, 'contact.email')).fill(`whatsapp-${language}@example.com`);
      // As people here write it: a local number, in Arabic-Indic digits on the Arabic page.
      await form.getByLabel(text(language, 'contact.phone')).fill(language === 'ar' ? '٠١٠٠ ١٢٣ ٤٥٦٧' : '0100 123 4567');
      const consent = form.getByRole('checkbox', { name: text(language, 'form.whatsappConsent') });
      await expect(consent).not.toBeChecked();
      await consent.check();
      if (language === 'ar') {
        await expectNoAccessibilityViolations(page);
        await page.setViewportSize({ width: 375, height: 812 });
        await expectNoHorizontalScroll(page);
      }
      await form.getByRole('button', { name: text(language, 'booking.submit') }).click();
      await expect(page.getByTestId('booking-confirmation')).toContainText(localized(type!, 'name', language));

      await expect
        .poll(() => standIn.accepted.filter((message) => message.body.to === '+201001234567' && message.body.type === 'template').length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      const confirmation = standIn.accepted.find((message) => message.body.to === '+201001234567')!;
      expect(confirmation.body.template.language.code).toBe(language);
    } finally {
      await server.stop();
      await standIn.close();
    }
  });
}

test('without WhatsApp connected, the forms offer no consent', async ({ page }) => {
  await page.goto('/?lang=en#contact');
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: text('en', 'form.whatsappConsent') })).toHaveCount(0);
});
