import { dehydrate, QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { serializePageData, type PageData } from './page-data';

it('writes page data no stored text can break out of: no < at all, and the same data when parsed back', () => {
  const hostile = '</script><script>alert(1)</script><!-- <img src=x onerror=alert(1)> \u2028\u2029 $& $\' &amp; "quoted"';
  const queryClient = new QueryClient();
  queryClient.setQueryData(['landing-page', 'en'], { title: hostile });
  const data: PageData = {
    language: 'en',
    queries: dehydrate(queryClient),
    contactForm: { values: { name: hostile, email: 'a@example.com', phone: '', packageInterest: '', message: hostile }, problems: { email: { code: 'invalid_email', message: 'Must be a valid email address' } }, outcome: 'invalid' },
  };
  const json = serializePageData(data);
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual(data);
});
