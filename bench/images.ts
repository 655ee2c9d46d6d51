// npm run bench:images — what the image pipeline costs for one big camera photo.
// Generates a 12-megapixel photo-like JPEG, runs the upload checks and normalisation, then builds
// every variant the storage trigger pre-builds (WebP 256/512/1024/1500, AVIF 1024) through the
// same service the trigger and /optimize use. Prints times, peak memory and bytes; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharpProcessor } from '../functions/src/adapters/image-processor';
import type { BlobStore } from '../functions/src/adapters/blob-store';
import { LocalBlobStore } from '../functions/src/adapters/local-blob-store';
import { parseMediaPath } from '../functions/src/services/image-paths';
import { checkUpload, normalizeUpload } from '../functions/src/services/image-validation';
import { createVariantService, PREBUILT_VARIANTS } from '../functions/src/services/image-variants';
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
  } finally {
    clearInterval(sampler);
    await rm(dir, { recursive: true, force: true });
  }
}

async function photoMeta(data: Buffer) {
  const info = await sharpProcessor.inspect(data);
  return { width: info?.width ?? 0, height: info?.height ?? 0 };
}

await main();
