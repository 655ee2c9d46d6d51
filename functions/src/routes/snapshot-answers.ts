import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { savedContent, type ContentCache, type ContentSnapshot } from '../services/content/content-cache';
import { publicCacheControl, serializedOnce } from './respond';

/**
 * The visitors' content lists, answered before Express (decision 017): they are the snapshot's
 * bytes, the same for every anonymous caller, and a 12 kB answer cost the app four times what a plain
 * server needs, most of it in Express's request set-up and thirty middleware and router layers. It sees
 * Node's own request and response (createApp calls it from the app's `handle`). Only the plainest request
 * takes this way (GET, no token, no conditional header, no query, an instance that holds a snapshot);
 * anything else goes into Express, which answers exactly the same.
 */
const LISTS: Record<string, (snapshot: ContentSnapshot) => object | null> = {
  '/api/products': (s) => s.tree,
  '/api/projects': (s) => s.projects,
  '/api/settings/site': (s) => s.siteSettings,
};

export function snapshotAnswers(content: ContentCache | undefined, securityHeaders: OutgoingHttpHeaders): RequestHandler {
  return (req, res, next) => {
    const pick = LISTS[req.url];
    // Before the instance's first snapshot the route waits for it, or answers the 503 page.
    if (!content?.saved() || !pick || req.method !== 'GET' || req.headers.authorization || req.headers['if-none-match'] || req.headers['if-modified-since']) {
      next();
      return;
    }
    content.current().then(
      (snapshot) => {
        const data = pick(snapshot);
        if (data === null) next();
        else send(res, data, content, securityHeaders);
      },
      () => next(),
    );
  };
}

function send(res: Response, data: object, content: ContentCache, securityHeaders: OutgoingHttpHeaders) {
  const { body, etag } = serializedOnce(data);
  res.writeHead(200, {
    ...securityHeaders,
    'cache-control': publicCacheControl(content.status().servingSaved, savedContent(content).secondsLeft),
    vary: 'Authorization',
    etag,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
}

/** The headers a header-only middleware (helmet) sets, taken once so the short way sends the same. */
export function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let passed = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as Request, res as unknown as Response, () => {
    passed = true;
  });
  if (!passed) throw new Error('headersSetBy: the middleware did more than set headers');
  return headers;
}
