import { ApiErrorBodySchema } from '@rms/schema';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError, handleUnauthorized } from '@/lib/api-client';
import { readToken } from '@/lib/session';

export interface XhrUploadRequest<T> {
  operation: string;
  path: string;
  file: File;
  schema: z.ZodType<T>;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Text fields sent before the file (e.g. the `modified_at` the change started from). */
  fields?: Record<string, string>;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload (field `file`) with progress. fetch() cannot report upload progress, so this
 * one request type uses XMLHttpRequest; its answers follow the API client's rules: Bearer token,
 * {data} validated by the schema, {error} as ApiError, 401 clears the session.
 */
export function xhrUpload<T>({ operation, path, file, schema, onProgress, fields = {} }: XhrUploadRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: `Network error during ${operation}` }));
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: `${operation} was aborted` }));
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status > 299) {
        if (xhr.status === 401) handleUnauthorized();
        const body = ApiErrorBodySchema.safeParse(json);
        reject(
          body.success
            ? new ApiError({ status: xhr.status, ...body.data.error })
            : new ApiError({ status: xhr.status, code: 'HTTP_ERROR', message: `${operation} failed with status ${xhr.status}` }),
        );
        return;
      }
      const data = json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined;
      if (data === undefined || data === null) {
        reject(new ApiError({ status: xhr.status, code: 'NO_DATA', message: `No data returned from ${operation}` }));
        return;
      }
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        reject(new ApiError({ status: xhr.status, code: 'INVALID_RESPONSE', message: `Invalid response from ${operation}` }));
        return;
      }
      onProgress?.(100);
      resolve(parsed.data);
    };

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
