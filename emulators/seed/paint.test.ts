import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SceneKind } from './content/types';
import { paintJpeg, paintSvg, resolveLook } from './paint';
import { FABRICS, SKIES, WALLS } from './scenes/palette';

const ALL_SCENES: SceneKind[] = [
  'terrace-awning', 'open-awning', 'window-awning', 'basket-awning', 'balcony-awning', 'storefront', 'sensor', 'control',
  'screen-facade', 'office-screens', 'exterior-blinds', 'shutters', 'blinds', 'wood-blinds', 'vertical-blinds', 'pleated',
  'honeycomb', 'skylight', 'roller', 'blackout', 'day-night', 'pergola', 'pergola-glass', 'glass-roof', 'pergola-awning',
  'service', 'portrait',
];

/** A flat picture has a channel deviation near zero even with grain; a scene has dozens. */
async function looksLikeAPicture(jpeg: Buffer) {
  const stats = await sharp(jpeg).stats();
  const [r, g, b] = stats.channels;
  return {
    minStdev: Math.min(...stats.channels.slice(0, 3).map((c) => c.stdev)),
    meanSpread: Math.max(r!.mean, g!.mean, b!.mean) - Math.min(r!.mean, g!.mean, b!.mean),
    entropy: stats.entropy,
  };
}

beforeAll(() => {
  sharp.concurrency(2);
});

describe('paintJpeg', () => {
  it('paints a landscape photo of the requested size as a decodable JPEG', async () => {
    const jpeg = await paintJpeg({ seed: 'products/markiser/1', scene: 'terrace-awning', width: 1600, height: 1067 });
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1067, channels: 3 });
    // Compresses like a photo, not like a flat test card (a few KB) or raw noise (megabytes).
    expect(jpeg.length).toBeGreaterThan(60_000);
    expect(jpeg.length).toBeLessThan(600_000);
    const look = await looksLikeAPicture(jpeg);
    expect(look.minStdev).toBeGreaterThan(20);
    expect(look.meanSpread).toBeGreaterThan(3);
    expect(look.entropy).toBeGreaterThan(5);
  });

  it('crops to other aspect ratios (hero 16:9, portrait 4:5)', async () => {
    for (const [scene, width, height] of [['pergola', 1920, 1080], ['storefront', 800, 1000], ['portrait', 800, 1000]] as const) {
      const meta = await sharp(await paintJpeg({ seed: 'site', scene, width, height })).metadata();
      expect([meta.width, meta.height], scene).toEqual([width, height]);
    }
  });

  it('is deterministic for a seed and varies between seeds', async () => {
    const a = await paintJpeg({ seed: 'projects/x/1', scene: 'pergola', width: 480, height: 320 });
    const b = await paintJpeg({ seed: 'projects/x/1', scene: 'pergola', width: 480, height: 320 });
    const c = await paintJpeg({ seed: 'projects/x/2', scene: 'pergola', width: 480, height: 320 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(paintSvg({ seed: 'projects/x/1', scene: 'pergola', width: 480, height: 320 })).not.toBe(paintSvg({ seed: 'projects/x/2', scene: 'pergola', width: 480, height: 320 }));
  });

  it('honours the colour and light hints the alt texts rely on', () => {
    const hinted = { seed: 'hint', scene: 'window-awning', width: 480, height: 320 } as const;
    expect(resolveLook({ ...hinted, fabric: 'blue', wall: 'dark', time: 'evening' })).toMatchObject({ fabric: FABRICS.blue, wall: WALLS.dark, sky: SKIES.evening });
    const svg = paintSvg({ ...hinted, fabric: 'red-stripes', wall: 'yellow' });
    expect(svg.includes(FABRICS['red-stripes'].base), 'red stripes painted').toBe(true);
    expect(svg.includes(WALLS.yellow), 'yellow wall painted').toBe(true);
    expect(paintSvg({ ...hinted, fabric: 'blue', wall: 'dark' }).includes(FABRICS['red-stripes'].base)).toBe(false);
  });

  it.each(ALL_SCENES)('renders the %s scene as a real picture', async (scene) => {
    const look = await looksLikeAPicture(await paintJpeg({ seed: `scene-${scene}`, scene, width: 480, height: 320 }));
    expect(look.minStdev).toBeGreaterThan(15);
    expect(look.entropy).toBeGreaterThan(4.5);
  });
});
