import { decompressionBomb } from '../../server/test/images';
import { apiPaths, withQuery } from '@shared/api-routes';
import { holdRequests } from '../support/held-requests';
import { expect, png, test, TINY_PNG } from './support/fixtures';
import { confirmDeletion, dialog, expectToast, field, openTab, row, save } from './support/dashboard';
import { adminText, inArabic, inEnglish } from './support/texts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.beforeEach(async ({ openDashboard }) => {
  await openDashboard();
});

test('packages: the validation message, add, the popular star, edit and delete', async ({ page }) => {
  const name = `Family Plan ${unique()}`;
  await page.getByRole('button', { name: adminText('packages.add') }).click();
  const editor = dialog(page, adminText('packages.addTitle'));
  await save(editor);
  await expectToast(page, 'Validation Error', 'Please fill in all required fields for both languages.');
  await expect(editor.getByText(adminText('validation.required')).first()).toBeVisible();

  await field(editor, inEnglish('packages.fields.name')).fill(name);
  await field(editor, inArabic('packages.fields.name')).fill('باقة العائلة');
  await field(editor, inEnglish('packages.fields.features')).fill('Weekly check-in\nMeal plan for four');
  await field(editor, inArabic('packages.fields.features')).fill('متابعة أسبوعية\nخطة وجبات لأربعة');
  await field(editor, adminText('packages.fields.price')).fill('750');
  await field(editor, adminText('packages.fields.icon')).selectOption('crown');
  await save(editor);
  await expectToast(page, 'Success', 'Package created successfully');
  await expect(editor).toBeHidden();

  await page.getByRole('searchbox', { name: adminText('packages.search') }).fill(name.toUpperCase());
  const item = row(page, name);
  await expect(item).toContainText('750 EGP');
  await expect(item).toContainText(adminText('packages.featureCount', { amount: 2 }));
  await expect(item.locator('[data-icon="crown"]')).toBeVisible();

  await item.getByRole('button', { name: adminText('packages.markPopular', { name }) }).click();
  await expectToast(page, 'Success', 'Package updated successfully');
  await expect(item).toContainText(adminText('packages.mostPopular'));
  await expect(item.getByRole('button', { name: adminText('packages.unmarkPopular', { name }) })).toHaveAttribute('aria-pressed', 'true');

  await item.getByRole('button', { name: adminText('common.editNamed', { name }) }).click();
  const edit = dialog(page, adminText('packages.editTitle'));
  await expect(field(edit, inEnglish('packages.fields.name'))).toHaveValue(name);
  await field(edit, adminText('packages.fields.price')).fill('800 EGP');
  await save(edit);
  await expectToast(page, 'Success', 'Package updated successfully');
  await expect(item).toContainText('800 EGP');

  await item.getByRole('button', { name: adminText('common.deleteNamed', { name }) }).click();
  await confirmDeletion(page, name);
  await expectToast(page, 'Success', 'Package deleted successfully');
  await expect(item).toHaveCount(0);
});

