import type { MessageFilter } from '@rms/schema';
import { z } from 'zod';
import { env } from '@/config/env';
import { ApiError, readApiAnswer } from '@/lib/api-client';
import { readToken } from '@/lib/session';
import { filterQuery } from './get-enquiries';

/**
 * GET /api/messages/export.csv?<the inbox's filters>: a CSV attachment. The API wants the Bearer
 * token, so a plain link cannot fetch it: the file is fetched and handed to the browser as a
 * download. Built here from the API client's parts (the token, its error reading and its one error
 * type) rather than in lib/api-client, which every visitor downloads.
 */
export async function exportEnquiriesCsv(filters: MessageFilter): Promise<string> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/api/messages/export.csv?${filterQuery(filters)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error during exportMessages' });
  }
  // A refusal reads like any other answer of the API (the server's message; a 401 signs out).
  if (!response.ok) await readApiAnswer('exportMessages', response.status, await response.text(), z.never());
  const filename = attachmentName(response.headers.get('Content-Disposition')) ?? `henvendelser-${new Date().toISOString().slice(0, 10)}.csv`;
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
