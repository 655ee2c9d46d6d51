// npm run bench:images — what the image pipeline costs for one big camera photo.
// Generates a 12-megapixel photo-like JPEG, runs the upload checks and normalisation, then builds
// every variant the storage trigger pre-builds (WebP 256/512/768/1024/1500) through the
// same service the trigger and /optimize use; then 40 concurrent requests for different variants of
// 8 such photos, as one function instance (concurrency 40) could receive them, through the build
// slots /optimize uses. Prints times, peak memory and bytes; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharpProcessor } from '../functions/src/adapters/image-processor';
import type { BlobStore } from '../functions/src/adapters/blob-store';
import { LocalBlobStore } from '../functions/src/adapters/local-blob-store';
import { parseMediaPath } from '../functions/src/services/shared/media-paths';
import { checkUpload, normalizeUpload } from '../functions/src/services/images/image-validation';
import { BUILD_LIMITS, createVariantService, PREBUILT_VARIANTS } from '../functions/src/services/images/image-variants';
import type { VariantSpec } from '../functions/src/services/shared/media-paths';
import { photo } from '../test/image-fixtures';

const WIDTH = 4000;
const HEIGHT = 3000;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} kB`;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pad = (s: string, n: number) => s.padEnd(n);

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rms-bench-'));
  try {
    let t = process.hrtime.bigint();
    const camera = await photo(WIDTH, HEIGHT, 42).jpeg({ quality: 90 }).toBuffer();
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    console.info(`source      ${WIDTH}×${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(0)} MP) JPEG q90, ${kb(camera.length)}, generated in ${ms(t).toFixed(0)} ms`);
    console.info(`machine     ${availableParallelism()} cores, sharp threads ${sharpProcessor.concurrency}, Node ${process.version}`);

    t = process.hrtime.bigint();
    const checked = await checkUpload(camera, sharpProcessor);
    const checkMs = ms(t);
    t = process.hrtime.bigint();
    const original = await normalizeUpload(camera, checked, sharpProcessor);
    const normalizeMs = ms(t);
    console.info(`upload      content check ${checkMs.toFixed(0)} ms; rotate + strip + re-encode ${normalizeMs.toFixed(0)} ms → stored original ${kb(original.data.length)}`);

    const blobs: BlobStore = new LocalBlobStore(dir);
    const source = parseMediaPath('products/bench/abc123def456.jpg');
    await blobs.put(source.storagePath, original.data, 'image/jpeg');
    const variants = createVariantService(blobs, sharpProcessor);

    console.info('');
    console.info(`${pad('variant', 14)}${pad('time', 11)}${pad('size', 12)}${pad('bytes', 10)}vs original`);
    const all = process.hrtime.bigint();
    for (const spec of PREBUILT_VARIANTS) {
      t = process.hrtime.bigint();
      const out = await variants.variant(source, spec);
      const took = ms(t);
      const meta = await photoMeta(out.data);
      const label = `${spec.format} ${spec.width}`;
      const ratio = ((out.size / original.data.length) * 100).toFixed(1);
      console.info(`${pad(label, 14)}${pad(`${took.toFixed(0)} ms`, 11)}${pad(`${meta.width}×${meta.height}`, 12)}${kb(out.size)}   ${ratio.padStart(5)} %`);
    }
    const total = ms(all);
    clearInterval(sampler);
    const maxRss = process.resourceUsage().maxRSS * 1024;
    console.info('');
    console.info(`all variants ${total.toFixed(0)} ms (sequential, as the trigger builds them)`);
    console.info(`memory      rss before ${mb(rssBefore)}, peak sampled ${mb(peakRss)} (+${mb(peakRss - rssBefore)}), process maxRSS ${mb(maxRss)}`);

    await concurrentVariants(blobs, original.data);
  } finally {
    clearInterval(sampler);
    await rm(dir, { recursive: true, force: true });
  }
}

/** 40 different variants asked at once (8 originals × 5 sizes/formats), as /optimize would build them. */
async function concurrentVariants(blobs: BlobStore, originalData: Buffer) {
  const sources = Array.from({ length: 8 }, (_, i) => parseMediaPath(`products/bench/concurrent${i}.jpg`));
  for (const source of sources) await blobs.put(source.storagePath, originalData, 'image/jpeg');
  const specs: VariantSpec[] = [
    ...[256, 512, 768, 1024, 1500].map((width) => ({ width, height: null, format: 'webp' as const, quality: 80 })),
    { width: 512, height: null, format: 'jpeg', quality: 80 },
  ];
  // A fresh service: nothing of the sequential run above is in its in-flight map.
  const variants = createVariantService(blobs, sharpProcessor);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t = process.hrtime.bigint();
  const results = await Promise.allSettled(sources.flatMap((source) => specs.map((spec) => variants.variant(source, spec))));
  clearInterval(sample);
  const refused = results.filter((r) => r.status === 'rejected').length;
  console.info('');
  console.info(`concurrent  ${results.length} requests for different variants (8 originals × 5), at most ${BUILD_LIMITS.maxBuilds} builds at once, ${BUILD_LIMITS.maxWaiting} waiting`);
  console.info(`            ${results.length - refused} built, ${refused} refused (503) in ${ms(t).toFixed(0)} ms; rss before ${mb(rssBefore)}, peak sampled ${mb(peak)} (+${mb(peak - rssBefore)})`);
}

async function photoMeta(data: Buffer) {
  const info = await sharpProcessor.inspect(data);
  return { width: info?.width ?? 0, height: info?.height ?? 0 };
}

await main();
