import type { Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import type { BlogPost, BlogPostInput } from '@shared/schemas/blog-post';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { dialog, expectToast, field, openTab, row, save } from './support/dashboard';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { adminText, inArabic, inEnglish } from './support/texts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const postInput = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  category: 'Healthy Eating',
  titleEn: `Breakfast habits ${unique()}`,
  titleAr: `عادات الفطور ${unique()}`,
  excerptEn: 'Start the day with protein.',
  excerptAr: 'ابدأ يومك بالبروتين.',
  contentEn: 'Eggs and yoghurt keep you full.',
  contentAr: 'البيض والزبادي يشعرانك بالشبع.',
  image: '/uploads/post.jpg',
  ...overrides,
});

/** A post created and then updated through the API (three revisions), as the signed-in page's admin; the dashboard reloaded to list it. */
async function postWithRevisions(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const input = postInput();
  const created = await page.request.post(apiPaths.blogPosts.list(), { data: input, headers });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as BlogPost;
  for (const excerptEn of ['Start the day with fibre.', 'Start the week with fibre and fruit.']) {
    expect((await page.request.put(apiPaths.blogPosts.item(post.id), { data: { ...input, excerptEn }, headers })).ok()).toBe(true);
  }
  await page.reload();
  return { ...post, excerptEn: 'Start the week with fibre and fruit.' };
}

/** Opens the editor of `post` from the blog tab (reloading the dashboard first when asked, as after a crash). */
async function openEditor(page: Page, post: BlogPost, language: Language = 'en') {
  await openTab(page, 'tabs.blogs', language);
  await page.getByRole('searchbox', { name: adminText('blogs.search', {}, language) }).fill(post.titleEn);
  const title = language === 'ar' ? post.titleAr : post.titleEn;
  await row(page, title).getByRole('button', { name: adminText('common.editNamed', { name: title }, language) }).click();
  const editor = dialog(page, adminText('blogs.editTitle', {}, language));
  await expect(editor).toBeVisible();
  return editor;
}

// The autosave tests load the dashboard afresh three times each, as a closed tab or a crashed app would.
test.describe.configure({ timeout: 90_000 });

const autosaveState = (page: Page, key: string, language: Language = 'en') => page.getByRole('status').filter({ hasText: adminText(key, {}, language) });

test('autosave keeps what was typed across a reload and leaves the post as it was; Discard goes back to the saved post', async ({ page, openDashboard, baseURL }) => {
  await openDashboard();
  const post = await postWithRevisions(page, baseURL!);
  let editor = await openEditor(page, post);
  await field(editor, inEnglish('blogs.fields.excerpt')).fill('Typed, never saved.');
  await expect(autosaveState(page, 'autosave.saved')).toBeVisible();
  expect(((await (await page.request.get(apiPaths.blogPosts.item(post.id))).json()) as BlogPost).excerptEn).toBe(post.excerptEn);

  // A closed tab: the next page finds the unsaved text on the server.
  await page.reload();
  editor = await openEditor(page, post);
  await expect(field(editor, inEnglish('blogs.fields.excerpt'))).toHaveValue('Typed, never saved.');
  const notice = editor.getByText(/^Restored unsaved changes from /);
  await expect(notice).toBeVisible();
  await editor.getByRole('button', { name: adminText('autosave.discard') }).click();
  await expect(field(editor, inEnglish('blogs.fields.excerpt'))).toHaveValue(post.excerptEn);
  await expect(notice).toBeHidden();

  await page.reload();
  editor = await openEditor(page, post);
  await expect(field(editor, inEnglish('blogs.fields.excerpt'))).toHaveValue(post.excerptEn);
  await expect(editor.getByText(/^Restored unsaved changes from /)).toHaveCount(0);
});

test('Cancel keeps the autosave for the next opening; Save stores the post and deletes the autosave', async ({ page, openDashboard, baseURL }) => {
  await openDashboard();
  const post = await postWithRevisions(page, baseURL!);
  let editor = await openEditor(page, post);
  await field(editor, inArabic('blogs.fields.excerpt')).fill('نص محفوظ بعد الكتابة.');
  await expect(autosaveState(page, 'autosave.saved')).toBeVisible();
  // Cancel keeps the autosave: the editor opened again restores it.
  await editor.getByRole('button', { name: adminText('common.cancel') }).click();
  editor = await openEditor(page, post);
  await expect(field(editor, inArabic('blogs.fields.excerpt'))).toHaveValue('نص محفوظ بعد الكتابة.');
  await save(editor);
  await expectToast(page, 'Success', 'Blog post updated successfully');

  await page.reload();
  editor = await openEditor(page, post);
  await expect(field(editor, inArabic('blogs.fields.excerpt'))).toHaveValue('نص محفوظ بعد الكتابة.');
  await expect(editor.getByText(/^Restored unsaved changes from /)).toHaveCount(0);
});

