import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';

/** One answer as a client received it: what the Observatory's analyzers read. */
export interface ObservedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ObservatoryGrade {
  grade: string;
  score: number;
  /** Each test's outcome and what it added to or took from the score, e.g. `strict-transport-security: hsts-not-implemented (-20)`. */
  tests: string[];
}

/**
 * The Observatory's install step downloads Chromium's HSTS preload list into its `conf/` folder; this
 * machine reaches no host but the package registries, so that step is not run (package.json
 * allowScripts). An empty list is the truth for the company's domain, which is not preloaded.
 */
function ensurePreloadList() {
  const pkg = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json');
  const file = resolve(dirname(pkg), 'conf/hsts-preload.json');
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{}');
}

/**
 * Grades one page with Mozilla's HTTP Observatory (its own analyzers and grader, as its `scan` runs
 * them), for answers served over HTTPS at `url` with a valid certificate: what Firebase Hosting does
 * in production, where plain http answers 301 to https. `page` is the page's answer, `preflight` the
 * answer to a CORS preflight from another origin. The scan itself fetches over the internet, which
 * the test machines cannot reach, so the answers come from the local stack instead.
 */
export function gradeWithObservatory(url: string, page: ObservedAnswer, preflight: ObservedAnswer): ObservatoryGrade {
  ensurePreloadList();
  const https = new URL(url);
  const http = new URL(url);
  http.protocol = 'http:';
  const answer = (a: ObservedAnswer) => ({ status: a.status, headers: a.headers, data: a.body, verified: true });
  const auto = { ...answer(page), httpEquiv: parseHttpEquivHeaders(page.body, https.href) };
  const requests = new Requests(https.hostname);
  requests.responses.auto = auto;
  requests.responses.https = auto;
  requests.responses.http = { status: 301, headers: { location: https.href }, data: '', verified: true };
  requests.responses.httpRedirects = [
    { url: http, status: 301 },
    { url: https, status: page.status },
  ];
  requests.responses.httpsRedirects = requests.responses.httpRedirects;
  requests.responses.cors = answer(preflight);
  requests.session = { url: https, jar: null };
  requests.resources.path = page.body;

  // As the Observatory's scan() scores: extra credit only when the penalties alone still make an A.
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = ALL_TESTS.map((test) => {
    const result = test(requests);
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return `${result.constructor.name}: ${result.result} (${modifier > 0 ? '+' : ''}${modifier})`;
  });
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { grade, score, tests };
}
