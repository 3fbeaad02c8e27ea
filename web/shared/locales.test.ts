import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_DIR = path.resolve(__dirname, '..');
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Every `locales/en.json` under web/, wherever a screen keeps its catalogs. */
function englishCatalogs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'public' ? [] : englishCatalogs(full);
    return entry.name === 'en.json' && path.basename(dir) === 'locales' ? [full] : [];
  });
}

/** key path -> text, for every leaf of a catalog. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...flatten(child, prefix ? `${prefix}.${key}` : key)]),
  );
}

const readCatalog = (file: string) => flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const catalogs = englishCatalogs(WEB_DIR);

describe('translation catalogs', () => {
  it('include the public site', () => {
    expect(catalogs.map((file) => path.relative(WEB_DIR, file))).toContain(path.join('site', 'locales', 'en.json'));
  });

  describe.each(catalogs.map((file) => [path.relative(WEB_DIR, file), file]))('%s', (_name, englishFile) => {
    const english = readCatalog(englishFile);
    const arabicFile = path.join(path.dirname(englishFile), 'ar.json');
    const arabic = fs.existsSync(arabicFile) ? readCatalog(arabicFile) : new Map<string, unknown>();

    it('has an Arabic sibling with exactly the same keys', () => {
      expect(fs.existsSync(arabicFile)).toBe(true);
      expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has only filled texts, Arabic ones written in Arabic rather than copied from English', () => {
      for (const [key, englishText] of english) {
        const arabicText = arabic.get(key);
        expect(typeof englishText, key).toBe('string');
        expect(typeof arabicText, key).toBe('string');
        expect((englishText as string).trim(), key).not.toBe('');
        expect((arabicText as string).trim(), key).not.toBe('');
        expect(arabicText, key).not.toBe(englishText);
        expect(arabicText, key).toMatch(ARABIC_LETTER);
      }
    });

    it('uses the same placeholders in both languages', () => {
      for (const [key, englishText] of english) {
        expect(placeholders(String(arabic.get(key) ?? '')), key).toEqual(placeholders(String(englishText)));
      }
    });
  });
});

describe('the spec texts, word for word', () => {
  const english = readCatalog(path.join(WEB_DIR, 'site', 'locales', 'en.json'));
  const arabic = readCatalog(path.join(WEB_DIR, 'site', 'locales', 'ar.json'));

  it.each([
    ['notFound.title', 'Page Not Found'],
    ['stories.notFoundTitle', 'Story Not Found'],
    ['stories.notFoundText', "The success story you're looking for could not be found."],
    ['blog.notFoundTitle', 'Article Not Found'],
    ['blog.notFoundText', "The blog post you're looking for could not be found."],
    ['stories.empty', 'No success stories found matching your criteria.'],
    ['blog.empty', 'No blog posts found matching your criteria.'],
    ['contact.successTitle', 'Message Sent!'],
    ['contact.successDescription', "Thank you for your interest. We'll get back to you soon."],
    ['contact.errorTitle', 'Error'],
    ['contact.errorDescription', 'Failed to send message. Please try again.'],
    ['contact.sending', 'Sending...'],
    ['footer.loadingPrivacy', 'Loading privacy policy...'],
    ['footer.loadingTerms', 'Loading terms and conditions...'],
    ['footer.lastUpdatedFallback', 'Last updated: January 2025'],
    ['list.showing', 'Showing {{start}} to {{end}} of {{total}} results'],
    ['blog.relatedImages', 'Related Images'],
    ['common.backToHome', 'Back to Home'],
    ['stories.detailTitle', "{{name}}'s Transformation"],
    ['common.other', 'Other'],
    ['contact.workingHours', 'Mon-Fri 9AM-6PM, Sat 9AM-2PM'],
  ])('%s reads %j', (key, text) => {
    expect(english.get(key)).toBe(text);
  });

  it("writes 'Other' as 'أخرى' in Arabic", () => {
    expect(arabic.get('common.other')).toBe('أخرى');
  });
});
