import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import { ADMIN_LANGUAGE_KEY, type Language } from '@shared/constants';
import { startAdminServer, type AdminServer } from './admin/support/admin-server';
import { TEST_ADMIN } from './admin/support/fixtures';
import { adminText } from './admin/support/texts';
import { LANGUAGES, text } from './support/site';

/*
 * Issue 9, stored XSS: markup and script written into every text field of every entity, through the real API as an
 * admin would, must read as text on every public page and in every dashboard tab, in both languages. Every element
 * the payloads could create carries `data-xss`, every script they could run calls alert(): a page passes when no
 * dialog fires, no such element exists, no link leads to a script, and the payload shows as the text it is.
 * The server has no demo content, so everything a page shows is hostile.
 */

/** Markup, script, a way out of the page-data script, a comment, template syntax, replacement patterns and U+2028. */
const ATTACK = `<img src=x onerror=alert(1) data-xss>"><svg data-xss onload=alert(1)></script><script data-xss>alert(1)</script><!-- {{7*7}} $t(brand.name) $& \u2028 $'`;
/** The same tricks in fewer characters, for fields of at most 100. */
const SHORT_ATTACK = `<img src=x onerror=alert(1) data-xss>"><svg data-xss onload=alert(1)></script><!--`;
/** For fields of at most 50 (prices, phones, platforms). */
const TINY_ATTACK = `<b data-xss></b></script><!--{{7*7}}$&`;

/** The payload for one field: its name first, so that a failure says which field, then as much attack as fits. */
function hostile(field: string, max = 200): string {
  const attack = max >= 200 ? ATTACK : max >= 100 ? SHORT_ATTACK : TINY_ATTACK;
  const value = `${field}: ${attack}`;
  if (value.length > max) throw new Error(`${field}: the payload is ${value.length} characters, the field takes ${max}`);
  return value;
}

/** Both languages of a field (`name` → nameEn, nameAr), each with its own payload named `tag` plus En or Ar. */
const bilingual = (tag: string, field: string, max?: number) => ({ [`${field}En`]: hostile(`${tag}En`, max), [`${field}Ar`]: hostile(`${tag}Ar`, max) });
/** A bilingual field's payload as a page in `language` shows it. */
const shown = (field: string, language: Language, max?: number) => hostile(`${field}${language === 'en' ? 'En' : 'Ar'}`, max);

/** Addresses a link must never hold: each must be refused with a 400 naming the field. */
const SCRIPTED_LINKS = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];

/** What an older database might still hold: planted straight into the file, past the API's validation. */
const PLANTED_LINK = 'javascript:alert(document.domain)';

const LEAD_EMAIL = "o'neil+lead@example.com";

interface HostileSite {
  server: AdminServer;
  storyId: number;
  postPath: string;
  packageId: number;
}

