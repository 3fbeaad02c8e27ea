import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LegalContent } from '@shared/schemas/legal-content';
import { i18n } from '../../shared/i18n';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { LegalDialog } from './legal-dialog';

/*
 * The site settings come with every rendered page, so a browser never shows the dialogs' loading line on a first
 * load: the spec's texts for a dialog opened before the settings arrive, and for a legal text without a
 * date, are checked here on the dialog itself.
 */

const CATALOGS = { en, ar };

/** The dialog's markup as the server sends it, once the Markdown renderer of its text has loaded. */
async function render(language: 'en' | 'ar', props: { type: LegalContent['type']; loading: boolean; document?: LegalContent }) {
  const instance = i18n.cloneInstance({ lng: language });
  const { prelude } = await prerender(
    <I18nextProvider i18n={instance}>
      <LegalDialog open onClose={() => undefined} {...props} document={props.document} />
    </I18nextProvider>,
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

  it('say Loading privacy policy... and Loading terms and conditions... until the settings arrive', async () => {
    const privacy = await render(language, { type: 'privacy_policy', loading: true });
    expect(privacy).toContain(texts.loadingPrivacy);
    expect(privacy).toContain(texts.privacy);
    expect(privacy).not.toContain(texts.lastUpdatedFallback);
    const terms = await render(language, { type: 'terms_conditions', loading: true });
    expect(terms).toContain(texts.loadingTerms);
    expect(terms).toContain(texts.terms);
  });

  it('fall back to Last updated: January 2025 when the text has no date, or there is none', async () => {
    const missing = await render(language, { type: 'terms_conditions', loading: false });
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
    const html = await render(language, { type: 'privacy_policy', loading: false, document: dated });
    expect(html).not.toContain(texts.lastUpdatedFallback);
    expect(html).toContain(texts.lastUpdated.split('{{')[0]!.trim());
    expect(html).toContain('We keep your data safe.');
  });
});
