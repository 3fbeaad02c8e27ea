import { devices, expect, test } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY } from '@shared/constants';
import { LANGUAGE_COOKIE } from '@shared/language';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { signInAsAdmin } from './support/api';
import { LANGUAGES, open } from './support/site';

/** What the site keeps in the browser for the visitor's language choice: nothing else may be there after a visit. */
const LANGUAGE_COOKIES = [LANGUAGE_COOKIE];
const LANGUAGE_STORAGE = [LANGUAGE_PREFERENCE_KEY, DETECTED_LANGUAGE_KEY];

for (const language of LANGUAGES) {
  test(`a visit in ${language} is counted once, from its campaign, and keeps nothing of it in the browser`, async ({ browser, request, baseURL }) => {
    const campaign = `e2e-visit-${language}-${Date.now()}`;
    // A browser of its own: every test's browser shares this machine's address, and a visit within 30 minutes of the
    // same address and browser would continue that visitor's session (and its source).
    const context = await browser.newContext({ ...devices['Desktop Chrome'], userAgent: `${devices['Desktop Chrome'].userAgent} Visitor/${campaign}` });
    const page = await context.newPage();
    // Chromium does not hand a beacon's body to Playwright: the server's figures below say what it carried.
    const beacon = page.waitForResponse((answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === apiPaths.analytics.pageView());
    await open(page, withQuery('/blogs', { utm_source: 'e2e', utm_medium: 'test', utm_campaign: campaign }), language);
    expect((await beacon).status()).toBe(204);

    await signInAsAdmin(request, baseURL!);
    const campaignFigures = async () => {
      const figures = (await (await request.get(apiPaths.analytics.summary())).json()) as AnalyticsSummary;
      return figures.sources.find((source) => source.source === 'e2e')?.campaigns.find((entry) => entry.campaign === campaign);
    };
    await expect.poll(campaignFigures).toEqual({ campaign, visitors: 1, leads: 0, bookings: 0, revenueCents: 0 });

    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => !LANGUAGE_COOKIES.includes(name))).toEqual([]);
    const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(storage.local.filter((key) => !LANGUAGE_STORAGE.includes(key))).toEqual([]);
    expect(storage.session).toEqual([]);
    await context.close();
  });
}
