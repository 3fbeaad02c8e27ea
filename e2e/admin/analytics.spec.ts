import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { DATE_LOCALE, formatDate } from '@shared/format';
import { paths } from '@shared/routes';
import type { AnalyticsSummary, PageViewInput } from '@shared/schemas/analytics';
import type { LeadDetail } from '@shared/schemas/lead';
import { expectAccessibleAtBothWidths, openTab } from './support/dashboard';
import { expect, TEST_ADMIN, test } from './support/fixtures';
import { adminText } from './support/texts';

// Each test scans the area with axe at two widths: more than the default 30 s on a machine that others share. In order,
// in one worker: the visits are made once, on that worker's server.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** A server of its own that trusts X-Forwarded-For, so that each visitor below comes from an address of its own. */
const withProxy = test.extend<object, object>({
  serverEnvironment: [async ({}, use) => use({ TRUST_PROXY: 'true' }), { scope: 'worker' }],
});

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const POST = '/blog/eating-for-energy';

interface Visitor {
  address: string;
  userAgent: string;
}

/** What a visitor's browser sends: no cookie (the admin's would keep the view from being counted), its address through the proxy. */
const asVisitor = (baseURL: string, visitor: Visitor) => ({ Origin: baseURL, 'User-Agent': visitor.userAgent, 'X-Forwarded-For': visitor.address, 'Content-Type': 'application/json' });

async function view(baseURL: string, visitor: Visitor, input: PageViewInput) {
  const answer = await fetch(`${baseURL}${apiPaths.analytics.pageView()}`, { method: 'POST', headers: asVisitor(baseURL, visitor), body: JSON.stringify(input) });
  expect(answer.status).toBe(204);
}

const instagramReader: Visitor = { address: '203.0.113.10', userAgent: DESKTOP };
const directPhone: Visitor = { address: '203.0.113.11', userAgent: PHONE };
const fromGoogle: Visitor = { address: '203.0.113.12', userAgent: DESKTOP };

