import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import type { SiteSettingsResponse } from '@shared/api-types';
import type { SocialLink } from '@shared/schemas/social-link';
import { siteCatalog } from '../../app/site-texts';
import { createQueryClient } from '../../shared/query-client';
import { SiteTextProvider } from '../components/site-text';
import { queryKeys } from '../../shared/query-keys';
import { Footer } from './footer';

const link = (id: number, platform: string, url: string): SocialLink => ({ id, platform, url, isActive: true, updatedAt: '2026-01-01T00:00:00.000Z' });

it('never renders a stored social link a browser could run: an older database may still hold one', () => {
  const settings: SiteSettingsResponse = {
    legalContent: [],
    contactInfo: null,
    services: [],
    openingHours: [],
    whatsapp: false,
    socialLinks: [
      link(1, 'facebook', 'javascript:alert(1)'),
      link(2, 'instagram', ' JaVaScRiPt:alert(1)'),
      link(3, 'youtube', 'data:text/html,<script>alert(1)</script>'),
      link(4, 'tiktok', 'vbscript:msgbox(1)'),
      link(5, 'whatsapp', 'https://wa.me/201001234567'),
    ],
  };
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.siteSettings, settings);
  const html = renderToString(
    <SiteTextProvider language="en" catalog={siteCatalog('en')}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/">
          <Footer />
        </StaticRouter>
      </QueryClientProvider>
    </SiteTextProvider>,
  );
  const socialAnchors = html.match(/<a [^>]*footer__social-link[^>]*>/g) ?? [];
  expect(socialAnchors).toHaveLength(1);
  expect(socialAnchors[0]).toContain('href="https://wa.me/201001234567"');
  expect(html).not.toMatch(/script:|data:text/i);
});