test('success stories: the validation message, add with an uploaded image and its progress, edit and delete', async ({ page }) => {
  const name = `Mariam ${unique()}`;
  await openTab(page, 'tabs.stories');
  await page.getByRole('button', { name: adminText('stories.add') }).click();
  const editor = dialog(page, adminText('stories.addTitle'));
  await save(editor);
  await expectToast(page, 'Validation Error', 'Please fill in all required fields for both languages.');

  await field(editor, inEnglish('stories.fields.name')).fill(name);
  await field(editor, inArabic('stories.fields.name')).fill('مريم');
  await field(editor, inEnglish('stories.fields.achievement')).fill('Lost 9 kg in 4 months');
  await field(editor, inArabic('stories.fields.achievement')).fill('فقدت ٩ كغ في ٤ أشهر');
  await field(editor, inEnglish('stories.fields.excerpt')).fill('Small steps, every day.');
  await field(editor, inArabic('stories.fields.excerpt')).fill('خطوات صغيرة كل يوم.');
  await field(editor, inEnglish('stories.fields.fullStory')).fill('She kept going.');
  await field(editor, inArabic('stories.fields.fullStory')).fill('واصلت المثابرة.');

  const uploading = await holdRequests(page, `**${apiPaths.uploads.single()}`);
  const image = editor.getByTestId('story-image');
  await image.locator('input[type="file"]').setInputFiles(png('mariam.png'));
  await uploading.arrived;
  await expect(image.getByRole('progressbar')).toBeVisible();
  uploading.release();
  await expect(image.getByRole('img', { name: adminText('upload.previewOf', { label: adminText('stories.fields.image') }) })).toBeVisible();
  await expect(image.getByRole('progressbar')).toBeHidden();
  await expect(image).toContainText(adminText('upload.hint', { size: '600x400' }));

  await save(editor);
  await expectToast(page, 'Success', 'Success story created successfully');
  await page.getByRole('searchbox', { name: adminText('stories.search') }).fill('lost 9 kg');
  const item = row(page, name);
  await expect(item).toContainText('Lost 9 kg in 4 months');
  expect(await item.getByRole('img').getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);

  await item.getByRole('button', { name: adminText('common.editNamed', { name }) }).click();
  const edit = dialog(page, adminText('stories.editTitle'));
  await field(edit, inEnglish('stories.fields.achievement')).fill('Lost 11 kg in 5 months');
  await save(edit);
  await expectToast(page, 'Success', 'Success story updated successfully');
  await page.getByRole('searchbox', { name: adminText('stories.search') }).fill(name);
  await expect(item).toContainText('Lost 11 kg in 5 months');

  await item.getByRole('button', { name: adminText('common.deleteNamed', { name }) }).click();
  await confirmDeletion(page, name);
  await expectToast(page, 'Success', 'Success story deleted successfully');
  await expect(item).toHaveCount(0);
});

