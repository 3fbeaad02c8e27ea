import { expect, test, type Page } from '@playwright/test';
import { serverData } from './support/api';
import { LANGUAGES, localized, open } from './support/site';

/*
 * The JSON-LD blocks and the feed as Chromium reads them: the data parses, and the page's CSP (no inline script) has
 * nothing to say about a data block.
 */

/** Every CSP violation the page reports, and every console error, from the first request on. */
async function watchViolations(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return errors;
}

/** The page's JSON-LD blocks, parsed by the browser. */
const structuredData = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => JSON.parse(script.textContent ?? '')));

for (const language of LANGUAGES) {
  test(`the landing page's and a post's JSON-LD parse, with no CSP report (${language})`, async ({ page, request }) => {
    const errors = await watchViolations(page);
    await open(page, '/', language);
    await page.waitForLoadState('networkidle');
    const landing = await structuredData(page);
    expect(landing.map((item) => item['@type'])).toEqual(['MedicalClinic']);
    expect(landing[0].makesOffer.length).toBeGreaterThan(0);

    const post = (await serverData.posts(request))[0]!;
    await open(page, `/blog/${post.slug}`, language);
    await page.waitForLoadState('networkidle');
    const postData = await structuredData(page);
    expect(postData.map((item) => item['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(postData[0]).toMatchObject({ headline: localized(post, 'title', language), inLanguage: language });
    expect(errors).toEqual([]);
  });

  test(`the feed in its page's head parses as XML in the browser (${language})`, async ({ page }) => {
    await open(page, '/blogs', language);
    const feed = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')!;
      const xml = new DOMParser().parseFromString(await (await fetch(link.href)).text(), 'application/xml');
      return {
        href: link.href,
        errors: xml.getElementsByTagName('parsererror').length,
        language: xml.querySelector('channel > language')?.textContent,
        items: xml.getElementsByTagName('item').length,
      };
    });
    expect(feed).toMatchObject({ errors: 0, language });
    expect(new URL(feed.href).search).toBe(`?lang=${language}`);
    expect(feed.items).toBeGreaterThan(0);
  });
}
