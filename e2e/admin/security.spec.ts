import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { expectToast, field } from './support/dashboard';
import { TEST_ADMIN } from './support/fixtures';
import { apiCall, appCode, enrolTwoFactor, expect, openSecurityTab, section, sessionsList, signInElsewhere, test, type Account } from './support/security';
import { adminText } from './support/texts';

const LANGUAGES: Language[] = ['en', 'ar'];
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const DESKTOP_APP_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) dietbar/0.1.0 Chrome/140.0.7339.41 Electron/45.4.1 Safari/537.36';

// Each test has an account of its own on this file's server (one per worker), so the tests run in any order.
// Each walks through several screens, sign-ins and axe scans: more time than a single screen's test.
test.describe.configure({ timeout: 120_000 });

/** Fills the sign-in form and sends it. */
async function submitPassword(page: Page, account: Account, language: Language) {
  const form = page.getByRole('form', { name: adminText('auth.signIn', {}, language) });
  await field(form, adminText('auth.email', {}, language)).fill(account.email);
  await field(form, adminText('auth.password', {}, language)).fill(account.password);
  await form.getByRole('button', { name: adminText('auth.signIn', {}, language) }).click();
}

for (const language of LANGUAGES) {
  const t = (key: string, values?: Record<string, string | number>) => adminText(key, values, language);

  test(`two-factor: enrols from the QR code's key, keeps the recovery codes, signs in with a code or a recovery code, turns off (${language})`, async ({
    page,
    newAccount,
    openSecurity,
  }) => {
    const account = await newAccount('Owner');
    await openSecurity(account, language);
    const card = section(page, 'two-factor');
    await expect(card).toContainText(t('security.twoFactor.off'));

    const { secret, recoveryCodes, codesDialog } = await enrolTwoFactor(page, language);
    // The codes are shown once: the dialog has no way out but Done, and Done waits for the admin's word.
    await expect(codesDialog.getByRole('button', { name: t('common.close') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(codesDialog).toBeVisible();
    const done = codesDialog.getByRole('button', { name: t('security.twoFactor.done') });
    await expect(done).toBeDisabled();
    const download = page.waitForEvent('download');
    await codesDialog.getByRole('button', { name: t('security.twoFactor.downloadCodes') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('dietbar-recovery-codes.txt');
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text).toContain(t('security.twoFactor.fileHeading', { email: account.email }));
    expect(text.trim().split('\n').slice(-10)).toEqual(recoveryCodes);
    await codesDialog.getByRole('checkbox', { name: t('security.twoFactor.savedCheck') }).check();
    await done.click();
    await expect(codesDialog).toBeHidden();
    await expect(card).toContainText(t('security.twoFactor.on'));
    expect((await (await page.request.get(apiPaths.auth.me())).json()).user.twoFactorEnabled).toBe(true);

    // Signed out, the password alone no longer signs in: the form asks for the app's code.
    await page.getByRole('button', { name: t('dashboard.logout') }).click();
    await submitPassword(page, account, language);
    const codeForm = page.getByRole('form', { name: t('auth.codeTitle') });
    await expect(codeForm.getByRole('heading', { name: t('auth.codeTitle') })).toBeVisible();
    const codeField = field(codeForm, t('auth.code'));
    await expect(codeField).toBeFocused();
    expect((await page.request.get(apiPaths.auth.me())).status()).toBe(401);
    await codeField.fill('000000');
    await codeForm.getByRole('button', { name: t('auth.verify') }).click();
    await expect(codeForm.getByText(t('auth.wrongCode'))).toBeVisible();
    // The next step's code: the one that turned two-factor on is used up.
    await codeField.fill(await appCode(secret, 1));
    await codeForm.getByRole('button', { name: t('auth.verify') }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, t('auth.loginSuccessTitle'), t('auth.welcome', { name: account.name }));

    // A recovery code signs in once.
    const signInWithRecoveryCode = async (code: string) => {
      await submitPassword(page, account, language);
      await codeForm.getByRole('button', { name: t('auth.useRecoveryCode') }).click();
      await field(codeForm, t('auth.recoveryCode')).fill(code);
      await codeForm.getByRole('button', { name: t('auth.verify') }).click();
    };
    await page.getByRole('button', { name: t('dashboard.logout') }).click();
    await signInWithRecoveryCode(recoveryCodes[0]!);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('button', { name: t('dashboard.logout') }).click();
    await signInWithRecoveryCode(recoveryCodes[0]!);
    await expect(codeForm.getByText(t('auth.wrongCode'))).toBeVisible();
    await codeForm.getByRole('button', { name: t('auth.back') }).click();
    await expect(page.getByRole('form', { name: t('auth.signIn') })).toBeVisible();

    // Turning it off takes the password and a code; a wrong password is named under its field.
    await signInWithRecoveryCode(recoveryCodes[1]!);
    await openSecurityTab(page, language);
    await card.getByRole('button', { name: t('security.twoFactor.turnOff') }).click();
    const disable = page.getByRole('dialog', { name: t('security.twoFactor.disableTitle') });
    await field(disable, t('auth.password')).fill('not my password at all');
    await field(disable, t('security.twoFactor.disableCode')).fill(recoveryCodes[2]!);
    await disable.getByRole('button', { name: t('security.twoFactor.turnOff') }).click();
    await expect(disable.getByText(t('security.wrongPassword'))).toBeVisible();
    await field(disable, t('auth.password')).fill(account.password);
    await disable.getByRole('button', { name: t('security.twoFactor.turnOff') }).click();
    await expect(disable).toBeHidden();
    await expectToast(page, t('toast.success'), t('security.twoFactor.disabled'));
    await expect(card).toContainText(t('security.twoFactor.off'));
    expect((await (await page.request.get(apiPaths.auth.me())).json()).user.twoFactorEnabled).toBe(false);
  });

  test(`sessions: this device marked, another one ended, then all the others (${language})`, async ({ page, newAccount, openSecurity, securityServer }) => {
    const account = await newAccount('Sessions');
    const firefox = await signInElsewhere(securityServer, account, FIREFOX_ON_WINDOWS);
    await openSecurity(account, language);
    const rows = sessionsList(page, language).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const current = rows.filter({ hasText: t('security.sessions.thisDevice') });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(t('security.sessions.browser'));
    await expect(current.getByRole('button')).toHaveCount(0);

    const firefoxDevice = t('security.sessions.clientOn', { client: 'Firefox 127', system: 'Windows' });
    const firefoxRow = rows.filter({ hasText: firefoxDevice });
    await firefoxRow.getByRole('button', { name: t('security.sessions.endNamed', { device: firefoxDevice }) }).click();
    await expectToast(page, t('toast.success'), t('security.sessions.ended'));
    await expect(firefoxRow).toHaveCount(0);
    expect((await apiCall(securityServer, 'GET', apiPaths.auth.me(), firefox)).status).toBe(401);

    // Two more devices, one of them the desktop app.
    const curl = await signInElsewhere(securityServer, account);
    const desktop = await apiCall(securityServer, 'POST', apiPaths.auth.login(), '', { email: account.email, password: account.password, client: 'desktop' }, { 'User-Agent': DESKTOP_APP_ON_MAC });
    const token = ((await desktop.json()) as { token: string }).token;
    await page.reload();
    await openSecurityTab(page, language);
    await expect(rows).toHaveCount(3);
    const desktopRow = rows.filter({ hasText: t('security.sessions.clientOn', { client: t('security.sessions.desktopApp'), system: 'macOS' }) });
    await expect(desktopRow).toContainText(t('security.sessions.desktop'));

    await section(page, 'sessions').getByRole('button', { name: t('security.sessions.endOthers') }).click();
    const question = page.getByRole('alertdialog', { name: t('security.sessions.endOthersTitle') });
    await expect(question).toContainText(t('security.sessions.endOthersMessage'));
    await question.getByRole('button', { name: t('security.sessions.endOthers') }).click();
    await expectToast(page, t('toast.success'), t('security.sessions.othersEnded'));
    await expect(rows).toHaveCount(1);
    await expect(section(page, 'sessions')).toContainText(t('security.sessions.onlyThisDevice'));
    expect((await apiCall(securityServer, 'GET', apiPaths.auth.me(), curl)).status).toBe(401);
    expect((await fetch(`${securityServer.url}${apiPaths.auth.me()}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await page.request.get(apiPaths.auth.me())).status()).toBe(200);
  });

  test(`password: each refusal under its field in the admin's language, then changed with other devices signed out (${language})`, async ({
    page,
    newAccount,
    openSecurity,
    securityServer,
  }) => {
    const account = await newAccount('Pharmacist');
    const elsewhere = await signInElsewhere(securityServer, account);
    await openSecurity(account, language);
    const form = page.getByRole('form', { name: t('security.password.title') });
    const current = field(form, t('security.password.current'));
    const next = field(form, t('security.password.new'));
    const confirm = field(form, t('security.password.confirm'));
    const save = form.getByRole('button', { name: t('security.password.save') });
    const tryPasswords = async (currentPassword: string, newPassword: string, repeated = newPassword) => {
      await current.fill(currentPassword);
      await next.fill(newPassword);
      await confirm.fill(repeated);
      await save.click();
    };

    await save.click();
    await expect(form.getByText(t('validation.required')).first()).toBeVisible();
    await tryPasswords(account.password, 'a much better sentence 2027', 'a much better sentence 2028');
    await expect(form.getByText(t('auth.passwordMismatch'))).toBeVisible();
    await tryPasswords('not my password at all', 'a much better sentence 2027');
    await expect(form.getByText(t('security.wrongPassword'))).toBeVisible();
    await tryPasswords(account.password, 'qwertyuiop');
    await expect(form.getByText(t('security.password.tooCommon'))).toBeVisible();
    await tryPasswords(account.password, 'pharmacist of the year 2027');
    await expect(form.getByText(t('security.password.containsEmail'))).toBeVisible();

    const newPassword = 'a much better sentence 2027';
    await tryPasswords(account.password, newPassword);
    // Two password hashes on the server: wait for the answer with this file's patience, then read the toast.
    await expect(current).toHaveValue('');
    await expectToast(page, t('toast.success'), t('security.password.changed'));
    expect((await apiCall(securityServer, 'GET', apiPaths.auth.me(), elsewhere)).status).toBe(401);
    expect((await page.request.get(apiPaths.auth.me())).status()).toBe(200);
    await expect(sessionsList(page, language).getByRole('listitem')).toHaveCount(1);
    expect((await apiCall(securityServer, 'POST', apiPaths.auth.login(), '', { email: account.email, password: account.password })).status).toBe(401);
    expect((await apiCall(securityServer, 'POST', apiPaths.auth.login(), '', { email: account.email, password: newPassword })).status).toBe(200);
  });

  test(`admins: one added (a taken address refused), then removed after the question; oneself is never offered (${language})`, async ({
    page,
    newAccount,
    openSecurity,
    securityServer,
  }) => {
    const account = await newAccount('Admins');
    await openSecurity(account, language);
    const card = section(page, 'admins');
    const me = card.getByRole('listitem').filter({ hasText: account.email });
    await expect(me).toContainText(t('security.admins.you'));
    await expect(me.getByRole('button')).toHaveCount(0);

    await card.getByRole('button', { name: t('security.admins.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('security.admins.addTitle') });
    const newcomer = { name: 'Layla Nabil', email: `layla-${language}-${Date.now()}@dietbar.test`, password: 'lentil soup with lemon' };
    await field(dialog, t('security.admins.name')).fill(newcomer.name);
    await field(dialog, t('security.admins.email')).fill(TEST_ADMIN.email);
    await field(dialog, t('security.admins.password')).fill(newcomer.password);
    await field(dialog, t('auth.confirmPassword')).fill(newcomer.password);
    await dialog.getByRole('button', { name: t('security.admins.addSubmit') }).click();
    await expect(dialog.getByText(t('security.admins.emailTaken'))).toBeVisible();
    await field(dialog, t('security.admins.email')).fill(newcomer.email);
    await dialog.getByRole('button', { name: t('security.admins.addSubmit') }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, t('toast.success'), t('security.admins.added', { name: newcomer.name }));
    const row = card.getByRole('listitem').filter({ hasText: newcomer.email });
    await expect(row).toContainText(t('security.admins.twoFactorOff'));
    await expect(row).toContainText(t('security.admins.neverSignedIn'));
    expect((await apiCall(securityServer, 'POST', apiPaths.auth.login(), '', { email: newcomer.email, password: newcomer.password })).status).toBe(200);

    await row.getByRole('button', { name: t('security.admins.remove', { name: newcomer.name }) }).click();
    const question = page.getByRole('alertdialog', { name: t('security.admins.removeTitle') });
    await expect(question).toContainText(t('security.admins.removeMessage', { name: newcomer.name, email: newcomer.email }));
    await question.getByRole('button', { name: t('security.admins.removeConfirm') }).click();
    await expectToast(page, t('toast.success'), t('security.admins.removed'));
    await expect(row).toHaveCount(0);
    expect((await apiCall(securityServer, 'POST', apiPaths.auth.login(), '', { email: newcomer.email, password: newcomer.password })).status).toBe(401);
  });

  test(`activity log: newest first in words of the admin's language, changes as before → after, filters and Load more (${language})`, async ({
    page,
    newAccount,
    openSecurity,
    baseURL,
  }) => {
    const account = await newAccount('Auditor');
    await openSecurity(account, language);
    const write = { headers: { Origin: baseURL! } };
    const [category] = (await (await page.request.get(apiPaths.categories.list())).json()) as { id: number; description: string }[];
    const described = `Recipes and tips (${language})`;
    expect((await page.request.patch(apiPaths.categories.item(category!.id), { ...write, data: { description: described } })).ok()).toBe(true);

    await page.reload();
    await openSecurityTab(page, language);
    const log = section(page, 'audit-log');
    // The entries themselves, not the changed fields listed inside them.
    const entries = log.getByRole('list', { name: t('security.audit.listLabel') }).locator(':scope > li');
    const newest = entries.first();
    await expect(newest).toContainText(t('security.audit.verbs.updated', { entity: t('security.audit.entities.category') }));
    await expect(newest).toContainText(t('security.audit.by', { name: account.name }));
    const change = t('security.audit.change', { field: t('security.audit.fields.description'), before: category!.description || t('security.audit.emptyValue'), after: described });
    await expect(newest.getByRole('list', { name: t('security.audit.changes') })).toContainText(change);

    // Filtered by action: only sign-ins, this account's among them.
    await log.getByLabel(t('security.audit.filterAction')).selectOption('auth.sign_in');
    await expect(entries.first()).toContainText(t('security.audit.actions.auth.sign_in'));
    for (const entry of await entries.all()) await expect(entry).toContainText(t('security.audit.actions.auth.sign_in'));

    // More than a page of category changes: 50 first, the rest after Load more.
    for (let round = 0; round < 52; round += 1) {
      expect((await page.request.patch(apiPaths.categories.item(category!.id), { ...write, data: { description: `Round ${round}` } })).ok()).toBe(true);
    }
    await log.getByLabel(t('security.audit.filterAction')).selectOption('category.updated');
    await log.getByLabel(t('security.audit.filterEntity')).selectOption('category');
    await expect(entries).toHaveCount(50);
    await log.getByRole('button', { name: t('security.audit.loadMore') }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(52);
    await log.getByLabel(t('security.audit.filterAction')).selectOption('admin.removed');
    await log.getByLabel(t('security.audit.filterEntity')).selectOption('session');
    await expect(log).toContainText(t('security.audit.noMatches'));
  });

  for (const width of [1280, 375]) {
    test(`the security screens break no WCAG A or AA rule axe checks (${language}, ${width} px)`, async ({ page, newAccount, openSecurity }) => {
      await page.setViewportSize({ width, height: 900 });
      const account = await newAccount('Axe');
      await openSecurity(account, language);
      await expectNoAccessibilityViolations(page);

      await section(page, 'admins').getByRole('button', { name: t('security.admins.add') }).click();
      const addDialog = page.getByRole('dialog', { name: t('security.admins.addTitle') });
      await addDialog.getByRole('button', { name: t('security.admins.addSubmit') }).click();
      await expect(addDialog.getByText(t('validation.required')).first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await addDialog.getByRole('button', { name: t('common.cancel') }).click();

      const { codesDialog } = await enrolTwoFactor(page, language, () => expectNoAccessibilityViolations(page));
      // The success toast is closed first: its five seconds may end during the scan, and axe would measure a frame of
      // its fading out.
      const enabled = await expectToast(page, t('toast.success'), t('security.twoFactor.enabled'));
      await enabled.getByRole('button', { name: t('common.close') }).click();
      await expect(page.locator('.fui-Toast')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await codesDialog.getByRole('checkbox', { name: t('security.twoFactor.savedCheck') }).check();
      await codesDialog.getByRole('button', { name: t('security.twoFactor.done') }).click();

      await section(page, 'two-factor').getByRole('button', { name: t('security.twoFactor.turnOff') }).click();
      const disable = page.getByRole('dialog', { name: t('security.twoFactor.disableTitle') });
      await expect(disable).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await disable.getByRole('button', { name: t('common.cancel') }).click();

      await page.getByRole('button', { name: t('dashboard.logout') }).click();
      await submitPassword(page, account, language);
      const codeForm = page.getByRole('form', { name: t('auth.codeTitle') });
      await codeForm.getByRole('button', { name: t('auth.verify') }).click();
      await expect(codeForm.getByText(t('validation.required'))).toBeVisible();
      // The sign-out's toast leaves first, for the same reason.
      await expect(page.locator('.fui-Toast')).toHaveCount(0, { timeout: 10_000 });
      await expectNoAccessibilityViolations(page);
    });
  }
}
