// The few modules of @mdn/mdn-http-observatory that test/observatory.ts uses (the package is plain
// JavaScript with JSDoc types and ships no declarations).
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js';
  export const ALL_TESTS: ((requests: Requests) => { result: string | null; constructor: { name: string } })[];
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string | null): number;
}
declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
declare module '@mdn/mdn-http-observatory/src/types.js' {
  interface Answer {
    status: number;
    headers: Record<string, string>;
    data: string;
    verified: boolean;
    httpEquiv?: Map<string, string[]>;
  }
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    responses: {
      auto: Answer | null;
      cors: Answer | null;
      http: Answer | null;
      https: Answer | null;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    resources: { path: string | null };
    session: { url: URL; jar: null } | null;
  }
}
