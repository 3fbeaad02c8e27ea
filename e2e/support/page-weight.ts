/*
 * A public page's JavaScript in bytes on the wire, until it is idle without input and after it is read to the end and
 * its forms started: held to its budget by e2e/page-weight.spec.ts and reported by the bench (bench/page-weight.ts).
 */
import type { CDPSession, Page } from '@playwright/test';
import { paths } from '@shared/routes';

/** Bytes of JavaScript a page may receive before any input. */
export const IDLE_BUDGET = 20 * 1024;
/** Bytes of JavaScript a page may receive in all, read to its end and its forms started. */
export const USED_BUDGET = 90 * 1024;

/** Every script the page received, by address, in bytes of its body on the wire (compressed as the server sent it). */
async function scriptBytes(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const scripts = new Map<string, { path: string; headerBytes: number }>();
  const received = new Map<string, number>();
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { path: new URL(response.url).pathname, headerBytes: response.encodedDataLength });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script !== undefined) received.set(script.path, (received.get(script.path) ?? 0) + encodedDataLength - script.headerBytes);
  });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    total: () => [...received.values()].reduce((sum, bytes) => sum + bytes, 0),
    chunks: () => [...received.entries()].map(([script, bytes]) => `${script} ${bytes} B`).join(', ') || 'none',
  };
}

/** Until the network is quiet and the browser has an idle moment: what loads with no input at all. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

/** Scrolls to the bottom a screen at a time, as a reader does, then types into the first field of each form. */
async function use(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  const forms = page.locator('form');
  for (let index = 0; index < (await forms.count()); index += 1) {
    const field = forms.nth(index).locator('input:not([type=hidden]):not([type=radio]):not([tabindex="-1"]), textarea, input[type=radio]').first();
    if (!(await field.isVisible())) continue;
    if ((await field.getAttribute('type')) === 'radio') await field.check();
    else await field.pressSequentially('Mona', { delay: 20 });
  }
  await settle(page);
}

export interface PageWeight {
  /** Bytes received until the page was idle, with no input. */
  idle: number;
  idleChunks: string;
  /** Bytes received in all once read to the end and its forms started (on /book, from choosing a type on). */
  used: number;
  usedChunks: string;
}

/** The JavaScript `address` (a path with its query) makes the browser receive: idle, then read and its forms started. */
export async function pageWeight(page: Page, address: string): Promise<PageWeight> {
  let bytes = await scriptBytes(page);
  await page.goto(address);
  await settle(page);
  const idle = bytes.total();
  const idleChunks = bytes.chunks();
  if (new URL(address, 'http://site').pathname === paths.book()) {
    // A type chosen: the page of its free times and the form that books them, counted from its own start.
    const chosen = await page.locator('[data-testid="booking-type"] a').first().getAttribute('href');
    bytes = await scriptBytes(page);
    await page.goto(chosen!);
    await settle(page);
  }
  await use(page);
  return { idle, idleChunks, used: bytes.total(), usedChunks: bytes.chunks() };
}
