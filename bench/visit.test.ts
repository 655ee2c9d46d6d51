import { describe, expect, it } from 'vitest';
import { pageProblems } from './visit';

const origin = 'http://127.0.0.1:5000';
const ok = { status: 200, h1: 'Solskjerming på Øvre Romerike', responses: [] };

describe('pageProblems', () => {
  it('finds nothing wrong with a page that rendered its heading', () => {
    expect(pageProblems(ok, [], origin)).toEqual([]);
  });

  it("reports the site's not-found and error screens, a missing heading and a failed document", () => {
    expect(pageProblems({ ...ok, h1: 'Denne siden finnes ikke.' }, [], origin)).toEqual(['error screen: "Denne siden finnes ikke."']);
    expect(pageProblems({ ...ok, h1: 'Oops! Something went wrong' }, [], origin)).toEqual(['error screen: "Oops! Something went wrong"']);
    expect(pageProblems({ ...ok, h1: null }, [], origin)).toEqual(['no <h1> rendered']);
    expect(pageProblems({ ...ok, status: 500 }, [], origin)).toEqual(['HTTP 500']);
  });

  it("reports the site's own failed requests and uncaught page errors, not third parties'", () => {
    const responses = [
      { url: `${origin}/api/projects/nope`, status: 404, type: 'fetch', contentType: 'application/json', bytes: 10, gzipBytes: 10 },
      { url: 'https://maps.googleapis.com/x', status: 403, type: 'script', contentType: '', bytes: 0, gzipBytes: 0 },
    ];
    expect(pageProblems({ ...ok, responses }, ['TypeError: x is undefined'], origin)).toEqual(['404 /api/projects/nope', 'page error: TypeError: x is undefined']);
  });
});
