import type { TestClient } from './harness';

/** `fields` posted to `path` as a browser without JavaScript posts a form (urlencoded): the contact form's `/` unless named. */
export const postForm = (client: TestClient, fields: Record<string, string>, path = '/') =>
  client.request('POST', path, { raw: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
