import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { createQueryClient } from './query-client';

const respond = (status: number, text: string, statusText = '') =>
  vi.fn(async () => new Response(text === '' ? null : text, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = respond(201, '{"id":1}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/contact', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it("raises '<status>: <body>' and keeps the error envelope", async () => {
    const envelope = { error: { code: 'validation_failed', message: 'Invalid input', fields: [{ path: 'email', message: 'Required' }] } };
    vi.stubGlobal('fetch', respond(400, JSON.stringify(envelope)));
    const error = (await apiRequest('/api/contact', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`400: ${JSON.stringify(envelope)}`);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual([{ path: 'email', message: 'Required' }]);
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiRequest('/api/packages')).rejects.toThrow('503: Service Unavailable');
  });

  it('resolves an empty success to undefined', async () => {
    vi.stubGlobal('fetch', respond(204, ''));
    await expect(apiRequest('/api/packages/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('never goes stale, never refetches on focus and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
