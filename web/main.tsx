import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app';

// The admin, a client-side app: the server sends it an empty root. The public pages load site/islands/loader.ts instead.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
