import type { ContactReceipt } from '@rms/schema';
import { env } from '@/config/env';
import { ApiError, loadSchemas, readApiAnswer } from '@/lib/api-client';
import type { PickedPhoto } from '../lib/photo-types';

/**
 * POST /api/email/send as multipart/form-data: the form's fields as text parts and the photos in
 * `photos` (decision 154). Loaded only when an enquiry has photos. fetch() cannot report upload
 * progress, so this uses XMLHttpRequest (as the admin's uploads do, decision 042); each photo's
 * share of the bytes sent is its progress.
 */
export function sendWithPhotos(body: Record<string, unknown>, photos: readonly PickedPhoto[], onProgress: (percentByKey: Record<string, number>) => void, timeoutMs: number): Promise<ContactReceipt> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const photo of photos) form.append('photos', photo.blob, photo.name.replace(/\.[^.]*$/, '') + (photo.blob.type === 'image/jpeg' ? '.jpg' : extensionOf(photo.name)));
  const textBytes = [...form.entries()].reduce((sum, [, v]) => sum + (typeof v === 'string' ? v.length : 0), 0);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/api/email/send`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      let offset = textBytes;
      const progress: Record<string, number> = {};
      for (const photo of photos) {
        progress[photo.key] = Math.max(0, Math.min(100, Math.round(((e.loaded - offset) / photo.blob.size) * 100)));
        offset += photo.blob.size;
      }
      onProgress(progress);
    };
    const networkError = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error during sendEmailApiEmailSendPost' }));
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = networkError;
    xhr.onload = () => {
      readApiAnswer('sendEmailApiEmailSendPost', xhr.status, xhr.responseText, () => loadSchemas().then((m) => m.ContactReceiptSchema)).then(resolve, reject);
    };
    xhr.send(form);
  });
}

function extensionOf(name: string): string {
  return /\.[a-z0-9]+$/i.exec(name)?.[0] ?? '';
}
