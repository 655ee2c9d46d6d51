import type { RenderResponse } from '../functions/src/render';

/** A response for the render handler that records what it was sent: status, headers and the body a client reads. */
export function recordingResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as string | Buffer | undefined };
  const res: RenderResponse = {
    status(code) {
      sent.status = code;
      return res;
    },
    set(field, value) {
      sent.headers[field] = value;
      return res;
    },
    send(body) {
      // What a client reads: text, unless it was compressed.
      sent.body = sent.headers['Content-Encoding'] ? body : body.toString();
    },
    end() {
      sent.body = '';
    },
  };
  return { res, sent };
}