withProxy.describe('with visits counted', () => {
  let leadId = 0;

  withProxy.beforeAll(async ({ adminServer }) => {
    const baseURL = adminServer.url;
    // Three visitors, four views: one from an Instagram campaign who reads a post and writes, one on a phone in Arabic, one from Google.
    await view(baseURL, instagramReader, { path: '/', language: 'en', utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'ramadan-offer' });
    await view(baseURL, instagramReader, { path: POST, language: 'en', referrer: `${baseURL}/` });
    await view(baseURL, directPhone, { path: '/', language: 'ar' });
    await view(baseURL, fromGoogle, { path: POST, language: 'en', referrer: 'https://www.google.com/' });
    // Views are written a moment after their answer: the lead must find its session's.
    await expect.poll(() => countedViews(baseURL), { timeout: 15_000 }).toBe(4);
    const sent = await fetch(`${baseURL}${apiPaths.leads.intake()}`, {
      method: 'POST',
      headers: asVisitor(baseURL, instagramReader),
      body: JSON.stringify({ name: 'Nour Adel', email: 'nour.analytics@example.com', phone: '', packageInterest: 'other', message: 'A plan, please', language: 'en' }),
    });
    expect(sent.status).toBe(201);
    leadId = ((await sent.json()) as { id: number }).id;
  });

  /** The page views of the default period, read as the admin. */
  async function countedViews(baseURL: string): Promise<number> {
    return (await summaryOf(baseURL)).totals.pageviews;
  }

  async function summaryOf(baseURL: string): Promise<AnalyticsSummary> {
    const login = await fetch(`${baseURL}${apiPaths.auth.login()}`, {
      method: 'POST',
      headers: { Origin: baseURL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    return (await (await fetch(`${baseURL}${apiPaths.analytics.summary()}`, { headers: { Cookie: cookie } })).json()) as AnalyticsSummary;
  }

  for (const language of ['en', 'ar'] as Language[]) {
    const say = (key: string, values: Record<string, string | number> = {}) => adminText(key, values, language);
    const number = (value: number) => new Intl.NumberFormat(DATE_LOCALE[language]).format(value);
    const day = (date: string) => formatDate(`${date}T00:00:00Z`, language, 'long');

    withProxy(`the Analytics area shows the period's visitors, sources with their campaigns and pages (${language})`, async ({ page, openDashboard }) => {
      await openDashboard(language);
      await openTab(page, 'tabs.analytics', language);
      await expect(page.getByTestId('analytics-total-visitors')).toContainText(number(3));
      await expect(page.getByTestId('analytics-total-pageviews')).toContainText(number(4));
      // Nothing was counted in the 30 days before.
      await expect(page.getByTestId('analytics-total-visitors')).toContainText(say('analytics.change.new'));

      const sources = page.getByTestId('analytics-sources');
      await expect(sources.getByRole('row', { name: new RegExp(`^Instagram\\s+${number(1)}\\s+${number(1)}`) })).toBeVisible();
      await expect(sources.getByRole('row', { name: new RegExp(say('analytics.sources.campaign', { campaign: 'ramadan-offer' })) })).toBeVisible();
      await expect(sources).toContainText(say('analytics.sources.direct'));
      await expect(sources).toContainText('Google');

      const post = page.getByTestId('analytics-pages').getByRole('row').filter({ hasText: POST });
      await expect(post).toContainText(say('analytics.pages.kinds.post'));
      // Two visitors read it, and the lead was written in a session that read it.
      await expect(post.getByRole('cell').nth(1)).toHaveText(number(2));
      await expect(post.getByRole('cell').nth(3)).toHaveText(number(1));
      await expect(page.getByTestId('analytics-devices')).toContainText(say('analytics.devices.kinds.phone'));
      await expect(page.getByTestId('analytics-languages')).toContainText(say('analytics.languages.names.ar'));

      await page.screenshot({ path: test.info().outputPath(`analytics-${language}-1280.png`), fullPage: true });
      // A month long past holds none of them; today alone holds them all.
      await page.getByLabel(say('analytics.period.label')).selectOption('custom');
      await page.getByLabel(say('analytics.period.from'), { exact: true }).fill('2025-01-01');
      await page.getByLabel(say('analytics.period.to'), { exact: true }).fill('2025-01-31');
      await expect(page.getByText(say('analytics.period.shown', { from: day('2025-01-01'), to: day('2025-01-31'), previousFrom: day('2024-12-01'), previousTo: day('2024-12-31') }))).toBeVisible();
      await expect(page.getByTestId('analytics-total-visitors')).toContainText(number(0));
      await page.getByLabel(say('analytics.period.label')).selectOption('today');
      await expect(page.getByTestId('analytics-total-visitors')).toContainText(number(3));
      await expectAccessibleAtBothWidths(page);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: test.info().outputPath(`analytics-${language}-375.png`), fullPage: true });
    });

    withProxy(`a lead shows the source, campaign, landing page and post of the visit it was sent in (${language})`, async ({ page, openDashboard }) => {
      await openDashboard(language);
      await page.goto(paths.adminLead(leadId));
      const attribution = page.getByRole('dialog').getByTestId('attribution');
      await expect(attribution).toContainText('Instagram');
      await expect(attribution).toContainText('ramadan-offer');
      await expect(attribution).toContainText('social');
      await expect(attribution).toContainText(POST);
      await expect(attribution).toContainText(say('attribution.landingPage'));
      await page.screenshot({ path: test.info().outputPath(`lead-attribution-${language}.png`) });
    });
  }

  withProxy('a lead sent through the API with no visit before says that nothing was counted', async ({ page, baseURL, openDashboard }) => {
    await openDashboard('en');
    const sent = await page.request.post(apiPaths.leads.intake(), {
      data: { name: 'No Visit', email: 'no.visit@example.com', phone: '', packageInterest: 'other', message: 'Hello' },
      headers: { Origin: baseURL!, 'X-Forwarded-For': '198.51.100.7' },
    });
    const { id } = (await sent.json()) as LeadDetail;
    await page.goto(paths.adminLead(id));
    await expect(page.getByRole('dialog').getByTestId('attribution')).toHaveText(adminText('attribution.none'));
  });
});

/** A server that counts nothing. */
const withAnalyticsOff = test.extend<object, object>({
  serverEnvironment: [async ({}, use) => use({ ANALYTICS: 'off' }), { scope: 'worker' }],
});

withAnalyticsOff('with ANALYTICS=off the area says that visits are not counted and how to count them', async ({ page, openDashboard }) => {
  await openDashboard('ar');
  await openTab(page, 'tabs.analytics', 'ar');
  await expect(page.getByText(adminText('analytics.disabled.title', {}, 'ar'))).toBeVisible();
  await expect(page.getByText(adminText('analytics.disabled.body', {}, 'ar'))).toBeVisible();
  await expect(page.getByTestId('analytics-total-visitors')).toContainText(new Intl.NumberFormat('ar-EG').format(0));
});
