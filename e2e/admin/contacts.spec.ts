import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Package } from '../../shared/schemas/package';
import { text } from '../support/site';
import { expect, test } from './support/fixtures';
import { confirmDeletion, expectToast, openTab, row } from './support/dashboard';
import { sendLead } from './support/leads';
import { adminText } from './support/texts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const statValue = (page: Page) => page.getByTestId('stat-contacts').getByTestId('stat-value');

test('a contact sent from the public site shows as a live toast within 2 seconds and lands in the inbox', async ({ page, browser, baseURL, openDashboard }) => {
  await openDashboard();
  const before = Number(await statValue(page).textContent());
  const name = `Youssef ${unique()}`;

  // A visitor, in a browser of their own, writes through the landing page's contact form.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/?lang=en#contact');
  await visitor.locator('#contact-name').fill(name);
  await visitor.locator('#contact-email').fill('youssef@example.com');
  await visitor.locator('#contact-message').fill('Can we start before Ramadan?');
  const sent = visitor.waitForResponse((response) => response.url().endsWith('/api/contact') && response.status() === 201);
  await visitor.getByRole('button', { name: text('en', 'contact.submit') }).click();
  await sent;

  const toast = page.locator('.fui-Toast').filter({ hasText: adminText('contacts.live.body', { name }) });
  await expect(toast).toBeVisible({ timeout: 2000 });
  await expect(toast).toContainText(adminText('contacts.live.title'));
  await visitor.close();

  // Without a reload: the count card, the unread badge on the tab and the inbox itself.
  await expect(statValue(page)).toHaveText(String(before + 1));
  const unread = ((await (await page.request.get('/api/contact-submissions')).json()) as { isRead: boolean }[]).filter((lead) => !lead.isRead).length;
  await expect(page.getByTestId('stat-contacts')).toContainText(adminText('stats.unread', { amount: unread }));
  await expect(page.getByRole('tab', { name: new RegExp(adminText('tabs.contacts')) })).toContainText(String(unread));
  await openTab(page, 'tabs.contacts');
  const lead = row(page, name);
  await expect(page.getByRole('list', { name: adminText('tabs.contacts') }).getByRole('listitem').first()).toContainText(name);
  await expect(lead).toContainText(adminText('contacts.unread'));
  await expect(lead).toContainText(adminText('contacts.interest', { name: 'Other' }));
  await expect(lead).toContainText('Can we start before Ramadan?');
});

test('the inbox: package names, read and unread, search, delete and the CSV export', async ({ page, baseURL, openDashboard }) => {
  const packages = (await (await page.request.get('/api/packages')).json()) as Package[];
  const chosen = packages[0]!;
  const token = unique();
  await sendLead(page.request, baseURL!, { name: `Salma ${token}`, email: `salma.${token}@example.com`, message: 'أريد خطة للرضاعة الطبيعية', packageInterest: String(chosen.id) });
  await sendLead(page.request, baseURL!, { name: `Karim ${token}`, email: `karim.${token}@example.com`, message: 'Call me after 6 please', phone: '+20 100 222 3333' });
  await openDashboard();
  await openTab(page, 'tabs.contacts');
  const search = page.getByRole('searchbox', { name: adminText('contacts.search') });

  await search.fill(token);
  const salma = row(page, `Salma ${token}`);
  const karim = row(page, `Karim ${token}`);
  await expect(salma).toContainText(adminText('contacts.interest', { name: chosen.nameEn }));
  await expect(karim).toContainText('+20 100 222 3333');
  await expect(karim.getByRole('link', { name: `karim.${token}@example.com` })).toHaveAttribute('href', `mailto:karim.${token}@example.com`);

  await search.fill('after 6');
  await expect(page.getByRole('list', { name: adminText('tabs.contacts') }).getByRole('listitem')).toHaveCount(1);
  await search.fill(token);

  await salma.getByRole('button', { name: adminText('contacts.markRead', { name: `Salma ${token}` }) }).click();
  await expect(salma).not.toContainText(adminText('contacts.unread'));
  await expect.poll(async () => ((await (await page.request.get('/api/contact-submissions')).json()) as { name: string; isRead: boolean }[]).find((lead) => lead.name === `Salma ${token}`)?.isRead).toBe(true);
  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(salma).toHaveCount(0);
  await expect(karim).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  await salma.getByRole('button', { name: adminText('contacts.markUnread', { name: `Salma ${token}` }) }).click();
  await expect(salma).toContainText(adminText('contacts.unread'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: adminText('contacts.export') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('أريد خطة للرضاعة الطبيعية');

  await karim.getByRole('button', { name: adminText('common.deleteNamed', { name: `Karim ${token}` }) }).click();
  await confirmDeletion(page, `Karim ${token}`);
  await expectToast(page, 'Success', adminText('contacts.toast.deleted'));
  await expect(karim).toHaveCount(0);
});
