import { matchPath } from 'react-router-dom';
import { expect, it } from 'vitest';
import { matchRoute, PAGE_ROUTES } from './page-routes';

const PATHS = [
  '/', '//', '', '/blogs', '/blogs/', '/BLOGS', '/blogs//', '/blogs/x', '/blog/first-post', '/blog/first-post/', '/Blog/First-Post',
  '/blog/a%2Fb', '/blog/a/b', '/blog/', '/blog', '/success-story/12', '/success-story/12/extra', '/booking/a-token_1', '/book',
  '/book.', '/book?x', '/booking', '/admin', '/success-stories', '/success-storiesx', '/blog/caf%C3%A9',
];

it('matches every path as the browser router does, with the same parameters', () => {
  for (const pathname of PATHS) {
    const routerMatch = Object.values(PAGE_ROUTES)
      .map((route) => ({ route, match: matchPath({ path: route.path, end: true }, pathname) }))
      .find(({ match }) => match !== null);
    const ours = matchRoute(pathname);
    expect(ours?.route.path, pathname).toBe(routerMatch?.route.path);
    if (routerMatch) expect(ours?.params, pathname).toEqual(routerMatch.match!.params);
  }
});