test('blog posts: refused files are explained, images upload and reorder, the slug is generated; edit and delete', async ({ page }) => {
  const title = `Ramadan Meal Prep ${unique()}`;
  await openTab(page, 'tabs.blogs');
  await page.getByRole('button', { name: adminText('blogs.add') }).click();
  const editor = dialog(page, adminText('blogs.addTitle'));
  await field(editor, inEnglish('blogs.fields.title')).fill(title);
  await expect(editor).toContainText(adminText('blogs.slugPreview', { path: `/blog/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` }));
  await field(editor, inArabic('blogs.fields.title')).fill('تحضير وجبات رمضان');
  await field(editor, adminText('blogs.fields.category')).selectOption({ index: 1 });
  await field(editor, inEnglish('blogs.fields.excerpt')).fill('Plan the week before the fast.');
  await field(editor, inArabic('blogs.fields.excerpt')).fill('خطط للأسبوع قبل الصيام.');
  await field(editor, inEnglish('blogs.fields.content')).fill('Start with suhoor.');
  await field(editor, inArabic('blogs.fields.content')).fill('ابدأ بالسحور.');

  const cover = editor.getByTestId('blog-image');
  const coverInput = cover.locator('input[type="file"]');
  await coverInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(cover.getByRole('alert')).toHaveText(adminText('upload.wrongType', { name: 'notes.txt' }));
  // Named and typed as a PNG, but the bytes are not an image: the server refuses it (415).
  await coverInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await expect(cover.getByRole('alert')).toHaveText(adminText('upload.refusedType'));
  // A PNG's first bytes before a page (400), and a PNG declaring 50,000 x 50,000 pixels (413): each named.
  await coverInput.setInputFiles({ name: 'poly.png', mimeType: 'image/png', buffer: Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.from('<html>not an image</html>')]) });
  await expect(cover.getByRole('alert')).toHaveText(adminText('upload.refusedUnreadable'));
  await coverInput.setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: decompressionBomb(50_000, 50_000) });
  await expect(cover.getByRole('alert')).toHaveText(adminText('upload.refusedPixels', { megapixels: 50 }));
  await coverInput.setInputFiles(png('cover.png'));
  await expect(cover.getByRole('img')).toBeVisible();

  const gallery = editor.getByRole('list', { name: adminText('blogs.fields.relatedImages') });
  await editor.getByLabel(adminText('upload.addImages')).setInputFiles([png('one.png'), png('two.png')]);
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  const sources = async () => gallery.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  const [first, second] = await sources();
  await gallery.getByRole('button', { name: adminText('upload.moveEarlier', { position: 2 }) }).click();
  expect(await sources()).toEqual([second, first]);
  await gallery.getByRole('button', { name: adminText('upload.removeImage', { position: 1 }) }).click();
  expect(await sources()).toEqual([first]);

  await save(editor);
  await expectToast(page, 'Success', 'Blog post created successfully');
  await page.getByRole('searchbox', { name: adminText('blogs.search') }).fill('رمضان');
  const item = row(page, title);
  await expect(item).toContainText(`/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);

  await item.getByRole('button', { name: adminText('common.editNamed', { name: title }) }).click();
  const edit = dialog(page, adminText('blogs.editTitle'));
  await expect(edit.getByRole('list', { name: adminText('blogs.fields.relatedImages') }).getByRole('listitem')).toHaveCount(1);
  await field(edit, inEnglish('blogs.fields.excerpt')).fill('Plan the whole month.');
  await save(edit);
  await expectToast(page, 'Success', 'Blog post updated successfully');

  await item.getByRole('button', { name: adminText('common.deleteNamed', { name: title }) }).click();
  await confirmDeletion(page, title);
  await expectToast(page, 'Success', 'Blog post deleted successfully');
  await expect(item).toHaveCount(0);
});

test('categories: required names, add, edit, and delete naming the category', async ({ page }) => {
  const name = `Gut Health ${unique()}`;
  await openTab(page, 'tabs.categories');
  await page.getByRole('button', { name: adminText('categories.add') }).click();
  const editor = dialog(page, adminText('categories.addTitle'));
  await save(editor);
  await expect(editor.getByText(adminText('validation.required'))).toHaveCount(2);
  await field(editor, inEnglish('categories.fields.name')).fill(name);
  await field(editor, inArabic('categories.fields.name')).fill('صحة الجهاز الهضمي');
  await field(editor, adminText('categories.fields.description')).fill('Fibre, probiotics and calm digestion');
  await save(editor);
  await expectToast(page, 'Success', 'Category created successfully.');

  await page.getByRole('searchbox', { name: adminText('categories.search') }).fill('PROBIOTICS');
  const item = row(page, name);
  await expect(item).toContainText(adminText('common.active'));
  await item.getByRole('button', { name: adminText('common.editNamed', { name }) }).click();
  const edit = dialog(page, adminText('categories.editTitle'));
  await edit.getByRole('switch').uncheck();
  await save(edit);
  await expectToast(page, 'Success', 'Category updated successfully.');
  await expect(item).toContainText(adminText('common.inactive'));

  await item.getByRole('button', { name: adminText('common.deleteNamed', { name }) }).click();
  await confirmDeletion(page, name);
  await expectToast(page, 'Success', 'Category deleted successfully.');
  await expect(item).toHaveCount(0);
});

test('categories: search and 5 per page with the range label and page counter', async ({ page, baseURL }) => {
  const token = `batch${unique()}`;
  for (let index = 1; index <= 6; index += 1) {
    const created = await page.request.post(apiPaths.categories.list(), {
      data: { nameEn: `Topic ${index} ${token}`, nameAr: `موضوع ${index}`, description: token },
      headers: { Origin: baseURL! },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  await openTab(page, 'tabs.categories');
  const search = page.getByRole('searchbox', { name: adminText('categories.search') });
  const range = page.getByTestId('range-label');
  await search.fill(token);
  await expect(range).toHaveText('Showing 1 to 5 of 6');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(range).toHaveText('Showing 6 to 6 of 6');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A new search starts again on the first page; a blank one shows everything.
  await search.fill(`Topic 3 ${token}`);
  await expect(range).toHaveText('Showing 1 to 1 of 1');
  await search.fill('no category is called this');
  await expect(page.getByText(adminText('common.noMatches'))).toBeVisible();
  const total = ((await (await page.request.get(apiPaths.categories.list())).json()) as unknown[]).length;
  await search.fill('   ');
  await expect(range).toHaveText(`Showing 1 to 5 of ${total}`);
});

test('services: add, edit and delete in the platform-info tab', async ({ page }) => {
  const name = `Sports Recovery ${unique()}`;
  await openTab(page, 'tabs.platformInfo');
  const section = page.getByTestId('services-section');
  await section.getByRole('button', { name: adminText('platformInfo.services.add') }).click();
  const editor = dialog(page, adminText('platformInfo.services.addTitle'));
  await save(editor);
  await expectToast(page, 'Validation Error', 'Please fill in all required fields for both languages.');
  await field(editor, inEnglish('platformInfo.services.fields.name')).fill(name);
  await field(editor, inArabic('platformInfo.services.fields.name')).fill('التعافي الرياضي');
  await save(editor);
  await expectToast(page, 'Success', 'Service created successfully');

  const item = section.locator('li').filter({ hasText: name });
  await item.getByRole('button', { name: adminText('common.editNamed', { name }) }).click();
  const edit = dialog(page, adminText('platformInfo.services.editTitle'));
  await field(edit, inEnglish('platformInfo.services.fields.description')).fill('Refuel after training');
  await save(edit);
  await expectToast(page, 'Success', 'Service updated successfully');
  await expect(item).toContainText('Refuel after training');

  await item.getByRole('button', { name: adminText('common.deleteNamed', { name }) }).click();
  await confirmDeletion(page, name);
  await expectToast(page, 'Success', 'Service deleted successfully');
  await expect(item).toHaveCount(0);
});

test("social links: a removed platform reads 'Not configured' and its next save creates it through the upsert", async ({ page }) => {
  await openTab(page, 'tabs.platformInfo');
  const email = page.getByTestId('social-email');
  const name = adminText('platformInfo.social.platforms.email');
  // The demo content's e-mail link, removed here.
  await expect(email).toContainText('mailto:hello@dietbar.example');
  await email.getByRole('button', { name: adminText('common.deleteNamed', { name }) }).click();
  await confirmDeletion(page, name);
  await expectToast(page, 'Success', adminText('platformInfo.social.toast.deleted'));
  await expect(email).toContainText('Not configured');

  const upsert = page.waitForRequest((request) => request.url().endsWith(apiPaths.socialLinks.upsert()) && request.method() === 'POST');
  await email.getByRole('button', { name: adminText('common.editNamed', { name }) }).click();
  const editor = dialog(page, adminText('platformInfo.social.editTitle', { name }));
  await expect(editor).toContainText(adminText('platformInfo.social.hints.email'));
  await field(editor, adminText('platformInfo.social.url')).fill('team@dietbar.test');
  await save(editor);
  await expect(editor.getByText(adminText('validation.socialUrl'))).toBeVisible();
  await field(editor, adminText('platformInfo.social.url')).fill('mailto:team@dietbar.test');
  await save(editor);
  await upsert;
  await expectToast(page, 'Success', 'Social link saved successfully');
  await expect(email).toContainText('mailto:team@dietbar.test');
  await expect(email).toContainText(adminText('common.active'));

  await page.getByTestId('social-whatsapp').getByRole('button', { name: adminText('common.editNamed', { name: 'WhatsApp' }) }).click();
  await expect(dialog(page, adminText('platformInfo.social.editTitle', { name: 'WhatsApp' }))).toContainText('wa.me');
});

test('legal content: created by type when missing, updated when present', async ({ page }) => {
  await openTab(page, 'tabs.platformInfo');
  const terms = page.getByTestId('legal-terms_conditions');
  const termsName = adminText('platformInfo.legal.types.terms_conditions');
  // The demo content's terms, removed here.
  await expect(terms).toContainText('These terms apply to the use of the DietBar website');
  await terms.getByRole('button', { name: adminText('common.deleteNamed', { name: termsName }) }).click();
  await confirmDeletion(page, termsName);
  await expectToast(page, 'Success', 'Legal content deleted successfully');
  await expect(terms).toContainText(adminText('platformInfo.legal.notWritten'));
  await terms.getByRole('button', { name: adminText('common.editNamed', { name: termsName }) }).click();
  const editor = dialog(page, adminText('platformInfo.legal.editTitle', { name: termsName }));
  await expect(field(editor, adminText('platformInfo.legal.fields.title'))).toHaveValue('Terms and Conditions');
  await field(editor, adminText('platformInfo.legal.fields.content')).fill('Sessions can be moved up to 24 hours ahead.');
  await save(editor);
  await expectToast(page, 'Success', 'Legal content created successfully');
  await expect(terms).toContainText('Sessions can be moved up to 24 hours ahead.');

  await terms.getByRole('button', { name: adminText('common.editNamed', { name: termsName }) }).click();
  const again = dialog(page, adminText('platformInfo.legal.editTitle', { name: termsName }));
  await field(again, adminText('platformInfo.legal.fields.content')).fill('Sessions can be moved up to 12 hours ahead.');
  await save(again);
  await expectToast(page, 'Success', 'Legal content updated successfully');
  const stored = (await (await page.request.get(apiPaths.legalContent.list())).json()) as { type: string; content: string }[];
  expect(stored.filter((item) => item.type === 'terms_conditions')).toEqual([expect.objectContaining({ content: 'Sessions can be moved up to 12 hours ahead.' })]);
});

test('contact information: edit, cancel back to the saved values, required fields, save', async ({ page }) => {
  await openTab(page, 'tabs.platformInfo');
  const section = page.getByTestId('contact-info');
  const saved = ((await (await page.request.get(apiPaths.contactInfo.single())).json()) as { phone: string }).phone;
  await section.getByRole('button', { name: adminText('common.edit') }).click();
  await field(section, adminText('platformInfo.contact.fields.phone')).fill('+20 999');
  await section.getByRole('button', { name: adminText('common.cancel') }).click();
  await expect(section).toContainText(saved);
  await expect(section).not.toContainText('+20 999');

  await section.getByRole('button', { name: adminText('common.edit') }).click();
  await expect(field(section, adminText('platformInfo.contact.fields.phone'))).toHaveValue(saved);
  await field(section, adminText('platformInfo.contact.fields.email')).fill('');
  await section.getByRole('button', { name: adminText('common.save') }).click();
  await expect(section.getByText(adminText('validation.required'))).toBeVisible();
  await field(section, adminText('platformInfo.contact.fields.email')).fill('bookings@dietbar.test');
  await section.getByRole('button', { name: adminText('common.save') }).click();
  await expectToast(page, 'Success', 'Contact information updated successfully');
  await expect(section).toContainText('bookings@dietbar.test');
});

test('hero and about: saved from their editors, the about preview cut at 100 characters', async ({ page }) => {
  await openTab(page, 'tabs.platformInfo');
  const hero = page.getByTestId('hero-section');
  await hero.getByRole('button', { name: adminText('common.editNamed', { name: adminText('platformInfo.hero.title') }) }).click();
  const heroEditor = dialog(page, adminText('platformInfo.hero.editTitle'));
  await field(heroEditor, inEnglish('platformInfo.hero.fields.title')).fill('Eat well, feel better');
  await field(heroEditor, inEnglish('platformInfo.hero.fields.imageAlt')).fill('A dietitian planning meals with a client');
  await save(heroEditor);
  await expectToast(page, 'Success', 'Hero content updated successfully');
  await expect(hero).toContainText('Eat well, feel better');
  // The site describes the practice's picture in its words (it read the demo picture's description for any picture).
  const landing = await (await page.request.get('/?lang=en')).text();
  expect(landing).toMatch(/<img[^>]+alt="A dietitian planning meals with a client"/);
  expect(landing).toMatch(/property="og:image:alt" content="A dietitian planning meals with a client"/);

  const about = page.getByTestId('about-section');
  const long = 'We are a small team of clinical dietitians in Cairo who believe that lasting change comes from meals you enjoy every day.';
  await about.getByRole('button', { name: adminText('common.editNamed', { name: adminText('platformInfo.about.title') }) }).click();
  const aboutEditor = dialog(page, adminText('platformInfo.about.editTitle'));
  await field(aboutEditor, inEnglish('platformInfo.about.fields.content')).fill(long);
  await save(aboutEditor);
  await expectToast(page, 'Success', 'About content updated successfully');
  await expect(about).toContainText(`${long.slice(0, 100)}…`);
  await expect(about).not.toContainText(long);
});

test('packages, stories and blog posts: 5 per page with the range label', async ({ page }) => {
  // Each list holds its demo items at least (the other tests on this server may have added some): the 3 packages fit
  // on one page, the 7 stories and the 9 posts take two or more.
  const lists = [
    { tab: 'tabs.packages', path: apiPaths.packages.list(), demo: 3 },
    { tab: 'tabs.stories', path: withQuery(apiPaths.successStories.list(), { status: 'all' }), demo: 7 },
    { tab: 'tabs.blogs', path: withQuery(apiPaths.blogPosts.list(), { status: 'all' }), demo: 9 },
  ];
  for (const { tab, path, demo } of lists) {
    await openTab(page, tab);
    const total = ((await (await page.request.get(path)).json()) as unknown[]).length;
    expect(total, `the demo items of ${tab}`).toBeGreaterThanOrEqual(demo);
    const pages = Math.ceil(total / 5);
    const range = page.getByTestId('range-label');
    const shows = (number: number) => `Showing ${5 * (number - 1) + 1} to ${Math.min(5 * number, total)} of ${total}`;
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(range).toHaveText(shows(1));
    await expect(page.getByRole('list', { name: adminText(tab) }).getByRole('listitem')).toHaveCount(Math.min(5, total));
    for (let number = 2; number <= pages; number += 1) {
      await next.click();
      await expect(range).toHaveText(shows(number));
    }
    await expect(next).toBeDisabled();
    for (let number = pages - 1; number >= 1; number -= 1) {
      await previous.click();
      await expect(range).toHaveText(shows(number));
    }
    await expect(previous).toBeDisabled();
  }
});

test('validation: a blog post needs its texts in both languages, a category name at most 100 characters', async ({ page }) => {
  await openTab(page, 'tabs.blogs');
  await page.getByRole('button', { name: adminText('blogs.add') }).click();
  const post = dialog(page, adminText('blogs.addTitle'));
  await save(post);
  await expectToast(page, 'Validation Error', 'Please fill in all required fields for both languages.');
  await expect(post.getByText(adminText('validation.required')).first()).toBeVisible();
  await post.getByRole('button', { name: adminText('common.cancel') }).click();
  await expect(post).toBeHidden();

  await openTab(page, 'tabs.categories');
  await page.getByRole('button', { name: adminText('categories.add') }).click();
  const category = dialog(page, adminText('categories.addTitle'));
  await field(category, inEnglish('categories.fields.name')).fill('x'.repeat(101));
  await field(category, inArabic('categories.fields.name')).fill('تصنيف');
  await save(category);
  await expect(category.getByText(adminText('validation.tooLong', { max: 100 }))).toBeVisible();
  await expect(category).toBeVisible();
});
