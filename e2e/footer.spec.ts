import { expect, test } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import { writtenLanguage } from '../web/shared/localized-text';
import { serverData } from './support/api';
import { LANGUAGES, expectScrolledTo, localized, open, text } from './support/site';

for (const language of LANGUAGES) {
  test.describe(`footer (${language})`, () => {
    test('shows the brand, active social links and services, quick links and contact details', async ({ page, request }) => {
      const settings = await serverData.settings(request);
      await open(page, '/blogs', language);
      const footer = page.getByTestId('site-footer');
      await expect(footer).toContainText(text(language, 'brand.description'));
      await expect(footer).toContainText(String(new Date().getFullYear()));
      await expect(footer.getByRole('list', { name: text(language, 'footer.follow') }).getByRole('link')).toHaveCount(
        settings.socialLinks.filter((link) => link.isActive).length,
      );
      const services = settings.services.filter((service) => service.isActive);
      expect(services.length, 'active demo services').toBeGreaterThan(0);
      await expect(footer.getByTestId('footer-services').locator('li')).toHaveCount(services.length);
      const contact = settings.contactInfo;
      expect(contact, 'the demo contact details').not.toBeNull();
      await expect(footer).toContainText(contact!.phone);
      await expect(footer).toContainText(contact!.email);
      await expect(footer).toContainText(localized(contact!, 'address', language));
      await footer.getByRole('link', { name: text(language, 'nav.blogs'), exact: true }).click();
      await expect(page).toHaveURL(/\/#blogs$/);
      await expectScrolledTo(page, 'blogs');
    });

    // The site settings come with the page: the dialogs open with their text at once, never with the loading line
    // (that line, and the 'Last updated: January 2025' fallback, are checked on the dialog in legal-dialog.test.tsx).
    test('opens the privacy and terms dialogs with their content at once', async ({ page, request }) => {
      const settings = await serverData.settings(request);
      const settingsRequests: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === apiPaths.site.settings()) settingsRequests.push(sent.url());
      });
      await open(page, '/success-stories', language);

      await page.getByRole('button', { name: text(language, 'footer.privacy') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('legal-updated')).toBeVisible();
      await expect(dialog).not.toContainText(text(language, 'footer.loadingPrivacy'));
      const privacy = settings.legalContent.find((item) => item.type === 'privacy_policy');
      expect(privacy, 'the demo privacy policy').toBeDefined();
      // The demo policy is written in English only: on the Arabic page it keeps its own direction, under the page's own
      // title and a note.
      expect([writtenLanguage(privacy!.title), writtenLanguage(privacy!.content)]).toEqual(['en', 'en']);
      await expect(dialog.getByRole('heading')).toHaveText(language === 'en' ? privacy!.title : text(language, 'footer.privacy'));
      await expect(dialog.locator('.prose')).toContainText(privacy!.content.replace(/\*\*/g, '').split('\n')[0]!);
      const note = dialog.getByText(text(language, 'footer.otherLanguageOnly'));
      if (language === 'en') {
        await expect(note).toHaveCount(0);
        await expect(dialog.locator('.prose')).not.toHaveAttribute('dir');
      } else {
        await expect(note).toBeVisible();
        await expect(dialog.locator('.prose')).toHaveAttribute('dir', 'ltr');
      }
      await expect(dialog.getByTestId('legal-updated')).toContainText(text(language, 'footer.lastUpdated', { date: '' }).replace(/\s*$/, '').slice(0, 8));
      // The content area is 60vh inside a dialog of at most 80vh.
      const sizes = await dialog.evaluate((element) => ({
        dialog: element.getBoundingClientRect().height,
        body: element.querySelector('[data-testid="dialog-body"]')!.getBoundingClientRect().height,
        viewport: window.innerHeight,
      }));
      expect(Math.round(sizes.body)).toBe(Math.round(sizes.viewport * 0.6));
      expect(sizes.dialog).toBeLessThanOrEqual(sizes.viewport * 0.8 + 1);
      await dialog.getByRole('button', { name: text(language, 'common.close') }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: text(language, 'footer.terms') }).click();
      const terms = settings.legalContent.find((item) => item.type === 'terms_conditions');
      expect(terms, 'the demo terms').toBeDefined();
      await expect(page.getByRole('dialog').locator('.prose')).toContainText(terms!.content.replace(/\*\*/g, '').split('\n')[0]!);
      await expect(page.getByRole('dialog')).not.toContainText(text(language, 'footer.loadingTerms'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(settingsRequests).toEqual([]);
    });
  });
}
