import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, ROUTES } from '@shared/routes';
import { AdminShell } from './app/admin-shell';
import { DashboardPage } from './app/dashboard-page';
import { SignInPage } from './features/auth/sign-in-page';

// The dashboard's path below /admin, from the one route table.
const DASHBOARD_SEGMENT = ROUTES.adminDashboard.slice(ROUTES.admin.length + 1);

/** Everything under /admin, lazily loaded as its own chunk: sign-in at /admin, the dashboard at /admin/dashboard. */
export default function AdminRoutes() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<SignInPage />} />
        <Route path={DASHBOARD_SEGMENT} element={<DashboardPage />} />
        <Route path="*" element={<Navigate to={paths.admin()} replace />} />
      </Routes>
    </AdminShell>
  );
}
