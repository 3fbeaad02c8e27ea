import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ROUTES } from './app/routes';
import { changeLanguage } from './shared/i18n';
import { LANGUAGE_QUERY_PARAM, startingLanguage } from './shared/language';

// The public site starts in the visitor's language before the first paint: `?lang=` (remembered), else the
// stored choice. The admin keeps its own language setting.
if (!window.location.pathname.startsWith(ROUTES.admin)) {
  const language = startingLanguage(window.location.search, window.localStorage);
  if (language) void changeLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
    // Remembered now: the address no longer needs it, and a later switch must not be undone by a reload.
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