/** The JSON of a write that must succeed. */
async function expectCreated(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** Every entity, every text field hostile, through the API as the admin; then the one link only a database can hold. */
async function plantHostileContent(api: APIRequestContext, server: AdminServer): Promise<Omit<HostileSite, 'server'>> {
  const post = (url: string, data: object) => api.post(url, { data }).then(expectCreated);
  const category = await post(apiPaths.categories.list(), { name: hostile('categoryName', 100), ...bilingual('categoryName', 'name', 100), description: hostile('categoryDescription') });
  const createdPackage = await post(apiPaths.packages.list(), {
    ...bilingual('packageName', 'name'),
    ...bilingual('packageDescription', 'description'),
    featuresEn: [hostile('packageFeatureEn1'), hostile('packageFeatureEn2')],
    featuresAr: [hostile('packageFeatureAr1'), hostile('packageFeatureAr2')],
    price: hostile('price', 50),
    icon: 'star',
    isPopular: true,
  });
  const story = await post(apiPaths.successStories.list(), {
    name: hostile('storyName'),
    ...bilingual('storyName', 'name'),
    achievement: hostile('storyAchievement'),
    ...bilingual('storyAchievement', 'achievement'),
    excerpt: hostile('storyExcerpt'),
    ...bilingual('storyExcerpt', 'excerpt'),
    fullStory: hostile('storyFullStory'),
    ...bilingual('storyFullStory', 'fullStory'),
    image: '/uploads/missing-story.png',
  });
  const blogPost = await post(apiPaths.blogPosts.list(), { category: category.name, ...bilingual('postTitle', 'title'), ...bilingual('postExcerpt', 'excerpt'), ...bilingual('postContent', 'content'), image: '/uploads/missing-post.png' });
  await post(apiPaths.services.list(), { ...bilingual('serviceName', 'name'), ...bilingual('serviceDescription', 'description'), icon: hostile('icon', 50) });
  for (const type of ['privacy_policy', 'terms_conditions']) {
    await post(apiPaths.legalContent.list(), { type, title: hostile(`${type}Title`), content: hostile(`${type}Content`), updatedBy: hostile('updatedBy') });
  }
  await post(apiPaths.heroContent.single(), { ...bilingual('heroTitle', 'title'), ...bilingual('heroSubtitle', 'subtitle'), ...bilingual('heroCta', 'ctaButtonText'), backgroundImage: '' });
  await post(apiPaths.aboutContent.single(), { ...bilingual('aboutTitle', 'title'), ...bilingual('aboutContent', 'content'), image: '' });
  await post(apiPaths.contactInfo.single(), { phone: hostile('phone', 50), email: "o'neil+info@example.com", ...bilingual('address', 'address'), ...bilingual('workingHours', 'workingHours') });
  for (const [platform, url] of [
    ['whatsapp', 'https://wa.me/201001234567?text="><img src=x onerror=alert(1) data-xss>'],
    ['email', 'mailto:team@example.com?subject="><svg data-xss onload=alert(1)>'],
    ['youtube', 'https://youtube.com/@dietbar#</script><script data-xss>alert(1)</script>'],
    ['instagram', 'tel:+20 100 123 4567'],
    ['facebook', 'https://facebook.com/dietbar'],
    [hostile('platform', 50).toLowerCase(), 'https://example.com/other'],
  ]) {
    await post(apiPaths.socialLinks.upsert(), { platform, url });
  }
  for (const [index, packageInterest] of [String(createdPackage.id), hostile('interest', 50)].entries()) {
    await post(apiPaths.leads.intake(), { name: hostile(`leadName${index}`), email: LEAD_EMAIL, phone: hostile(`leadPhone${index}`, 50), packageInterest, message: hostile(`leadMessage${index}`) });
  }

  // Nothing has been read since the last write, so no cached answer hides the planted link.
  const database = new Database(path.join(server.dataDir, 'dietbar.sqlite'));
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('UPDATE social_links SET url = ? WHERE platform = ?').run(PLANTED_LINK, 'facebook');
  } finally {
    database.close();
  }
  return { storyId: story.id, postPath: `/blog/${blogPost.slug}`, packageId: createdPackage.id };
}

