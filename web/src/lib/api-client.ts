import type { ApiIssue, ErrorCode } from '@rms/schema';
import type { z } from 'zod';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { clearSession, readToken } from './session';

/** Codes the client itself raises, besides the server's error codes. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'NO_DATA' | 'INVALID_RESPONSE';

/** The one error type of every API call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's error code, or one the client raised itself. */
  readonly code: ErrorCode | ClientErrorCode;
  readonly issues: ApiIssue[] | undefined;

  constructor(init: { status: number; code: ErrorCode | ClientErrorCode; message: string; issues?: ApiIssue[] | undefined }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a 503 says when the server sent no message of its own to show. */
export const UNAVAILABLE_MESSAGE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';

/**
 * What a screen says about a 503, or null for any other failure. The server's UNAVAILABLE answers
 * carry a Norwegian message for the reader (a dependency that did not answer, or a role that could
 * not be read: decision 145), shown as it is; any other 503 gets UNAVAILABLE_MESSAGE.
 */
export function unavailableMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 503) return null;
  return error.code === 'UNAVAILABLE' && error.message ? error.message : UNAVAILABLE_MESSAGE;
}

/** What a 401 does: stored user and token are cleared, then the browser goes to /login. */
let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== paths.login) {
    window.location.assign(paths.login);
  }
};

/** Lets the auth feature add its own step (signing out of the identity provider) and tests observe it. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** What every 401 does, for `apiRequest` and uploads alike. */
function handleUnauthorized() {
  clearSession();
  onUnauthorized();
}

export interface ApiRequest<T> {
  /** Named in errors, e.g. 'No data returned from getProducts'. */
  operation: string;
  path: string;
  /**
   * Validates the unwrapped `data`. Visitor code passes a loader (`() => loadSchemas().then(...)`),
   * so zod is downloaded only when the browser itself asks the API (decision 016).
   */
  schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How requests reach the API: `fetch`, or the server renderer's in-memory answers (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch) {
  transport = next;
}

/** Lazy: zod (configured for the site's CSP first) and the shared schemas, loaded on first use. */
export function loadSchemas() {
  return import('./zod-config').then(() => import('@rms/schema'));
}

/**
 * Calls the API and returns its validated `data` (every API answer is `{data}` or `{error}`).
 * Only statuses 200–299 succeed; a missing `data` is 'No data returned from {operation}'.
 */
export async function apiRequest<T>({ operation, path, schema, method = 'GET', body, signal }: ApiRequest<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(`${env.apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: `Network error during ${operation}` });
  }

  return readApiAnswer(operation, response.status, await response.text(), schema);
}

/**
 * Reads one answer of the API, whatever carried it (fetch or an upload's XMLHttpRequest): the
 * validated `data` of a 2xx, else an ApiError (the server's `{error}` when it sent one); 401 also
 * clears the session. Only statuses 200–299 succeed.
 */
export async function readApiAnswer<T>(operation: string, status: number, text: string, schema: ApiRequest<T>['schema']): Promise<T> {
  const json = parseJson(text);

  if (status < 200 || status > 299) {
    if (status === 401) handleUnauthorized();
    const parsed = (await loadSchemas()).ApiErrorBodySchema.safeParse(json);
    if (parsed.success) {
      const { code, message, issues } = parsed.data.error;
      throw new ApiError({ status, code, message, issues });
    }
    throw new ApiError({ status, code: 'HTTP_ERROR', message: `${operation} failed with status ${status}` });
  }

  const data = json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined;
  if (data === undefined || data === null) {
    throw new ApiError({ status, code: 'NO_DATA', message: `No data returned from ${operation}` });
  }

  const result = (typeof schema === 'function' ? await schema() : schema).safeParse(data);
  if (!result.success) {
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: `Invalid response from ${operation}`,
      issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    });
  }
  return result.data;
}
