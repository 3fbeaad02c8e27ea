import { Route, Routes } from 'react-router-dom';
import { adminRoute } from './admin-app';
import { SiteLayout } from '../site/layout/site-layout';
import { NotFoundPage } from '../site/pages/not-found-page';
import { PUBLIC_PAGES } from './public-pages';


/**
 * Every route of the web app as the server renders them: the admin's shell, each page of the public page table, and
 * the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      {adminRoute}
      <Route element={<SiteLayout />}>
        {PUBLIC_PAGES.map(({ path, component: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
