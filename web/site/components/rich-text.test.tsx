import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import { RichText } from './rich-text';
import { SiteTextProvider } from './site-text';

/** The markup as the server sends it in a page in `language`; React's boundary comments left out. */
async function render(element: ReactElement, language: Language = 'en'): Promise<string> {
  const { prelude } = await prerender(
    <SiteTextProvider language={language} catalog={{}}>
      {element}
    </SiteTextProvider>,
  );
  return (await new Response(prelude).text()).replace(/<!--[\s\S]*?-->/g, '');
}

describe('RichText', () => {
  it('renders the older texts as before: **bold** runs, line breaks and paragraphs as elements', async () => {
    expect(await render(<RichText text={'She **kept going**.\nEvery day.\n\nNew paragraph'} />)).toBe(
      '<div><p>She <strong>kept going</strong>.<br/>Every day.</p><p>New paragraph</p></div>',
    );
  });

  it('leaves an unmatched marker as text and drops empty paragraphs', async () => {
    expect(await render(<RichText text={'a **b\n\n\n\n'} />)).toBe('<div><p>a **b</p></div>');
  });

  describe('in an Arabic page', () => {
    it('sets English-only content left to right, and leaves Arabic content in the page direction', async () => {
      expect(await render(<RichText text="We respect your privacy." />, 'ar')).toBe('<div lang="en" dir="ltr"><p>We respect your privacy.</p></div>');
      expect(await render(<RichText text="DietBar عيادة للاستشارات الغذائية." />, 'ar')).toBe('<div><p>DietBar عيادة للاستشارات الغذائية.</p></div>');
    });
  });
});