const test = base.extend<{ adminApi: APIRequestContext }, { site: HostileSite }>({
  site: [
    async ({ playwright }, use) => {
      const server = await startAdminServer({ seedDemo: false });
      const api = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
      try {
        await api.post(apiPaths.auth.setup(), { data: TEST_ADMIN }).then(expectCreated);
        await use({ server, ...(await plantHostileContent(api, server)) });
      } finally {
        await api.dispose();
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.server.url),
  adminApi: async ({ playwright, site }, use) => {
    const api = await playwright.request.newContext({ baseURL: site.server.url, extraHTTPHeaders: { Origin: site.server.url } });
    await api.post(apiPaths.auth.login(), { data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }).then(expectCreated);
    await use(api);
    await api.dispose();
  },
});

/**
 * Watches a page from its first request: dialogs (alert, confirm, prompt) and page errors are recorded (the dialog
 * dismissed), and `expectSafe` checks the page as it stands.
 */
function watch(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  return {
    async expectSafe(where: string) {
      // Give every onerror and onload a chance: images load (or fail), hydration finishes, the page goes quiet.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
      const found = await page.evaluate(() => ({
        injected: [...document.querySelectorAll('[data-xss]')].map((element) => element.outerHTML.slice(0, 120)),
        scriptedLinks: [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')]
          .filter((link) => !['http:', 'https:', 'mailto:', 'tel:'].includes(link.protocol))
          .map((link) => link.getAttribute('href')),
        titles: document.querySelectorAll('title').length,
      }));
      expect(dialogs, `${where}: dialogs`).toEqual([]);
      expect(found.injected, `${where}: injected elements`).toEqual([]);
      expect(found.scriptedLinks, `${where}: links that are not http(s), mailto: or tel:`).toEqual([]);
      expect(found.titles, `${where}: one <title>`).toBe(1);
      expect(errors, `${where}: page errors`).toEqual([]);
    },
  };
}

/** The exact text of the element (and its subtree), as the visitor reads it: never markup. */
const textOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.textContent ?? '');

async function expectTexts(page: Page, selector: string, payloads: string[]) {
  const content = await textOf(page, selector);
  for (const payload of payloads) expect(content, `${selector} shows ${payload.slice(0, payload.indexOf(':'))}`).toContain(payload);
}

test('refuses a scripted link for every link field with a 400 naming the field', async ({ adminApi }) => {
  for (const url of SCRIPTED_LINKS) {
    for (const [method, address] of [
      ['post', apiPaths.socialLinks.list()],
      ['post', apiPaths.socialLinks.upsert()],
    ] as const) {
      const response = await adminApi[method](address, { data: { platform: 'facebook', url } });
      expect(response.status(), `${address} ${JSON.stringify(url)}`).toBe(400);
      expect((await response.json()).error.fields.map((field: { path: string }) => field.path)).toEqual(['url']);
    }
  }
  const links = await (await adminApi.get(apiPaths.socialLinks.list())).json();
  expect(links.find((link: { platform: string }) => link.platform === 'facebook').url).toBe(PLANTED_LINK);
});

for (const language of LANGUAGES) {
  const other: Language = language === 'en' ? 'ar' : 'en';

  test(`public pages show every hostile text as text (${language})`, async ({ page, site }) => {
    const guard = watch(page);
    const footer = [shown('serviceName', language), shown('address', language), hostile('phone', 50)];

    await page.goto(`/?lang=${language}`);
    await guard.expectSafe('landing');
    await expectTexts(page, '#root', [
      ...['heroTitle', 'heroSubtitle', 'heroCta', 'aboutTitle', 'aboutContent', 'packageName', 'packageDescription'].map((field) => shown(field, language)),
      hostile(`packageFeature${language === 'en' ? 'En' : 'Ar'}1`),
      hostile(`packageFeature${language === 'en' ? 'En' : 'Ar'}2`),
      hostile('price', 50),
      ...['storyName', 'storyAchievement', 'storyExcerpt', 'postTitle', 'postExcerpt', 'workingHours'].map((field) => shown(field, language)),
      ...footer,
    ]);
    await expect(page.locator('#root')).not.toContainText(shown('heroTitle', other));
    // The social links: the planted javascript: one is left out, the others are live links to what was stored.
    const social = page.getByRole('list', { name: text(language, 'footer.follow') }).getByRole('link');
    await expect(social).toHaveCount(5);
    await expect(social.and(page.locator('[href^="https://wa.me/"]'))).toHaveAttribute('href', 'https://wa.me/201001234567?text="><img src=x onerror=alert(1) data-xss>');

    // A legal text is stored in one language (these payloads read as English): the Arabic dialog keeps its own title.
    for (const type of ['privacy_policy', 'terms_conditions'] as const) {
      await page.getByRole('button', { name: text(language, type === 'privacy_policy' ? 'footer.privacy' : 'footer.terms') }).click();
      const legal = page.getByRole('dialog');
      await expect(legal).toBeVisible();
      await guard.expectSafe(`${type} dialog`);
      await expectTexts(page, '[role=dialog]:popover-open', [...(language === 'en' ? [hostile(`${type}Title`)] : []), hostile(`${type}Content`)]);
      await page.keyboard.press('Escape');
      await expect(legal).toBeHidden();
    }

    for (const [address, payloads] of [
      ['/success-stories', ['storyName', 'storyAchievement', 'storyExcerpt'].map((field) => shown(field, language))],
      [`/success-story/${site.storyId}`, ['storyName', 'storyAchievement', 'storyFullStory'].map((field) => shown(field, language))],
      ['/blogs', [shown('postTitle', language), shown('postExcerpt', language), shown('categoryName', language, 100)]],
      [site.postPath, [shown('postTitle', language), shown('postContent', language), shown('categoryName', language, 100)]],
      ['/no-such-page', []],
    ] as const) {
      const response = await page.goto(`${address}?lang=${language}`);
      expect(response!.status(), address).toBe(address === '/no-such-page' ? 404 : 200);
      await guard.expectSafe(address);
      await expectTexts(page, '#root', [...payloads, ...footer]);
    }

    // The server-written head: the title and its Open Graph copy hold the story's name as text.
    await page.goto(`/success-story/${site.storyId}?lang=${language}`);
    const title = text(language, 'meta.successStory.title', { name: shown('storyName', language) });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page).toHaveTitle(title);
    await guard.expectSafe('story page head');
  });

  test(`every dashboard tab shows every hostile text as text (${language})`, async ({ page, baseURL }) => {
    const guard = watch(page);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_LANGUAGE_KEY, language] as const);
    const login = await page.request.post(apiPaths.auth.login(), { data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, headers: { Origin: baseURL! } });
    expect(login.ok()).toBe(true);
    await page.goto('/admin/dashboard');
    const tabs = page.getByRole('tablist', { name: adminText('dashboard.sections', {}, language) }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();

    const expected: Record<string, string[]> = {
      [adminText('tabs.packages', {}, language)]: [shown('packageName', language)],
      [adminText('tabs.stories', {}, language)]: [shown('storyName', language)],
      [adminText('tabs.blogs', {}, language)]: [shown('postTitle', language)],
      [adminText('tabs.categories', {}, language)]: [shown('categoryName', language, 100), hostile('categoryDescription')],
      [adminText('tabs.leads', {}, language)]: [hostile('leadName0'), hostile('leadName1'), hostile('leadMessage0'), hostile('leadMessage1'), hostile('leadPhone0', 50), shown('packageName', language)],
      [adminText('tabs.platformInfo', {}, language)]: [
        shown('serviceName', language),
        shown('serviceDescription', language),
        hostile('privacy_policyTitle'),
        hostile('terms_conditionsTitle'),
        hostile('heroTitleEn'),
        hostile('heroTitleAr'),
        hostile('addressEn'),
        hostile('addressAr'),
        hostile('phone', 50),
        PLANTED_LINK,
      ],
    };
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(Object.keys(expected).length);
    for (const [index, name] of names.entries()) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await guard.expectSafe(`tab ${name}`);
      const payloads = Object.entries(expected).find(([label]) => name.includes(label))?.[1] ?? [];
      await expectTexts(page, 'main', payloads);
    }

    // A lead's dialog: the delete question names the sender.
    await tabs.filter({ hasText: adminText('tabs.leads', {}, language) }).click();
    const lead = page.getByTestId(/^lead-/).filter({ hasText: 'leadName0:' });
    await lead.getByRole('button', { name: adminText('common.deleteNamed', { name: hostile('leadName0') }, language) }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toBeVisible();
    await guard.expectSafe('lead delete question');
    await expectTexts(page, '[role="alertdialog"]', [hostile('leadName0')]);
    await question.getByRole('button', { name: adminText('common.cancel', {}, language) }).click();
    await expect(question).toBeHidden();

    // A lead arriving while the dashboard is open: the toast names the sender as text.
    const name = hostile(`liveLead${language}`);
    const sent = await page.request.post(apiPaths.leads.intake(), { data: { name, email: LEAD_EMAIL, message: hostile('liveMessage') }, headers: { Origin: baseURL! } });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(page.locator('.fui-Toast').filter({ hasText: adminText('leads.live.title', {}, language) })).toBeVisible();
    await guard.expectSafe('live lead toast');
    await expectTexts(page, '.fui-Toast', [name]);
  });

  test(`the contact form refused without JavaScript shows the visitor's text as text (${language})`, async ({ page, request, baseURL }) => {
    const values = { name: hostile('formName'), email: 'not-an-email', phone: hostile('formPhone', 50), packageInterest: 'other', message: hostile('formMessage'), language };
    const refused = await request.post('/', { form: values, headers: { Origin: baseURL! } });
    expect(refused.status()).toBe(400);

    // The server's HTML as Chromium parses it, before any script of the app runs (there is no site behind
    // about:blank): no payload became an element, and the contact form island's data, which holds the values, is whole JSON.
    const guard = watch(page);
    await page.setContent(await refused.text());
    const parsed = await page.evaluate(() => ({
      injected: document.querySelectorAll('[data-xss]').length,
      data: JSON.parse(document.querySelector('[data-island="contactForm"]')?.previousElementSibling?.textContent ?? 'null'),
      name: document.querySelector<HTMLInputElement>('#contact-name')?.value,
    }));
    expect(parsed.injected).toBe(0);
    expect(parsed.data.props.refused.values).toMatchObject({ name: values.name, phone: values.phone, message: values.message });
    expect(parsed.name).toBe(values.name);

    // The same post from a browser with scripts on: the page comes back with the values in the fields and hydrates.
    await page.goto(`/?lang=${language}`);
    await page.evaluate((fields) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, values);
    await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
    await guard.expectSafe('refused contact form');
    await expect(page.locator('#contact-name')).toHaveValue(values.name);
    await expect(page.locator('#contact-message')).toHaveValue(values.message);
    await expect(page.locator('#contact-phone')).toHaveValue(values.phone);
  });
}
