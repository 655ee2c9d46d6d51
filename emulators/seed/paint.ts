import sharp from 'sharp';
import type { Fabric, SceneKind, TimeOfDay, Wall } from './content/types';
import { createRng } from './rng';
import { sceneSvg } from './scenes';
import type { Look } from './scenes/look';
import { FABRIC_NAMES, FABRICS, METALS, SKIES, TIMES, WALL_NAMES, WALLS } from './scenes/palette';

export interface PaintOptions {
  /** Same seed, same picture: re-seeding rewrites identical files. */
  seed: string;
  scene: SceneKind;
  width: number;
  height: number;
  time?: TimeOfDay;
  fabric?: Fabric;
  wall?: Wall;
}

export const JPEG_QUALITY = 82;

/** Screens and blinds come in sober colours; a red striped screen would look like a mistake. */
const SOBER_FABRICS: readonly Fabric[] = ['anthracite', 'grey-stripes', 'beige', 'white'];
const SOBER_SCENES = new Set<SceneKind>(['screen-facade', 'office-screens', 'blinds', 'vertical-blinds']);

/** Hints given in the content win; everything else is chosen by the seed. */
export function resolveLook(o: PaintOptions, rng = createRng(o.seed)): Look {
  const time = o.time ?? rng.pick(TIMES);
  return {
    time,
    sky: SKIES[time],
    fabric: FABRICS[o.fabric ?? rng.pick(SOBER_SCENES.has(o.scene) ? SOBER_FABRICS : FABRIC_NAMES)],
    wall: WALLS[o.wall ?? rng.pick(WALL_NAMES)],
    frame: rng.pick(METALS),
  };
}

export function paintSvg(o: PaintOptions): string {
  const rng = createRng(o.seed);
  return sceneSvg(rng, o.scene, resolveLook(o, rng), o.width, o.height);
}

const GRAIN_SIZE = 197;
let grain: Buffer | undefined;

/**
 * Film-grain tile (an odd size, so its repeats do not line up with 8x8 JPEG blocks). Flat
 * vector areas would otherwise compress to almost nothing and look nothing like a photo.
 */
function grainTile(): Buffer {
  if (!grain) {
    const rng = createRng('grain');
    grain = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
    for (let i = 0; i < grain.length; i += 4) {
      const v = rng.next() < 0.5 ? 0 : 255;
      grain[i] = v;
      grain[i + 1] = v;
      grain[i + 2] = v;
      grain[i + 3] = Math.floor(rng.next() * 14);
    }
  }
  return grain;
}

/** Paints a scene to a JPEG of exactly width x height. */
export async function paintJpeg(o: PaintOptions): Promise<Buffer> {
  const svg = paintSvg(o);
  return sharp(Buffer.from(svg))
    .resize(o.width, o.height, { fit: 'cover' })
    .composite([{ input: grainTile(), raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 }, tile: true, blend: 'over' }])
    .flatten({ background: '#ffffff' })
    // mozjpeg's trellis quantisation keeps files small; its scan optimisation costs a
    // quarter of the encode time for about 1 % in size, so it is left out.
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true, optimiseScans: false })
    .toBuffer();
}
