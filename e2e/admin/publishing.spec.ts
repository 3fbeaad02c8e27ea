import type { APIRequestContext, Browser } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { LANGUAGES } from '@shared/constants';
import type { BlogPost } from '@shared/schemas/blog-post';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { dialog, expectToast, openTab, row } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { adminText } from './support/texts';

/*
 * Drafts, scheduling and previews as the owner uses them in the dashboard, and as a signed-out visitor then sees the
 * site. The posts are made through the API with the page's own session.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function createPost(request: APIRequestContext, baseURL: string, overrides: Partial<BlogPost>): Promise<BlogPost> {
  const slug = `publishing-${unique()}`;
  const response = await request.post(apiPaths.blogPosts.list(), {
    headers: { Origin: baseURL },
    data: {
      slug,
      category: 'Healthy Eating',
      titleEn: `Title ${slug}`,
      titleAr: `عنوان ${slug}`,
      excerptEn: 'An excerpt.',
      excerptAr: 'ملخص.',
      contentEn: 'Some **content**.',
      contentAr: 'بعض **المحتوى**.',
      image: '/uploads/blog-balanced-plate.jpg',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A browser of a visitor who never signed in: what the public sees. */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a draft is published now, scheduled and unpublished from its row, and the public site follows each change', async ({ page, baseURL, browser, openDashboard }) => {
  await openDashboard();
  const post = await createPost(page.request, baseURL!, { status: 'draft' });
  const title = post.titleEn;
  await page.reload();
  await openTab(page, 'tabs.blogs');
  await page.getByRole('searchbox', { name: adminText('blogs.search') }).fill(title);
  const item = row(page, title);
  await expect(item.getByTestId('publication-badge')).toHaveText(adminText('publication.states.draft'));

  // The filter shows the drafts, and not among the published.
  const filter = page.getByRole('combobox', { name: adminText('publication.filterLabel') });
  await filter.selectOption('published');
  await expect(item).toHaveCount(0);
  await filter.selectOption('draft');
  await expect(item).toHaveCount(1);
  await filter.selectOption('all');

  const visitor = await visitorPage(browser, baseURL!);
  try {
    expect((await visitor.page.goto(`/blog/${post.slug}`))!.status()).toBe(404);

    const menu = () => item.getByRole('button', { name: adminText('publication.menuFor', { name: title }) });
    await menu().click();
    await page.getByRole('menuitem', { name: adminText('publication.publishNow') }).click();
    await expectToast(page, 'Success', adminText('publication.published'));
    await expect(item.getByTestId('publication-badge')).toHaveText(adminText('publication.states.published'));
    expect((await visitor.page.goto(`/blog/${post.slug}`))!.status()).toBe(200);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Scheduled for tomorrow: out of the public site again until then.
    await menu().click();
    await page.getByRole('menuitem', { name: adminText('publication.schedule') }).click();
    const scheduling = dialog(page, adminText('publication.scheduleTitle', { name: title }));
    const moment = scheduling.getByLabel(adminText('publication.scheduleAt'));
    await moment.fill('2020-01-01T10:00');
    await scheduling.getByRole('button', { name: adminText('publication.scheduleSubmit') }).click();
    await expect(scheduling.getByText(adminText('publication.mustBeFuture'))).toBeVisible();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await moment.fill(local);
    await scheduling.getByRole('button', { name: adminText('publication.scheduleSubmit') }).click();
    await expectToast(page, 'Success', adminText('publication.scheduled'));
    await expect(scheduling).toBeHidden();
    await expect(item.getByTestId('publication-badge')).toHaveText(adminText('publication.states.scheduled'));
    expect((await visitor.page.goto(`/blog/${post.slug}`))!.status()).toBe(404);
    const stored = (await (await page.request.get(withQuery(apiPaths.blogPosts.list(), { status: 'all' }))).json()) as BlogPost[];
    expect(Math.abs(Date.parse(stored.find((each) => each.id === post.id)!.publishedAt) - Date.parse(`${local}:00`))).toBeLessThan(60_000);

    await menu().click();
    await page.getByRole('menuitem', { name: adminText('publication.unpublish') }).click();
    await expectToast(page, 'Success', adminText('publication.unpublished'));
    await expect(item.getByTestId('publication-badge')).toHaveText(adminText('publication.states.draft'));
  } finally {
    await visitor.close();
  }
});

