import type { APIRequestContext } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { LandingPageResponse, SiteSettingsResponse } from '@shared/api-types';
import type { Language } from '@shared/constants';
import type { BlogPost } from '@shared/schemas/blog-post';
import type { ConsultationType } from '@shared/schemas/booking';
import type { Category } from '@shared/schemas/category';
import type { Lead } from '@shared/schemas/lead';
import type { SuccessStory } from '@shared/schemas/success-story';

/** The admin of the test server: created through the first-run setup by whichever test needs it first. */
export const E2E_ADMIN = { name: 'E2E Admin', email: 'e2e-admin@example.com', password: 'e2e correct horse battery' };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the server holds: the tests compare the pages with it rather than with fixed demo texts. */
export const serverData = {
  landing: (request: APIRequestContext, language: Language) => json<LandingPageResponse>(request, withQuery(apiPaths.site.landingPage(), { lang: language })),
  settings: (request: APIRequestContext) => json<SiteSettingsResponse>(request, apiPaths.site.settings()),
  stories: (request: APIRequestContext) => json<SuccessStory[]>(request, apiPaths.successStories.list()),
  posts: (request: APIRequestContext) => json<BlogPost[]>(request, apiPaths.blogPosts.list()),
  categories: (request: APIRequestContext) => json<Category[]>(request, apiPaths.categories.list()),
  consultationTypes: (request: APIRequestContext) => json<ConsultationType[]>(request, apiPaths.consultationTypes.list()),
};

/**
 * Signs `request` in as E2E_ADMIN (cookie plus our Origin, as the server asks), creating that admin through the
 * first-run setup when the server has none yet.
 */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: baseURL };
  const credentials = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };
  let login = await request.post(apiPaths.auth.login(), { data: credentials, headers });
  if (login.status() === 401) {
    // 201 signs in; 409 means another worker created it a moment ago.
    const setup = await request.post(apiPaths.auth.setup(), { data: E2E_ADMIN, headers });
    if (![201, 409].includes(setup.status())) throw new Error(`admin setup failed: ${setup.status()} ${await setup.text()}`);
    login = await request.post(apiPaths.auth.login(), { data: credentials, headers });
  }
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
}

/** The stored contact submissions, read through an admin session. */
export async function storedLeads(request: APIRequestContext, baseURL: string): Promise<Lead[]> {
  await signInAsAdmin(request, baseURL);
  return json<Lead[]>(request, apiPaths.leads.list());
}
