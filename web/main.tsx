import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { PAGE_DATA_ID, type PageData } from './app/page-data';
import { changeLanguage } from './shared/i18n';
import { LANGUAGE_QUERY_PARAM } from '@shared/language';
import { languageFromQuery, rememberChoice } from './shared/language';

void import('./site/analytics/beacon').then((beacon) => beacon.countPageView());
const root = document.getElementById('root')!;
const dataScript = document.getElementById(PAGE_DATA_ID);

if (dataScript) {
  // A public page the server rendered: start in the language it was rendered in, from the reads it was rendered from.
  const page = JSON.parse(dataScript.textContent ?? '{}') as PageData;
  void changeLanguage(page.language);
  const url = new URL(window.location.href);
  if (languageFromQuery(url.search)) {
    // `?lang=` is the visitor's choice (the server remembered it too); the address no longer needs it, and a later
    // switch must not be undone by a reload.
    rememberChoice(window.localStorage, page.language);
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  hydrateRoot(
    root,
    <StrictMode>
      <App page={page} />
    </StrictMode>,
  );
} else {
  // The admin, a client-side app: the server sends it an empty root.
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
