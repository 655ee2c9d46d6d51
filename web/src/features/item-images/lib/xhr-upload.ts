import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError, readApiAnswer } from '@/lib/api-client';
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

/**
 * A multipart upload (field `file`) with progress. fetch() cannot report upload progress, so this
 * one request type uses XMLHttpRequest; its answers are read by the API client's own `readApiAnswer`.
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
      readApiAnswer(operation, xhr.status, xhr.responseText, schema).then((data) => {
        onProgress?.(100);
        resolve(data);
      }, reject);
    };

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
