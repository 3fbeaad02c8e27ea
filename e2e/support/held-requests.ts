import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` (a Playwright route pattern) until `release()`, so that a test sees the page
 * while they are in flight for as long as it needs; `arrived` resolves once the first one is held.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const arrived = new Promise<void>((resolve) => (held = resolve));
  await page.route(url, async (route) => {
    held();
    await released;
    await route.continue();
  });
  return { arrived, release };
}
