import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES_PATTERN } from '@shared/routes';
import { createQueryClient } from '../shared/query-client';

// Its own chunk, loaded by the admin's shell only.
const AdminRoutes = lazy(() => import('../admin/AdminRoutes'));

/** The admin's routes, under /admin: the client-side app (the server renders only its empty shell). */
export const adminRoute = (
  <Route
    path={ADMIN_ROUTES_PATTERN}
    element={
      <Suspense fallback={null}>
        <AdminRoutes />
      </Suspense>
    }
  />
);

/** A public page reached from the admin's router: the server renders it, so the browser goes there. */
function LeaveForPublicPage() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** The admin, the client-side app at /admin (the public pages are the server's, with their islands). */
export function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          {adminRoute}
          <Route path="*" element={<LeaveForPublicPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
