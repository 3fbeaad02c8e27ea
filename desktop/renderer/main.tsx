import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminRoutes from '../../web/admin/AdminRoutes';
import { ADMIN_ROUTES_PATTERN, paths } from '@shared/routes';

// The same admin as /admin. The page loads from file://, where only the hash can carry the route.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route path={ADMIN_ROUTES_PATTERN} element={<AdminRoutes />} />
        <Route path="*" element={<Navigate to={paths.admin()} replace />} />
      </Routes>
    </HashRouter>
  </StrictMode>,
);
