import type { Page, Response } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { slugify } from '@shared/slugify';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { dialog, expectToast, field, openTab, row, save } from './support/dashboard';
import { expect, png, test } from './support/fixtures';
import { richEditor } from './support/rich-text';
import { adminText, inArabic, inEnglish } from './support/texts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

type Editor = ReturnType<typeof richEditor>;

/** Writes, with the toolbar and the keyboard only: a heading, bold words, a two-item list and a linked phrase. */
async function writeWithToolbar(page: Page, editor: Editor, text: { heading: string; before: string; bold: string; items: [string, string]; linked: string }) {
  await editor.area.click();
  await editor.button('richText.heading2').click();
  await expect(editor.button('richText.heading2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(text.heading);
  await page.keyboard.press('Enter');
  await expect(editor.button('richText.heading2')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(text.before);
  await editor.button('richText.bold').click();
  await expect(editor.button('richText.bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(text.bold);
  await editor.button('richText.bold').click();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await editor.button('richText.bulletList').click();
  await page.keyboard.type(text.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text.items[1]);
  // Enter on an empty item leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text.linked);
  await page.keyboard.press('Shift+Home');
  await editor.button('richText.link').click();
  const popover = page.getByRole('dialog', { name: adminText('richText.link') });
  const address = popover.getByLabel(adminText('richText.linkAddress'));
  // Only the addresses the public page keeps as links are taken.
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(popover.getByText(adminText('richText.linkRefused'))).toBeVisible();
  await address.fill('https://example.com/guide');
  await address.press('Enter');
  await expect(popover).toBeHidden();
  await expect(editor.area.getByRole('link', { name: text.linked })).toHaveAttribute('href', 'https://example.com/guide');
  // Focus is back on the button that opened the popover, and Tab returns to the text where it was.
  await expect(editor.button('richText.link')).toBeFocused();
  await expect(editor.button('richText.link')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(editor.area).toBeFocused();
}

test('an admin writes a post in the rich editor and the public page shows its headings, lists, links, bold words and directions', async ({ page, openDashboard }) => {
  // Typing a post in two languages key by key takes a while on a busy machine.
  test.setTimeout(180_000);
  const title = `Eating well ${unique()}`;
  await openDashboard();
  await openTab(page, 'tabs.blogs');
  await page.getByRole('button', { name: adminText('blogs.add') }).click();
  const post = dialog(page, adminText('blogs.addTitle'));
  await field(post, inEnglish('blogs.fields.title')).fill(title);
  await field(post, inArabic('blogs.fields.title')).fill('الأكل الصحي');
  await field(post, adminText('blogs.fields.category')).selectOption({ index: 1 });
  await field(post, inEnglish('blogs.fields.excerpt')).fill('Small changes that last.');
  await field(post, inArabic('blogs.fields.excerpt')).fill('تغييرات صغيرة تدوم.');
  await post.getByTestId('blog-image').locator('input[type="file"]').setInputFiles(png('cover.png'));
  await expect(post.getByTestId('blog-image').getByRole('img')).toBeVisible();

  const english = richEditor(post, inEnglish('blogs.fields.content'));
  const arabic = richEditor(post, inArabic('blogs.fields.content'));
  // An empty text is refused at its field, as a plain text field's is, until something is written in it.
  await save(post);
  await expect(english.area).toHaveAttribute('aria-invalid', 'true');
  await expect(english.area).toHaveAccessibleDescription(adminText('validation.required'));
  // Each text runs in its own language's direction, whatever the dashboard's.
  await expect(english.area).toHaveAttribute('dir', 'ltr');
  await expect(arabic.area).toHaveAttribute('dir', 'rtl');
  await writeWithToolbar(page, english, { heading: 'Plan your plate', before: 'Eat ', bold: 'more greens', items: ['Oats', 'Dates'], linked: 'our guide' });
  await expect(english.area).not.toHaveAttribute('aria-invalid');
  await writeWithToolbar(page, arabic, { heading: 'خطط لطبقك', before: 'تناول ', bold: 'الخضروات', items: ['الشوفان', 'التمر'], linked: 'دليلنا' });
  // One Arabic paragraph forced left to right.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Written in English');
  await arabic.direction('richText.directionLtr').click();
  await expect(arabic.direction('richText.directionLtr')).toHaveAttribute('aria-checked', 'true');
  await expect(arabic.area.locator('p', { hasText: 'Written in English' })).toHaveAttribute('dir', 'ltr');

  await save(post);
  await expectToast(page, 'Success', 'Blog post created successfully');

  const slug = slugify(title);
  const posts = (await (await page.request.get(apiPaths.blogPosts.list())).json()) as { slug: string; contentEn: string; contentAr: string }[];
  const stored = posts.find((item) => item.slug === slug)!;
  expect(stored.contentEn).toBe('## Plan your plate\n\nEat **more greens**.\n\n- Oats\n- Dates\n\n[our guide](https://example.com/guide)');
  expect(stored.contentAr).toBe('## خطط لطبقك\n\nتناول **الخضروات**.\n\n- الشوفان\n- التمر\n\n[دليلنا](https://example.com/guide)\n\n\u200EWritten in English');

  const expectArticle = async (language: Language, text: { heading: string; bold: string; items: string[]; linked: string }) => {
    await page.goto(`/blog/${slug}${language === 'ar' ? '?lang=ar' : ''}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const body = page.getByTestId('post-detail').locator('.prose');
    await expect(body.locator('h2')).toHaveText(text.heading);
    await expect(body.locator('strong')).toHaveText(text.bold);
    await expect(body.locator('ul > li')).toHaveText(text.items);
    await expect(body.locator('a', { hasText: text.linked })).toHaveAttribute('href', 'https://example.com/guide');
    // Blocks without a chosen direction follow the page's.
    await expect(body.locator('h2')).not.toHaveAttribute('dir', /./);
    return body;
  };
  await expectArticle('en', { heading: 'Plan your plate', bold: 'more greens', items: ['Oats', 'Dates'], linked: 'our guide' });
  const arabicBody = await expectArticle('ar', { heading: 'خطط لطبقك', bold: 'الخضروات', items: ['الشوفان', 'التمر'], linked: 'دليلنا' });
  await expect(arabicBody.locator('p', { hasText: 'Written in English' })).toHaveAttribute('dir', 'ltr');
});

/** A post made through the API with these texts (the other fields filled), listed in the reloaded dashboard. */
async function createPost(page: Page, baseURL: string, texts: { titleEn: string; titleAr?: string; contentEn: string; contentAr: string }) {
  const [category] = (await (await page.request.get(apiPaths.categories.list())).json()) as { name: string }[];
  const input = { category: category!.name, titleAr: 'قديم', excerptEn: 'Old', excerptAr: 'قديم', image: '/uploads/missing-post.png', ...texts };
  const created = await page.request.post(apiPaths.blogPosts.list(), { headers: { Origin: baseURL }, data: input });
  expect(created.status()).toBe(201);
  // The dashboard read its lists before the post was made.
  await page.reload();
  return { id: ((await created.json()) as { id: number }).id, input };
}

/** The edit dialog of a post, found by its English title and listed by its title in the dashboard's language. */
async function openPostEditor(page: Page, post: { titleEn: string; titleAr: string }, language: Language = 'en') {
  await openTab(page, 'tabs.blogs', language);
  await page.getByRole('searchbox', { name: adminText('blogs.search', {}, language) }).fill(post.titleEn);
  const listed = language === 'ar' ? post.titleAr : post.titleEn;
  await row(page, listed).getByRole('button', { name: adminText('common.editNamed', { name: listed }, language) }).click();
  return dialog(page, adminText('blogs.editTitle', {}, language));
}

test('a post written before the editor opens in it and, edited, reads on the public page as it did', async ({ page, openDashboard, baseURL }) => {
  test.slow();
  await openDashboard();
  const title = `Legacy ${unique()}`;
  const { input } = await createPost(page, baseURL!, { titleEn: title, contentEn: 'Week one:\nNo **sugar**.\nA <b>tag</b> & fruit.', contentAr: 'الأسبوع الأول:\nبلا **سكر**.' });
  const post = await openPostEditor(page, input);
  const english = richEditor(post, inEnglish('blogs.fields.content'));
  // The bold words are bold, the raw tag is the text it always showed, the line breaks are kept.
  await expect(english.area.locator('strong')).toHaveText('sugar');
  await expect(english.area.locator('b')).toHaveCount(0);
  await expect(english.area).toContainText('A <b>tag</b> & fruit.');
  await expect(english.area.locator('br')).toHaveCount(2);
  await english.area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Done.');
  await save(post);
  await expectToast(page, 'Success', 'Blog post updated successfully');

  await page.goto(`/blog/${slugify(title)}`);
  const body = page.getByTestId('post-detail').locator('.prose');
  await expect(body.locator('strong')).toHaveText('sugar');
  await expect(body.locator('p')).toHaveText('Week one:No sugar.A <b>tag</b> & fruit. Done.');
  await expect(body.locator('br')).toHaveCount(2);
});

test('restoring a revision puts its text into the open editor', async ({ page, openDashboard, baseURL }) => {
  test.slow();
  await openDashboard();
  const title = `Revised ${unique()}`;
  const { id, input } = await createPost(page, baseURL!, { titleEn: title, contentEn: 'First **version**.', contentAr: 'النسخة الأولى.' });
  const updated = await page.request.put(apiPaths.blogPosts.item(id), { headers: { Origin: baseURL! }, data: { ...input, contentEn: 'Second version.' } });
  expect(updated.ok()).toBe(true);
  await page.reload();

  const post = await openPostEditor(page, input);
  const english = richEditor(post, inEnglish('blogs.fields.content'));
  await expect(english.area).toHaveText('Second version.');
  await post.getByRole('button', { name: adminText('revisions.open') }).click();
  const panel = dialog(page, adminText('revisions.title'));
  await panel.getByTestId('revision-list').getByRole('listitem').last().getByRole('button').click();
  await panel.getByRole('button', { name: adminText('revisions.restore') }).click();
  await expectToast(page, 'Success', adminText('revisions.restored'));
  await panel.getByRole('button', { name: adminText('common.close') }).first().click();
  await expect(english.area).toHaveText('First version.');
  await expect(english.area.locator('strong')).toHaveText('version');
});

test('an image uploaded from the toolbar goes into the about text and shows on the home page', async ({ page, openDashboard }) => {
  test.slow();
  await openDashboard();
  await openTab(page, 'tabs.platformInfo');
  await page
    .getByTestId('about-section')
    .getByRole('button', { name: adminText('common.editNamed', { name: adminText('platformInfo.about.title') }) })
    .click();
  const about = dialog(page, adminText('platformInfo.about.editTitle'));
  const english = richEditor(about, inEnglish('platformInfo.about.fields.content'));
  await english.area.click();
  await page.keyboard.press('Control+End');
  await english.button('richText.image').click();
  const popover = page.getByRole('dialog', { name: adminText('richText.image') });
  const choose = popover.getByRole('button', { name: adminText('upload.chooseImage') });
  // An image is described before it is chosen.
  await choose.click();
  await expect(popover.getByText(adminText('richText.imageDescriptionMissing'))).toBeVisible();
  await popover.getByLabel(adminText('richText.imageDescription')).fill('A bowl of lentil salad');
  const chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles(png('salad.png'));
  await expect(popover).toBeHidden();
  await expect(english.area.getByRole('img', { name: 'A bowl of lentil salad' })).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]+\.png$/);
  await save(about);
  await expectToast(page, 'Success', 'About content updated successfully');

  const stored = (await (await page.request.get(apiPaths.aboutContent.single())).json()) as { contentEn: string };
  expect(stored.contentEn).toMatch(/\n\n!\[A bowl of lentil salad\]\(\/uploads\/[0-9a-f-]+\.png\)$/);
  await page.goto('/');
  await expect(page.locator('#about').getByRole('img', { name: 'A bowl of lentil salad' })).toBeAttached();
});

/** The addresses of the JavaScript a page fetches from now on, and then their text (read again once the pages are done). */
function collectScripts(page: Page) {
  const urls = new Set<string>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    return Promise.all([...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })));
  };
}

// Minified code keeps ProseMirror's class names and Tiptap's error prefix: how the editor's code is recognised.
const isEditorCode = (text: string) => text.includes('ProseMirror') || text.includes('[tiptap');

test('the editor is a chunk the dashboard fetches when a long text is edited, and no public page loads it', async ({ page, openDashboard }) => {
  const scripts = collectScripts(page);
  const [post] = (await (await page.request.get(apiPaths.blogPosts.list())).json()) as { slug: string }[];
  for (const path of ['/', '/?lang=ar', '/blog', `/blog/${post!.slug}`, `/blog/${post!.slug}?lang=ar`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const publicScripts = await scripts();
  expect(publicScripts.length).toBeGreaterThan(0);
  expect(publicScripts.filter((script) => isEditorCode(script.text)).map((script) => script.url)).toEqual([]);

  const dashboardScripts = collectScripts(page);
  await openDashboard();
  await openTab(page, 'tabs.blogs');
  await page.waitForLoadState('networkidle');
  expect((await dashboardScripts()).filter((script) => isEditorCode(script.text)).map((script) => script.url)).toEqual([]);

  const editorScripts = collectScripts(page);
  await page.getByRole('button', { name: adminText('blogs.add') }).click();
  await expect(richEditor(dialog(page, adminText('blogs.addTitle')), inEnglish('blogs.fields.content')).area).toBeVisible();
  expect((await editorScripts()).filter((script) => isEditorCode(script.text)).map((script) => new URL(script.url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/rich-text-editor-[\w-]+\.js$/),
  ]);
});

for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 375]) {
    test(`the open editor breaks no WCAG A or AA rule axe checks and never scrolls sideways (${language}, ${width} px)`, async ({ page, openDashboard, baseURL }) => {
      // axe judges the whole dashboard under the dialog.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await openDashboard(language);
      // A post of its own: what is typed here is autosaved for this post only, never into another test's new post.
      const { input } = await createPost(page, baseURL!, { titleEn: `Phone ${unique()}`, titleAr: `هاتف ${unique()}`, contentEn: 'Some words.', contentAr: 'بعض الكلمات.' });
      const post = await openPostEditor(page, input, language);
      const arabic = richEditor(post, inArabic('blogs.fields.content', language), language);
      await arabic.area.click();
      await page.keyboard.type('نص عربي مع رابط طويل جدا https://example.com/a/very/long/address/that/should/wrap/inside/the/editor');
      await expect(arabic.area).toBeFocused();
      await expectNoAccessibilityViolations(page);
      const content = post.locator('.fui-DialogContent');
      const overflow = await content.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`rich-editor-${language}-${width}.png`), fullPage: false });
    });
  }
}
