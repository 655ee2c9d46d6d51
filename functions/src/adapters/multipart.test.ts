import { PassThrough } from 'node:stream';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { readSingleFile } from './multipart';

const BOUNDARY = 'rmsboundary123';

function part(name: string, value: Buffer | string, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  const type = filename ? '\r\nContent-Type: image/jpeg' : '';
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
}
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A request-like stream; no Content-Length (chunked), like a browser streaming a large file. */
function fakeRequest(extra: Partial<Request> = {}, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const stream = new PassThrough() as unknown as Request & PassThrough;
  Object.assign(stream, { headers: { 'content-type': contentType }, ...extra });
  return stream;
}

describe('readSingleFile', () => {
  it('reads one file and its text fields', async () => {
    const req = fakeRequest();
    const pending = readSingleFile(req, { maxBytes: 1000 });
    req.end(Buffer.concat([part('title', 'Markise'), part('file', Buffer.alloc(600, 1), '../../IMG_1.jpg'), end]));
    const file = await pending;
    expect(file.data.length).toBe(600);
    expect(file.filename).toBe('IMG_1.jpg');
    expect(file.fields).toEqual({ title: 'Markise' });
  });

  it('parses the body Cloud Functions already read into rawBody', async () => {
    const body = Buffer.concat([part('file', Buffer.alloc(10, 2), 'a.png'), end]);
    const file = await readSingleFile(fakeRequest({ rawBody: body } as Partial<Request>), { maxBytes: 1000 });
    expect(file.data).toEqual(Buffer.alloc(10, 2));
  });

  it('answers 413 while the file is still streaming, without waiting for the rest', async () => {
    const req = fakeRequest();
    const pending = readSingleFile(req, { maxBytes: 1000 });
    let rejected: unknown;
    pending.catch((e: unknown) => (rejected = e));
    req.write(Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n`)]));
    let written = 0;
    while (!rejected && written < 100_000) {
      req.write(Buffer.alloc(500, 3));
      written += 500;
      await new Promise((r) => setImmediate(r));
    }
    expect(rejected).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(written).toBeLessThan(5000);
    req.end();
  });

  it('refuses a declared Content-Length beyond the limit before reading', async () => {
    const req = fakeRequest();
    req.headers['content-length'] = String(50 * 1024 * 1024);
    await expect(readSingleFile(req, { maxBytes: 20 * 1024 * 1024 })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses two files, no file, another file field and a non-multipart body', async () => {
    const two = fakeRequest();
    const p1 = readSingleFile(two, { maxBytes: 1000 });
    two.end(Buffer.concat([part('file', 'a', 'a.jpg'), part('file', 'b', 'b.jpg'), end]));
    await expect(p1).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'Only one image can be uploaded at a time' });

    const none = fakeRequest();
    const p2 = readSingleFile(none, { maxBytes: 1000 });
    none.end(Buffer.concat([part('title', 'x'), end]));
    await expect(p2).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    const other = fakeRequest();
    const p3 = readSingleFile(other, { maxBytes: 1000 });
    other.end(Buffer.concat([part('upload', 'a', 'a.jpg'), end]));
    await expect(p3).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    await expect(readSingleFile(fakeRequest({}, 'application/json'), { maxBytes: 1000 })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
