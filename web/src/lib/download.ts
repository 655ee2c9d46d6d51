import { z } from 'zod';
import { env } from '@/config/env';
import { ApiError, readApiAnswer } from '@/lib/api-client';
import { readToken } from '@/lib/session';

/**
 * A file the API sends as an attachment (the inbox's and the sales report's CSV exports, a quote's PDF). The API
 * wants the Bearer token, so a plain link cannot fetch it: the file is fetched and handed to the
 * browser as a download. Built from the API client's parts (the token, its error reading and its
 * one error type) rather than in lib/api-client, which every visitor downloads; only admin
 * screens import this module. Answers the file's name.
 */
export async function downloadAttachment(operation: string, path: string, fallbackName: string, accept = 'text/csv'): Promise<string> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: `Network error during ${operation}` });
  }
  // A refusal reads like any other answer of the API (the server's message; a 401 signs out).
  if (!response.ok) await readApiAnswer(operation, response.status, await response.text(), z.never());
  const filename = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(await response.blob(), filename);
  return filename;
}

/** The file name the server gave the attachment (`filename="…"`), if any. */
export function attachmentName(disposition: string | null): string | undefined {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the blob can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
