import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES_PATTERN } from '@shared/routes';
import { createQueryClient } from '../shared/api-client';
import { SiteLayout } from '../site/layout/site-layout';
import { NotFoundPage } from '../site/pages/not-found-page';
import type { PageData } from './page-data';
import { PUBLIC_PAGES } from './public-pages';
import { RefusedFormsProvider } from './refused-forms';

// Its own chunk: the public pages never download the admin's code.
const AdminRoutes = lazy(() => import('../admin/AdminRoutes'));

/**
 * Every route of the web app, for whichever router serves them (the browser's, or a static one when rendering on a
 * server): the admin, each page of the public page table, and the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={ADMIN_ROUTES_PATTERN}
        element={
          <Suspense fallback={null}>
            <AdminRoutes />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        {PUBLIC_PAGES.map(({ path, component: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The whole web app: the public site and, under /admin, the lazily loaded dashboard. `page` is what the server
 * rendered the page from: hydration starts from its reads, so the first view asks the API for nothing.
 */
export function App({ page }: { page?: PageData }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={page?.queries}>
        <RefusedFormsProvider forms={page}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RefusedFormsProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
