import type { TestClient } from './harness';

/** `fields` posted to `/` as a browser without JavaScript posts the contact form (urlencoded). */
export const postForm = (client: TestClient, fields: Record<string, string>) =>
  client.request('POST', '/', { raw: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
