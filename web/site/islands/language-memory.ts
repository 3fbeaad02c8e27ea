import { LANGUAGE_QUERY_PARAM, isLanguage } from '@shared/language';
import { chosenLanguage, languageFromQuery, rememberChoice, rememberDetected, storedLanguage } from '../../shared/language';

/**
 * The visitor's language as this browser remembers it (the spec's storage keys): a `?lang=` followed is their choice,
 * kept and taken out of the address (the server remembered it too, in its cookie); a choice stored before the server
 * knew it (or made in the admin) wins: the page is asked for again in it, with `?lang=` so that the server learns it;
 * otherwise the rendered language is remembered as detected. True when the page is being asked for again.
 */
export function rememberLanguage(): boolean {
  const rendered = document.documentElement.lang;
  if (!isLanguage(rendered)) return false;
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    // Storage is off: the server's cookie remembers alone.
    return false;
  }
  const url = new URL(window.location.href);
  const asked = languageFromQuery(url.search);
  if (asked) {
    rememberChoice(storage, asked);
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url);
    return false;
  }
  const chosen = chosenLanguage(storage);
  if (chosen && chosen !== rendered) {
    url.searchParams.set(LANGUAGE_QUERY_PARAM, chosen);
    window.location.replace(url);
    return true;
  }
  if (!storedLanguage(storage)) rememberDetected(storage, rendered);
  return false;
}
