import type { ApiResult, HeavyResult } from './api';
import type { budgets } from './budgets';
import type { ChaosBench } from './chaos';
import type { AdminFinding } from './chunks';
import type { CollectBench } from './collect';
import type { ColdStart } from './cold-start';
import type { EnquiryPhotoBench } from './enquiry-photo';
import type { ImageTally } from './image-bytes';
import type { LighthouseSummary } from './lighthouse';
import type { Measured } from './marks';
import type { PhonePage } from './phone-pages';

/** What one run of the benchmarks measured, as bench/results/*.json keeps it. */
export interface FirstLoad {
  /** The HTML document (with its inline stylesheet). */
  htmlBytes: number;
  htmlGzipBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  scripts: string[];
  styles: string[];
  adminFindings: AdminFinding[];
  /** Why the page looks missing or broken (the figures are still those of what loaded). */
  problems: string[];
}

export interface PageImages extends ImageTally {
  device: 'mobile' | 'desktop';
  problems: string[];
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  commit: string;
  machine: { cpus: number; node: string; loadavgStart: number[]; loadavgEnd: number[] };
  budgets: typeof budgets;
  pages: Record<string, string>;
  firstLoad: { label: string; path: string; result: Measured<FirstLoad> }[];
  /** Every measured page on a phone; absent in results from before it. */
  phonePages?: { label: string; path: string; result: Measured<PhonePage> }[];
  lighthouse: { label: string; path: string; result: Measured<LighthouseSummary> }[];
  /** Lighthouse runs per page; the median run is reported. */
  lighthouseRuns: number;
  api: Measured<{ endpoints: ApiResult[]; pages?: ApiResult[]; heavy?: HeavyResult[]; connections: number; durationS: number }>;
  images: { label: string; path: string; result: Measured<PageImages> }[];
  /** The heavy run again with Firestore stalled. */
  chaos: Measured<ChaosBench>;
  /** The visit beacon under a burst; absent in results from before it. */
  collect?: Measured<CollectBench>;
  coldStart: Measured<ColdStart>;
  /** A 4,000 px phone photo with an enquiry: bytes sent after scaling, ms of the server's processing (decision 154); absent in results from before it. */
  enquiryPhoto?: Measured<EnquiryPhotoBench>;
  /** Sections that could not run at all (e.g. the stack did not start). */
  errors: string[];
  /** What may have disturbed the run (e.g. another build rewrote web/dist meanwhile). */
  warnings: string[];
}
