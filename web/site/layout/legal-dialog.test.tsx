import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { LegalContent } from '@shared/schemas/legal-content';
import { siteCatalog } from '../../app/site-texts';
import { SiteTextProvider } from '../components/site-text';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { LegalDialog } from './legal-dialog';

/*
 * The legal texts come with every rendered page, inside their dialogs: the spec's texts for a legal text without a
 * date are checked here on the dialog itself.
 */

const CATALOGS = { en, ar };

/** The dialog's markup as the server sends it. */
async function render(language: 'en' | 'ar', props: { type: LegalContent['type']; document?: LegalContent }) {
  const { prelude } = await prerender(
    <SiteTextProvider language={language} catalog={siteCatalog(language)}>
      <LegalDialog type={props.type} document={props.document} />
    </SiteTextProvider>,
  );
  return new Response(prelude).text();
}

it("uses the spec's English texts", () => {
  expect(en.footer).toMatchObject({
    loadingPrivacy: 'Loading privacy policy...',
    loadingTerms: 'Loading terms and conditions...',
    lastUpdatedFallback: 'Last updated: January 2025',
  });
});

describe.each(['en', 'ar'] as const)('the legal dialogs (%s)', (language) => {
  const texts = CATALOGS[language].footer;

  it('fall back to Last updated: January 2025 when the text has no date, or there is none', async () => {
    const missing = await render(language, { type: 'terms_conditions' });
    expect(missing).toContain(texts.lastUpdatedFallback);
    expect(missing).toContain(texts.legalMissing);
    expect(missing).not.toContain(texts.loadingTerms);
  });

  it('show the date of a dated text instead', async () => {
    const dated: LegalContent = {
      id: 1,
      type: 'privacy_policy',
      title: 'Privacy Policy',
      content: 'We keep your data safe.',
      lastUpdated: '2025-03-04T00:00:00.000Z',
      updatedBy: 'owner@example.com',
    };
    const html = await render(language, { type: 'privacy_policy', document: dated });
    expect(html).not.toContain(texts.lastUpdatedFallback);
    expect(html).toContain(texts.lastUpdated.split('{{')[0]!.trim());
    expect(html).toContain('We keep your data safe.');
  });
});
