/**
 * The spec's browser-local session values (an authenticated flag and the login time). The server decides who is
 * signed in; these are only a hint kept in step with it, for example for the desktop shell.
 */
const AUTH_FLAG_KEY = 'dietbar-admin-authenticated';
const LOGIN_TIME_KEY = 'dietbar-admin-login-time';

export function rememberSignIn(now = new Date()) {
  try {
    window.localStorage.setItem(AUTH_FLAG_KEY, 'true');
    window.localStorage.setItem(LOGIN_TIME_KEY, now.toISOString());
  } catch {
    // Storage is unavailable: the server session still works.
  }
}

export function forgetSignIn() {
  try {
    window.localStorage.removeItem(AUTH_FLAG_KEY);
    window.localStorage.removeItem(LOGIN_TIME_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
