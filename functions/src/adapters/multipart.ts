import busboy from 'busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';

export interface UploadedFile {
  data: Buffer;
  /** The name the browser sent (base name only, control characters removed). */
  filename: string;
  /** The type the browser declared; informative only, the content decides. */
  mimeType: string;
  /** Small text fields sent alongside (e.g. title, alt_text). */
  fields: Record<string, string>;
}

export interface MultipartOptions {
  maxBytes: number;
  fieldName?: string;
}

/** Room for the multipart boundaries and headers around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

/**
 * Stream-parses a multipart body holding exactly one file (field `file`). The file is buffered only up
 * to `maxBytes`: one byte more and the request is answered 413 at once while the rest of the body is
 * drained, never stored. In Cloud Functions the body was already read into `req.rawBody`; it is parsed
 * from there.
 */
export function readSingleFile(req: Request, { maxBytes, fieldName = 'file' }: MultipartOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) {
      req.resume();
      reject(tooLarge(maxBytes));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 2000, parts: 12 } });
    } catch {
      req.resume();
      reject(new UnsupportedMediaTypeError(`Expected a multipart/form-data body with the image in field "${fieldName}"`));
      return;
    }

    let settled = false;
    let file: Omit<UploadedFile, 'fields'> | undefined;
    let fileDone: Promise<void> = Promise.resolve();
    const fields: Record<string, string> = {};

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Keep reading (and discarding) what the client still sends, so it gets to read our answer.
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== fieldName) {
        stream.resume();
        return fail(new ValidationError(`Unexpected file field "${name}"; send the image in field "${fieldName}"`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      fileDone = new Promise((done) => {
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
        });
        stream.on('limit', () => {
          chunks.length = 0;
          fail(tooLarge(maxBytes));
        });
        stream.on('end', () => {
          if (!stream.truncated) file = { data: Buffer.concat(chunks, size), filename: cleanFilename(info.filename), mimeType: info.mimeType };
          done();
        });
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ValidationError(`Field "${name}" is too long`));
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new ValidationError('Only one image can be uploaded at a time')));
    parser.on('partsLimit', () => fail(new ValidationError('Too many parts in the multipart body')));
    parser.on('fieldsLimit', () => fail(new ValidationError('Too many fields in the multipart body')));
    parser.on('error', () => fail(new ValidationError('The multipart body is malformed')));
    parser.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        if (!file) return fail(new ValidationError(`No file in field "${fieldName}"`));
        settled = true;
        resolve({ ...file, fields });
      });
    });
    req.on('error', (e) => fail(e));

    const rawBody = (req as Request & { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(rawBody)) parser.end(rawBody);
    else req.pipe(parser);
  });
}

function tooLarge(maxBytes: number) {
  return new PayloadTooLargeError(`The file is larger than ${maxBytes} bytes (${Math.round(maxBytes / 1024 / 1024)} MB)`);
}

export interface FormWithFiles {
  /** The text fields, each at most `maxFieldBytes`. */
  fields: Record<string, string>;
  files: Omit<UploadedFile, 'fields'>[];
}

export interface FormWithFilesOptions {
  fieldName: string;
  maxFiles: number;
  /** Per file, as sent. */
  maxBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The answers, in the caller's words (a visitor's form answers in Norwegian). */
  messages: { tooMany: string; tooLarge: string };
}

/**
 * Stream-parses a form with up to `maxFiles` files in field `fieldName` beside its text fields (the
 * enquiry form with photos, decision 154). Nothing is kept past the request: one file too many is a
 * 400 naming the field, one byte over `maxBytes` in any file a 413, each at once while the rest of
 * the body is drained. In Cloud Functions the body was already read into `req.rawBody`.
 */
export function readFormWithFiles(req: Request, options: FormWithFilesOptions): Promise<FormWithFiles> {
  const { fieldName, maxFiles, maxBytes, maxFields, maxFieldBytes, messages } = options;
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > maxFiles * maxBytes + ENVELOPE_BYTES + maxFields * maxFieldBytes) {
      req.resume();
      reject(new PayloadTooLargeError(messages.tooLarge));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: maxFiles, fileSize: maxBytes, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFiles + maxFields + 1 } });
    } catch {
      req.resume();
      reject(new UnsupportedMediaTypeError('Expected a JSON or multipart/form-data body'));
      return;
    }
    let settled = false;
    const files: Omit<UploadedFile, 'fields'>[] = [];
    const pending: Promise<void>[] = [];
    const fields: Record<string, string> = {};
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      files.length = 0;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    const issue = (message: string) => new ValidationError(message, [{ path: fieldName, message }]);

    parser.on('file', (name, stream, info) => {
      if (name !== fieldName) {
        stream.resume();
        return fail(new ValidationError(`Unexpected file field "${name}"; send photos in field "${fieldName}"`, [{ path: name, message: `Send photos in field "${fieldName}"` }]));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      pending.push(
        new Promise((done) => {
          stream.on('data', (chunk: Buffer) => {
            if (settled) return;
            size += chunk.length;
            chunks.push(chunk);
          });
          stream.on('limit', () => {
            chunks.length = 0;
            fail(new PayloadTooLargeError(messages.tooLarge));
          });
          stream.on('end', () => {
            if (!stream.truncated && !settled) files.push({ data: Buffer.concat(chunks, size), filename: cleanFilename(info.filename), mimeType: info.mimeType });
            done();
          });
        }),
      );
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ValidationError(`Field "${name}" is too long`, [{ path: name, message: 'Too long' }]));
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(issue(messages.tooMany)));
    parser.on('partsLimit', () => fail(new ValidationError('Too many parts in the multipart body')));
    parser.on('fieldsLimit', () => fail(new ValidationError('Too many fields in the multipart body')));
    parser.on('error', () => fail(new ValidationError('The multipart body is malformed')));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, files });
      });
    });
    req.on('error', (e) => fail(e));

    const rawBody = (req as Request & { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(rawBody)) parser.end(rawBody);
    else req.pipe(parser);
  });
}
