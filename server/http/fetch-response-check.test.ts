import { describe, expect, it } from 'vitest';
import { FetchResponse } from './fetch-response-check';

describe('FetchResponse', () => {
  it('takes a fetch Response for one, and nothing else', () => {
    expect(new Response('{}') instanceof FetchResponse).toBe(true);
    for (const body of [{ status: 'ok' }, [1, 2], 'text', Buffer.from('bytes'), null, undefined, new Blob(['x']), { arrayBuffer: () => new ArrayBuffer(0) }]) {
      expect(body instanceof FetchResponse, String(body)).toBe(false);
    }
  });
});