test('a post scheduled a few seconds ahead appears by itself on its page, the blog list, the sitemap and the feed, with new ETags', async ({ page, baseURL, browser, openDashboard }) => {
  await openDashboard();
  const visitor = await visitorPage(browser, baseURL!);
  try {
    const etagOf = async (path: string) => (await visitor.page.request.get(path)).headers().etag;
    const before = { list: await etagOf('/blogs?lang=en'), feed: await etagOf('/rss.xml?lang=en') };
    const post = await createPost(page.request, baseURL!, { publishedAt: new Date(Date.now() + 4000).toISOString() });
    expect((await visitor.page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
    expect(await (await visitor.page.request.get('/sitemap.xml')).text()).not.toContain(post.slug);

    await expect.poll(async () => (await visitor.page.request.get(`/blog/${post.slug}`)).status(), { timeout: 15_000 }).toBe(200);
    expect(await (await visitor.page.request.get('/sitemap.xml')).text()).toContain(`/blog/${post.slug}`);
    expect(await (await visitor.page.request.get('/rss.xml?lang=en')).text()).toContain(post.titleEn);
    expect(await (await visitor.page.request.get(apiPaths.blogPosts.list())).text()).toContain(post.slug);
    await visitor.page.goto('/blogs?lang=en');
    await expect(visitor.page.getByRole('link', { name: new RegExp(post.titleEn) }).first()).toBeVisible();
    expect(await etagOf('/blogs?lang=en')).not.toBe(before.list);
    expect(await etagOf('/rss.xml?lang=en')).not.toBe(before.feed);
  } finally {
    await visitor.close();
  }
});

test("the dashboard's Preview opens a draft's page with its banner; the link works signed out, noindex, and a changed one is not found", async ({
  page,
  context,
  baseURL,
  browser,
  openDashboard,
}) => {
  await openDashboard();
  const post = await createPost(page.request, baseURL!, { status: 'draft' });
  await page.reload();
  await openTab(page, 'tabs.blogs');
  await page.getByRole('searchbox', { name: adminText('blogs.search') }).fill(post.titleEn);
  await row(page, post.titleEn).getByRole('button', { name: adminText('publication.menuFor', { name: post.titleEn }) }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: adminText('publication.preview'), exact: true }).click();
  const preview = await opened;
  await expect(preview.getByTestId('preview-banner')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.titleEn);
  const link = preview.url();
  expect(new URL(link).searchParams.get('preview')).toBeTruthy();

  // The same from the post's editor.
  await row(page, post.titleEn).getByRole('button', { name: adminText('common.editNamed', { name: post.titleEn }) }).click();
  const fromEditor = context.waitForEvent('page');
  await dialog(page, adminText('blogs.editTitle')).getByRole('button', { name: adminText('publication.previewSaved') }).click();
  await expect((await fromEditor).getByTestId('preview-banner')).toBeVisible();

  const visitor = await visitorPage(browser, baseURL!);
  try {
    const answer = await visitor.page.goto(`${link}&lang=ar`);
    expect(answer!.status()).toBe(200);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(post.titleAr);
    await expect(visitor.page.getByTestId('preview-banner')).toContainText('معاينة');
    await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const changed = new URL(link);
    changed.searchParams.set('preview', `${changed.searchParams.get('preview')!.slice(0, -1)}x`);
    expect((await visitor.page.goto(changed.toString()))!.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});

for (const language of LANGUAGES) {
  test(`the blog list with its publication badges, the publishing menu and the schedule dialog break no WCAG A or AA rule axe checks (${language})`, async ({
    page,
    baseURL,
    openDashboard,
  }) => {
    await openDashboard(language);
    const post = await createPost(page.request, baseURL!, { status: 'draft' });
    await createPost(page.request, baseURL!, { publishedAt: new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString() });
    await page.reload();
    await openTab(page, 'tabs.blogs', language);
    await expectNoAccessibilityViolations(page);
    // The dashboard names a post in its own language.
    const title = language === 'ar' ? post.titleAr : post.titleEn;
    await page.getByRole('searchbox', { name: adminText('blogs.search', {}, language) }).fill(title);
    await row(page, title).getByRole('button', { name: adminText('publication.menuFor', { name: title }, language) }).click();
    await expect(page.getByRole('menuitem', { name: adminText('publication.schedule', {}, language) })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('menuitem', { name: adminText('publication.schedule', {}, language) }).click();
    await expect(dialog(page, adminText('publication.scheduleTitle', { name: title }, language))).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
}
