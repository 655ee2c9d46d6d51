import { z } from 'zod';
import { ApiError, readApiAnswer } from './api-client';
import { readToken } from './session';

/**
 * GET /raw/… or /optimize/… with the signed-in user's token, as a blob. A picture no live or draft
 * item uses answers 404 to a request without a staff token (decision 129), and an <img> sends none,
 * so staff screens that show such pictures (history, the bin, the library) fetch it this way. A
 * refusal reads like any other answer of the API (a 401 signs out); any other failure is an ApiError.
 */
export async function fetchPrivateImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'image/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error during getPrivateImage' });
  }
  if (!response.ok) await readApiAnswer('getPrivateImage', response.status, await response.text(), z.never());
  return response.blob();
}
