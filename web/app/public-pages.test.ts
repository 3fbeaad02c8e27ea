import { expect, it } from 'vitest';
import { PAGE_MODULES } from '../../vite.config';
import { PAGE_ROUTES } from './page-routes';
import { PUBLIC_PAGES } from './public-pages';

it("names each page's module as the browser build has it, so that the page links its stylesheets", () => {
  for (const page of PUBLIC_PAGES) expect(PAGE_MODULES, page.path).toContain(`web/${page.module}`);
});

it('has one page for each route the server matches, in the same order', () => {
  expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(Object.values(PAGE_ROUTES).map((route) => route.path));
});
