import { expect } from 'vitest';
import type { PageViewInput } from '@shared/schemas/analytics';
import type { TestClient } from './harness';

/** A browser as the server tells visitors apart: its address (sent as X-Forwarded-For, to a server with TRUST_PROXY) and user agent. */
export interface TestVisitor {
  address: string;
  userAgent: string;
}

export const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const PHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The headers that make a request come from `visitor`. */
export const visitorHeaders = (visitor: TestVisitor) => ({ 'X-Forwarded-For': visitor.address, 'User-Agent': visitor.userAgent });

/** Posts the beacon of one page view as `visitor`'s browser would (English unless told), expecting the 204 every beacon gets. */
export async function viewPage(client: TestClient, visitor: TestVisitor, view: Partial<PageViewInput> & Pick<PageViewInput, 'path'>, headers: Record<string, string> = {}) {
  const answer = await client.post('/api/page-views', { language: 'en', ...view }, { headers: { ...visitorHeaders(visitor), ...headers } });
  expect(answer.status, answer.text).toBe(204);
}
