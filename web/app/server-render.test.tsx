import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../server/test/harness';
import type { LandingPageResponse } from '@shared/api-types';
import type { Language } from '@shared/constants';
import type { BlogPost } from '@shared/schemas/blog-post';
import type { SuccessStory } from '@shared/schemas/success-story';
import { createQueryClient } from '../shared/query-client';
import { siteCatalog, siteText } from './site-texts';
import { SiteTextProvider } from '../site/components/site-text';
import { localizedText } from '../shared/localized-text';
import { queryKeys } from '../shared/query-keys';
import { AppRoutes } from './app';

/*
 * Every public page renders on a server, where there is no window, document or storage: components read nothing
 * browser-only while rendering (effects and handlers may). The data comes from the real API with the demo content.
 */

let server: TestServer;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  visitor = server.client();
});

afterAll(async () => {
  await server?.stop();
});

async function get<T>(path: string): Promise<T> {
  const response = await visitor.get<T>(path);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${response.text}`);
  return response.body;
}

/** The page's HTML, rendered with the given reads already answered (none: the loading state). */
async function render(path: string, language: Language, answers: [QueryKey, string][] = []): Promise<string> {
  const queryClient = createQueryClient();
  for (const [key, apiPath] of answers) queryClient.setQueryData(key, await get(apiPath));
  return renderToString(
    <SiteTextProvider language={language} catalog={siteCatalog(language)}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </SiteTextProvider>,
  );
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

it('runs where no browser globals exist', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe.each(['en', 'ar'] as const)('server rendering (%s)', (language) => {
  const settings: [QueryKey, string] = [queryKeys.siteSettings, '/api/site-settings'];
  const categories: [QueryKey, string] = [queryKeys.categories, '/api/categories'];

  it('renders every public route while its data loads', async () => {
    for (const path of ['/', '/success-stories', '/success-story/1', '/blogs', '/blog/some-post', '/no/such/page']) {
      const html = await render(path, language);
      expect(html, path).toContain('id="main-content"');
    }
  });

  it('shows 3 package and 6 story and post skeletons on the landing page while its content loads', async () => {
    const html = await render('/', language);
    // A section's markup: sections are siblings, never nested.
    const section = (id: string) => {
      const start = html.indexOf(`<section id="${id}"`);
      expect(start, id).toBeGreaterThanOrEqual(0);
      return html.slice(start, html.indexOf('</section>', start));
    };
    const skeletons = (id: string) => section(id).split('data-testid="skeleton"').length - 1;
    expect({ packages: skeletons('packages'), success: skeletons('success'), blogs: skeletons('blogs') }).toEqual({ packages: 3, success: 6, blogs: 6 });
    expect(section('packages')).toContain(escaped(siteText(language, 'common.loading')));
  });

  it('renders the landing page with its content', async () => {
    const landing = await get<LandingPageResponse>(`/api/landing-page?lang=${language}`);
    const html = await render('/', language, [[queryKeys.landingPage(language), `/api/landing-page?lang=${language}`], settings, categories]);
    expect(html).toContain(escaped(landing.heroContent!.title));
    for (const item of landing.packages) expect(html).toContain(escaped(item.name));
    expect(html).toContain(escaped(landing.blogPosts[0]!.title));
  });

  it('renders the lists, a story and a post', async () => {
    const [stories, posts] = await Promise.all([get<SuccessStory[]>('/api/success-stories'), get<BlogPost[]>('/api/blog-posts')]);
    const story = stories[0]!;
    const post = posts[0]!;

    expect(await render('/success-stories', language, [[queryKeys.successStories, '/api/success-stories'], settings])).toContain(
      escaped(localizedText(stories[0]!, 'name', language)),
    );
    expect(await render('/blogs', language, [[queryKeys.blogPosts, '/api/blog-posts'], categories, settings])).toContain(
      escaped(localizedText(posts[0]!, 'title', language)),
    );

    const storyHtml = await render(`/success-story/${story.id}`, language, [[queryKeys.successStory(story.id), `/api/success-stories/${story.id}`], settings]);
    expect(storyHtml).toContain(escaped(siteText(language, 'stories.detailTitle', { name: localizedText(story, 'name', language) })));

    const postHtml = await render(`/blog/${post.slug}`, language, [
      [queryKeys.blogPostBySlug(post.slug, language), `/api/blog-posts/slug/${post.slug}?lang=${language}`],
      categories,
      settings,
    ]);
    expect(postHtml).toContain(escaped(localizedText(post, 'title', language)));
  });

  it('renders the not-found page', async () => {
    expect(await render('/no/such/page', language)).toContain(escaped(siteText(language, 'notFound.title')));
  });
});
