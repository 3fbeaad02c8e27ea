import { apiPaths, withQuery } from '@shared/api-routes';
import { LANGUAGES, type Language } from '@shared/constants';
import { paths } from '@shared/routes';
import type { BookingCreated, ConsultationType, FreeSlotsAnswer } from '@shared/schemas/booking';
import type { SuccessStory } from '@shared/schemas/success-story';
import { httpRequest } from './http-request';

/** A public page in one language, as the Lighthouse and page weight parts load it. */
export interface PublicPage {
  label: string;
  /** The path and query, the language included. */
  address: string;
  /** A visitor's own page, which says `noindex` to search engines. */
  private?: boolean;
}

async function json<T>(url: string, init: { method?: string; body?: string; origin?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body) Object.assign(headers, { 'Content-Type': 'application/json', Origin: init.origin! });
  const response = await httpRequest(url, { method: init.method, headers, body: init.body });
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${response.body.toString('utf8').slice(0, 200)}`);
  return JSON.parse(response.body.toString('utf8')) as T;
}

/** A visitor's booking of a free time of the first type, made in `language`: the path of its own page. */
async function bookingPage(baseUrl: string, language: Language, nth: number): Promise<string> {
  const [type] = await json<ConsultationType[]>(`${baseUrl}${apiPaths.consultationTypes.list()}`);
  if (!type) throw new Error('the demo content has no consultation type');
  const { slots } = await json<FreeSlotsAnswer>(`${baseUrl}${withQuery(apiPaths.booking.slots(), { type: type.id })}`);
  const slot = slots[nth];
  if (!slot) throw new Error(`the first type has fewer than ${nth + 1} free times this week`);
  const body = JSON.stringify({ typeId: type.id, start: slot.start, name: 'Bench Visitor', email: `bench-${language}@example.com`, language });
  const created = await json<BookingCreated>(`${baseUrl}${apiPaths.bookings.list()}`, { method: 'POST', body, origin: baseUrl });
  return new URL(created.manageUrl, baseUrl).pathname;
}

/**
 * Every public page of the page table in both languages: the home page, the lists, a post, a story, /book and a
 * visitor's booking page (one booked in each language).
 */
export async function publicPages(baseUrl: string, postSlug: string): Promise<PublicPage[]> {
  const [story] = await json<SuccessStory[]>(`${baseUrl}${apiPaths.successStories.list()}`);
  if (!story) throw new Error('the demo content has no success story');
  const pages: PublicPage[] = [];
  for (const [index, language] of LANGUAGES.entries()) {
    const named = (label: string, pagePath: string) => pages.push({ label: `${label} (${language})`, address: withQuery(pagePath, { lang: language }) });
    named('/', paths.home());
    named('/blogs', paths.blogs());
    named('a post', paths.blogPost({ slug: postSlug, id: 0 }));
    named('/success-stories', paths.successStories());
    named('a story', paths.successStory(story.id));
    named('/book', paths.book());
    pages.push({ label: `a booking's page (${language})`, address: withQuery(await bookingPage(baseUrl, language, index), { lang: language }), private: true });
  }
  return pages;
}
