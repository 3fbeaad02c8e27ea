import { SESSION_COOKIE } from '../server/auth/credentials';
import { apiPaths } from '@shared/api-routes';
import { httpRequest } from './http-request';

/** Signs in with the admin account the bench gave the server; resolves to the Cookie header value to send. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await httpRequest(`${baseUrl}${apiPaths.auth.login()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`);
  return cookie;
}

/** How many contact submissions the server has stored, read through the admin API. */
export async function countLeads(baseUrl: string, cookie: string): Promise<number> {
  const response = await httpRequest(`${baseUrl}${apiPaths.leads.list()}`, { headers: { Cookie: cookie, Accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`GET /api/contact-submissions answered ${response.status}`);
  const body = JSON.parse(response.body.toString('utf8')) as unknown;
  // A paginated answer ({items, total}) is counted by its total, a plain list by its length.
  if (Array.isArray(body)) return body.length;
  const total = (body as { total?: unknown }).total;
  if (typeof total === 'number') return total;
  throw new Error('GET /api/contact-submissions answered neither a list nor {total}');
}
