import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

/**
 * The smallest honest stand-in for Cloud Storage's JSON API: exactly the calls CloudBlobStore makes
 * through @google-cloud/storage (docs/decisions/071-gcs-json-api-stand-in.md). One bucket, in memory.
 * Objects carry real md5/crc32c hashes, so the client's own integrity checks run as in production.
 * Any other call answers 501, so a new adapter call fails its test instead of passing unseen.
 */
export interface StoredObject {
  name: string;
  data: Buffer;
  contentType: string;
  cacheControl?: string;
  generation: number;
  timeCreated: string;
}

export interface GcsStandIn {
  apiEndpoint: string;
  bucket: string;
  /** The bucket's objects by exact name, as a Storage trigger or Hosting would see them. */
  objects: Map<string, StoredObject>;
  /** Calls the stand-in did not know (method and path), for a clear failure message. */
  unknown: string[];
  stop(): Promise<void>;
}

const PAGE_SIZE = 2; // small on purpose: listing must follow nextPageToken like against real GCS

function resource(bucket: string, o: StoredObject) {
  const crc = new CRC32C();
  crc.update(o.data);
  return {
    kind: 'storage#object',
    id: `${bucket}/${o.name}/${o.generation}`,
    name: o.name,
    bucket,
    generation: String(o.generation),
    metageneration: '1',
    contentType: o.contentType,
    size: String(o.data.length),
    md5Hash: createHash('md5').update(o.data).digest('base64'),
    crc32c: crc.toString(),
    etag: `C${o.generation}`,
    timeCreated: o.timeCreated,
    updated: o.timeCreated,
    ...(o.cacheControl ? { cacheControl: o.cacheControl } : {}),
  };
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers }).end(json);
}

const notFound = (res: ServerResponse, what: string) => send(res, 404, { error: { code: 404, message: `No such object: ${what}`, errors: [{ reason: 'notFound', message: 'Not Found' }] } });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A multipart/related upload: a JSON metadata part, then the media part (RFC 2387, as the client sends it). */
function parseMultipartRelated(body: Buffer, contentType: string): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error('multipart upload without boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    parts.push(body.subarray(start, next));
    at = next;
  }
  const split = (part: Buffer) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    // The part's content ends before the CRLF that precedes the next delimiter.
    const content = part.subarray(headerEnd + 4, part.length - 2);
    return { type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream', content };
  };
  const [meta, media] = parts.map(split);
  if (!meta || !media) throw new Error('multipart upload needs a metadata part and a media part');
  return { metadata: JSON.parse(meta.content.toString('utf8')) as Record<string, unknown>, media: media.content, mediaType: media.type };
}

/** Starts the stand-in on a free port of 127.0.0.1; point `new Storage({ apiEndpoint })` at it. */
export async function startGcsStandIn(bucket = 'demo-rms.appspot.com'): Promise<GcsStandIn> {
  const objects = new Map<string, StoredObject>();
  const unknown: string[] = [];
  let generation = 1;

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => send(res, 500, { error: { code: 500, message: String(e) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const bucketPath = `/storage/v1/b/${encodeURIComponent(bucket)}`;
    const objectMatch = path.startsWith(`${bucketPath}/o/`) ? decodeURIComponent(path.slice(`${bucketPath}/o/`.length)) : null;

    if (req.method === 'GET' && path === bucketPath) return send(res, 200, { kind: 'storage#bucket', id: bucket, name: bucket, location: 'EUROPE-NORTH1' });
    if (req.method === 'GET' && /^\/storage\/v1\/b\/[^/]+$/.test(path)) return send(res, 404, { error: { code: 404, message: 'The specified bucket does not exist.' } });

    if (req.method === 'POST' && path === `/upload${bucketPath}/o` && url.searchParams.get('uploadType') === 'multipart') {
      const { metadata, media, mediaType } = parseMultipartRelated(await readBody(req), req.headers['content-type'] ?? '');
      const name = url.searchParams.get('name') ?? (metadata.name as string | undefined);
      if (!name) return send(res, 400, { error: { code: 400, message: 'Required: object name' } });
      const stored: StoredObject = {
        name,
        data: media,
        contentType: (metadata.contentType as string | undefined) ?? mediaType,
        generation: generation++,
        timeCreated: new Date().toISOString(),
        ...(typeof metadata.cacheControl === 'string' ? { cacheControl: metadata.cacheControl } : {}),
      };
      objects.set(name, stored);
      return send(res, 200, resource(bucket, stored));
    }

    if (req.method === 'GET' && path === `${bucketPath}/o`) {
      const prefix = url.searchParams.get('prefix') ?? '';
      const names = [...objects.keys()].filter((n) => n.startsWith(prefix)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const from = Number(url.searchParams.get('pageToken') ?? 0);
      const page = names.slice(from, from + PAGE_SIZE);
      const nextPageToken = from + PAGE_SIZE < names.length ? String(from + PAGE_SIZE) : undefined;
      return send(res, 200, { kind: 'storage#objects', items: page.map((n) => resource(bucket, objects.get(n)!)), ...(nextPageToken ? { nextPageToken } : {}) });
    }

    if (objectMatch !== null && req.method === 'GET') {
      const o = objects.get(objectMatch);
      if (!o) return notFound(res, objectMatch);
      if (url.searchParams.get('alt') !== 'media') return send(res, 200, resource(bucket, o));
      const r = resource(bucket, o);
      res
        .writeHead(200, {
          'Content-Type': o.contentType,
          'Content-Length': String(o.data.length),
          'x-goog-hash': `crc32c=${r.crc32c},md5=${r.md5Hash}`,
          'x-goog-stored-content-encoding': 'identity',
          'x-goog-generation': String(o.generation),
        })
        .end(o.data);
      return;
    }

    if (objectMatch !== null && req.method === 'DELETE') {
      if (!objects.delete(objectMatch)) return notFound(res, objectMatch);
      return send(res, 204);
    }

    unknown.push(`${req.method} ${req.url}`);
    return send(res, 501, { error: { code: 501, message: `The GCS stand-in does not implement ${req.method} ${path}` } });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiEndpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    unknown,
    stop: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
