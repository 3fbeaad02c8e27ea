import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api-client';
import { callApi } from './client';
import { onSessionEnded } from './session-events';

const request = vi.fn();
vi.mock('../platform', () => ({ adminPlatform: () => ({ request }) }));

const unauthorized = () => new ApiError(401, '{"error":{"code":"authentication_required","message":"Sign in to continue"}}', undefined, 'Unauthorized');

afterEach(() => request.mockReset());

describe('callApi', () => {
  it('announces an ended session on a 401 from a content call, and still fails the call', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    request.mockRejectedValueOnce(unauthorized());
    await expect(callApi('/api/packages')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves the 401s of sign-in and of the session check to their screens', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    request.mockRejectedValue(unauthorized());
    await expect(callApi('/api/auth/me')).rejects.toBeInstanceOf(ApiError);
    await expect(callApi('/api/auth/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('does not treat other failures as the end of the session', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    request.mockRejectedValueOnce(new ApiError(409, '', undefined, 'Conflict'));
    await expect(callApi('/api/blog-posts', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