test('typed while offline, the text is kept in the browser and restored in the next tab, which hands it to the server', async ({ page, context, openDashboard, baseURL }) => {
  await openDashboard();
  const post = await postWithRevisions(page, baseURL!);
  const editor = await openEditor(page, post);
  await context.setOffline(true);
  await field(editor, inEnglish('blogs.fields.excerpt')).fill('Typed on a train.');
  await expect(autosaveState(page, 'autosave.offline')).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/admin/dashboard');
  const reopened = await openEditor(next, post);
  await expect(field(reopened, inEnglish('blogs.fields.excerpt'))).toHaveValue('Typed on a train.');
  await expect(reopened.getByText(/^Restored unsaved changes from /)).toBeVisible();
  await expect(autosaveState(next, 'autosave.saved')).toBeVisible();
  const onServer = await next.request.get(apiPaths.blogPosts.autosave(post.id));
  expect(((await onServer.json()) as { values: Record<string, string> }).values.excerptEn).toBe('Typed on a train.');
});

test('the revisions panel lists the revisions, marks the changes of one against the form and restores it', async ({ page, openDashboard, baseURL }) => {
  await openDashboard();
  const post = await postWithRevisions(page, baseURL!);
  const editor = await openEditor(page, post);
  await editor.getByRole('button', { name: adminText('revisions.open') }).click();
  const panel = dialog(page, adminText('revisions.title'));
  const revisions = panel.getByTestId('revision-list').getByRole('listitem');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText(TEST_ADMIN.name);
  await expect(revisions.first()).toContainText(post.titleEn);

  // The newest is the post as saved: nothing differs from the form.
  await expect(panel.getByText(adminText('revisions.noDifferences'))).toBeVisible();
  await revisions.last().getByRole('button').click();
  const excerpt = panel.getByTestId('revision-field-excerptEn');
  await expect(excerpt.getByRole('heading', { name: inEnglish('blogs.fields.excerpt') })).toBeVisible();
  await expect(excerpt.locator('del')).toHaveText(['day', 'protein']);
  await expect(excerpt.locator('ins')).toHaveText(['week', 'fibre and fruit']);
  await expect(panel.getByTestId('revision-field-titleEn')).toHaveCount(0);

  // Against the middle revision instead of the form.
  await panel.getByRole('combobox', { name: adminText('revisions.compareWith') }).selectOption({ index: 2 });
  await expect(excerpt.locator('ins')).toHaveText(['fibre']);

  await panel.getByRole('button', { name: adminText('revisions.restore') }).click();
  await expectToast(page, 'Success', adminText('revisions.restored'));
  await expect(revisions).toHaveCount(4);
  await panel.getByRole('combobox', { name: adminText('revisions.compareWith') }).selectOption('current');
  await expect(panel.getByText(adminText('revisions.noDifferences'))).toBeVisible();
  await panel.getByRole('button', { name: adminText('common.close') }).first().click();
  await expect(field(editor, inEnglish('blogs.fields.excerpt'))).toHaveValue('Start the day with protein.');
  expect(((await (await page.request.get(apiPaths.blogPosts.item(post.id))).json()) as BlogPost).excerptEn).toBe('Start the day with protein.');
});

for (const language of ['en', 'ar'] as const) {
  test(`the revisions panel breaks no WCAG A or AA rule axe checks, and looks right at 1280 and 375 px (${language})`, async ({ page, openDashboard, baseURL }, testInfo) => {
    await openDashboard(language);
    const post = await postWithRevisions(page, baseURL!);
    let editor = await openEditor(page, post, language);
    await field(editor, inEnglish('blogs.fields.title', language)).fill(`${post.titleEn} and lunch`);
    await expect(autosaveState(page, 'autosave.saved', language)).toBeVisible();
    await page.reload();
    editor = await openEditor(page, post, language);
    await expect(editor.getByRole('button', { name: adminText('autosave.discard', {}, language) })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`editor-${language}-1280.png`) });
    await editor.getByRole('button', { name: adminText('revisions.open', {}, language) }).click();
    const panel = dialog(page, adminText('revisions.title', {}, language));
    await panel.getByTestId('revision-list').getByRole('listitem').last().getByRole('button').click();
    await expect(panel.locator('ins').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`revisions-${language}-1280.png`) });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(panel.locator('ins').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`revisions-${language}-375.png`), fullPage: true });
    await panel.getByRole('button', { name: adminText('common.close', {}, language) }).last().click();
    await page.screenshot({ path: testInfo.outputPath(`editor-${language}-375.png`) });
  });
}
