import { ProductTreeSchema } from '@rms/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const Thing = z.object({ id: z.string() });
const redirect = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(redirect);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  redirect.mockReset();
});

describe('apiRequest', () => {
  it('unwraps {data} and validates it with the schema', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { data: { id: 'root', sub: [] } }));
    await expect(apiRequest({ operation: 'getProducts', path: '/api/products', schema: ProductTreeSchema })).resolves.toEqual({ id: 'root', sub: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/products', expect.objectContaining({ method: 'GET' }));
  });

  it('raises a typed error when the data does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { data: { id: 42 } }));
    const error = await apiRequest({ operation: 'getThing', path: '/api/thing', schema: Thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200, issues: [expect.objectContaining({ path: 'id' })] });
  });

  it("raises 'No data returned from {operation}' when data is missing", async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { ok: true }));
    await expect(apiRequest({ operation: 'createProductApiProductsPost', path: '/api/products', schema: Thing, method: 'POST', body: {} })).rejects.toThrow(
      'No data returned from createProductApiProductsPost',
    );
  });

  it('turns an error body into an ApiError with status, code, message and issues', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, { error: { code: 'VALIDATION_FAILED', message: 'Please fill in all required fields', issues: [{ path: 'name', message: 'Navn må fylles ut' }] } }),
    );
    const error = await apiRequest({ operation: 'send', path: '/api/email/send', schema: Thing, method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Please fill in all required fields', issues: [{ path: 'name', message: 'Navn må fylles ut' }] });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('treats any status outside 200–299 as a failure, even with data', async () => {
    fetchMock.mockResolvedValueOnce(reply(300, { data: { id: 'x' } }));
    await expect(apiRequest({ operation: 'getThing', path: '/api/thing', schema: Thing })).rejects.toMatchObject({ status: 300, code: 'HTTP_ERROR' });
  });

  it('sends the stored token as a Bearer header and JSON bodies as JSON', async () => {
    localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValueOnce(reply(201, { data: { id: 'p1' } }));
    await apiRequest({ operation: 'create', path: '/api/projects', schema: Thing, method: 'POST', body: { title: 'T' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc.def', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"title":"T"}');
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { data: { id: 'p1' } }));
    await apiRequest({ operation: 'get', path: '/api/projects/p1', schema: Thing });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('on 401 clears the stored user and token and sends the browser to /login', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', role: 'admin' }));
    fetchMock.mockResolvedValueOnce(reply(401, { error: { code: 'UNAUTHENTICATED', message: 'Token expired' } }));
    await expect(apiRequest({ operation: 'get', path: '/api/projects', schema: Thing })).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as an ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest({ operation: 'getProducts', path: '/api/products', schema: Thing })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
