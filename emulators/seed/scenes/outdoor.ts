import { apartmentBlock, car, modernHouse, officeBlock, townhouse, woodHouse, type Box } from './buildings';
import { lawn, shadow, shrub, sky, treeline, trees } from './landscape';
import type { Look } from './look';
import { WALLS } from './palette';
import { pergolaBack, pergolaFront, type PergolaRoof } from './pergola';
import { deck, ladder, patioSet, paving, sofa, van, windSensor } from './props';
import { basketAwning, dropAwning, terraceAwning, windowScreen, type ScreenKind } from './shading';
import { jitter, line, rect, shade, type Svg } from './svg';

interface Stage {
  horizon: number;
  ground: number;
  sunLeft: boolean;
  /** Horizontal shift of cast shadows, away from the sun. */
  shadowDx: number;
}

/** Sky, forest edge and lawn; `ground` is where the main building stands. */
function stage(s: Svg, look: Look, groundGap: readonly [number, number] = [130, 180]): Stage {
  const horizon = s.rng.range(540, 620);
  const sunX = sky(s, look.sky, horizon);
  treeline(s, look.sky, horizon);
  lawn(s, look.sky, horizon);
  return { horizon, ground: horizon + s.rng.range(groundGap[0], groundGap[1]), sunLeft: sunX < s.w / 2, shadowDx: (s.w / 2 - sunX) * 0.25 };
}

/** Main subject placement: roughly centred, shifted a little as if the photographer moved. */
function place(s: Svg, minW: number, maxW: number): { x: number; w: number } {
  const w = s.rng.range(minW, maxW);
  return { x: (s.w - w) / 2 + s.rng.range(-90, 90), w };
}

export interface TerraceOptions {
  cassette: boolean;
  sensor?: boolean;
  /** A service visit: van and ladder on the driveway instead of a furnished deck. */
  service?: boolean;
}

export function terraceScene(s: Svg, look: Look, o: TerraceOptions): void {
  const { rng } = s;
  const st = stage(s, look);
  const { x, w } = place(s, 1000, 1200);
  trees(s, x, x + w, st.ground - 30, 0.9);
  const house = woodHouse(s, { x, w, ground: st.ground, colour: look.wall, storeys: rng.chance(0.3) ? 2 : 1, sky: look.sky, sunLeft: st.sunLeft });
  const lowRow = house.rows[house.rows.length - 1] ?? [];
  const attach = Math.min(house.door?.y ?? Infinity, ...lowRow.map((b) => b.y)) - 34;
  const x1 = x + w * rng.range(0.08, 0.16);
  const x2 = x + w * (o.sensor ? 0.8 : rng.range(0.84, 0.92));
  // Seen from below, a 3-4 m projection foreshortens to a short slope; more would hide the house.
  const drop = rng.range(120, 160);
  const spread = rng.range(60, 100);
  shadow(s, [[x1, attach], [x2, attach], [x2, st.ground], [x1, st.ground]], look.sky.shadow * 0.7);
  if (o.service) {
    s.add(rect(0, st.ground, s.w, s.h - st.ground, jitter(rng, '#9d968a', 0.05), 'opacity="0.9"'));
    shadow(s, [[x1 + st.shadowDx, st.ground], [x2 + st.shadowDx, st.ground], [x2 + spread + st.shadowDx * 1.6, st.ground + 110], [x1 - spread + st.shadowDx * 1.6, st.ground + 110]], look.sky.shadow);
    const vanLeft = rng.chance(0.5);
    ladder(s, vanLeft ? x2 - 200 : x1 + 120, st.ground + 40, attach + 10);
    van(s, vanLeft ? rng.range(-80, 140) : s.w - rng.range(520, 720), st.ground + rng.range(180, 260), rng.range(560, 640));
  } else {
    deck(s, x - 20, x + w + 20, st.ground, s.h - rng.range(40, 90), 170);
    shadow(s, [[x1 + st.shadowDx, st.ground], [x2 + st.shadowDx, st.ground], [x2 + spread + st.shadowDx * 1.6, st.ground + drop * 0.8], [x1 - spread + st.shadowDx * 1.6, st.ground + drop * 0.8]], look.sky.shadow);
    patioSet(s, rng.range(x1 + 250, x2 - 250), st.ground + rng.range(170, 230), rng.range(1.1, 1.35));
    shrub(s, x + rng.range(20, 80), st.ground + 120, 90, '#6b5a4a');
    if (rng.chance(0.6)) shrub(s, x + w - rng.range(20, 80), st.ground + 160, 110, '#3d3f42');
  }
  terraceAwning(s, { x1, x2, attach, drop, spread, fabric: look.fabric, frame: look.frame, cassette: o.cassette });
  if (o.sensor) windSensor(s, x2 + 90, attach - 10);
}

export function windowAwningScene(s: Svg, look: Look, basket: boolean): void {
  const st = stage(s, look);
  const { x, w } = place(s, 900, 1150);
  trees(s, x, x + w, st.ground - 30, 1);
  const house = woodHouse(s, { x, w, ground: st.ground, colour: look.wall, storeys: 2, sky: look.sky, sunLeft: st.sunLeft });
  for (const row of house.rows) {
    for (const b of row) {
      if (basket) basketAwning(s, b, look.fabric, look.frame);
      else dropAwning(s, b, look.fabric, look.frame);
    }
  }
  for (let i = 0; i < 4; i++) shrub(s, x + s.rng.range(0, w), st.ground + s.rng.range(10, 60), s.rng.range(60, 110));
}

export function balconyScene(s: Svg, look: Look): void {
  const st = stage(s, look, [200, 260]);
  const { x, w } = place(s, 1150, 1400);
  trees(s, x, x + w, st.ground - 20, 1.2);
  const block = apartmentBlock(s, { x, w, ground: st.ground, colour: look.wall, floors: 4, sky: look.sky, sunLeft: st.sunLeft });
  for (const row of block.rows) for (const b of row) dropAwning(s, { x: b.x + 10, y: b.y + 12, w: b.w - 20, h: b.h }, look.fabric, look.frame, 0.32);
  for (let i = 0; i < 5; i++) shrub(s, s.rng.range(0, s.w), st.ground + s.rng.range(20, 120), s.rng.range(70, 120));
}

export function storefrontScene(s: Svg, look: Look): void {
  const { rng } = s;
  const st = stage(s, look, [220, 260]);
  const { x, w } = place(s, 1000, 1150);
  const neighbours = [WALLS.grey, WALLS.white, '#c9b79a', '#9fb0a3', '#b96f55'];
  townhouse(s, { x: x - 700, w: 690, ground: st.ground, colour: rng.pick(neighbours), floors: 3, sky: look.sky, sunLeft: st.sunLeft });
  townhouse(s, { x: x + w + 10, w: 700, ground: st.ground, colour: rng.pick(neighbours), floors: 4, sky: look.sky, sunLeft: st.sunLeft });
  const main = townhouse(s, { x, w, ground: st.ground, colour: look.wall === WALLS.dark ? '#d8cfbf' : look.wall, floors: 3, sky: look.sky, sunLeft: st.sunLeft });
  const shop = main.rows[main.rows.length - 1] ?? [];
  const top = Math.min(...shop.map((b) => b.y));
  paving(s, st.ground);
  shadow(s, [[x + 30 + st.shadowDx, st.ground], [x + w - 30 + st.shadowDx, st.ground], [x + w + 50 + st.shadowDx * 1.5, st.ground + 150], [x - 50 + st.shadowDx * 1.5, st.ground + 150]], look.sky.shadow);
  const tables = rng.int(2, 3);
  for (let i = 0; i < tables; i++) patioSet(s, x + (w * (i + 0.5)) / tables + rng.range(-40, 40), st.ground + rng.range(150, 230), rng.range(0.95, 1.15));
  terraceAwning(s, { x1: x + 24, x2: x + w - 24, attach: top - 30, drop: rng.range(140, 170), spread: 60, fabric: look.fabric, frame: look.frame, cassette: rng.chance(0.5) });
}

export function screenScene(s: Svg, look: Look, kind: ScreenKind): void {
  const { rng } = s;
  const st = stage(s, look);
  const { x, w } = place(s, 1000, 1200);
  trees(s, x, x + w, st.ground - 30, 1);
  const colour = kind === 'screen' ? look.fabric.base : rng.pick(['#c3c7cb', '#eceae4', '#404448']);
  const house =
    kind === 'shutter' && rng.chance(0.5)
      ? woodHouse(s, { x, w, ground: st.ground, colour: look.wall, storeys: 1, sky: look.sky, sunLeft: st.sunLeft, door: false })
      : modernHouse(s, { x, w, ground: st.ground, colour: look.wall, storeys: rng.chance(0.5) ? 2 : 1, sky: look.sky, sunLeft: st.sunLeft });
  const frame = shade(look.wall, look.wall === WALLS.dark ? 0.15 : -0.45);
  // Partly lowered, as in the alt texts ("delvis nede"), and mostly at one height per house.
  const level = rng.pick([0.4, 0.5, 0.6, 0.75]);
  for (const row of house.rows) for (const b of row) windowScreen(s, b, kind, colour, frame, rng.chance(0.75) ? level : rng.pick([0.4, 0.5, 0.6, 0.75]));
  s.add(rect(x - 60, st.ground, w + 120, 40, '#8d8a84'));
  for (let i = 0; i < 3; i++) shrub(s, x + rng.range(0, w), st.ground + rng.range(60, 140), rng.range(70, 110));
}

export function officeScene(s: Svg, look: Look): void {
  const { rng } = s;
  const st = stage(s, look, [170, 210]);
  const { x, w } = place(s, 1300, 1480);
  trees(s, x, x + w, st.ground - 20, 0.8);
  const office = officeBlock(s, { x, w, ground: st.ground, floors: 4, sky: look.sky, sunLeft: st.sunLeft });
  const colour = rng.pick(['#35393e', '#4a4d50', '#6b6e70']);
  // Users lower screens per office, so neighbouring windows tend to match.
  let run = 1;
  for (const row of office.rows) {
    row.forEach((b: Box, i) => {
      if (i % 5 === 0) run = rng.pick([0.25, 0.5, 0.8, 1, 1]);
      windowScreen(s, b, 'screen', colour, '#505458', run);
    });
  }
  s.add(rect(0, st.ground, s.w, s.h - st.ground, '#5d6064'));
  for (let lx = -40; lx < s.w; lx += 170) s.add(line(lx, st.ground + 150, lx - 50, s.h, '#e8e8e4', 5, 'opacity="0.7"'));
  const cars = rng.int(3, 5);
  for (let i = 0; i < cars; i++) car(s, rng.range(-60, s.w - 300), st.ground + rng.range(200, 300), rng.range(300, 380));
}

export interface PergolaOptions {
  roof: PergolaRoof;
  glassWalls: boolean;
  led: boolean;
}

export function pergolaScene(s: Svg, look: Look, o: PergolaOptions): void {
  const { rng } = s;
  const st = stage(s, look);
  const { x, w } = place(s, 1100, 1300);
  trees(s, x, x + w, st.ground - 30, 0.9);
  if (rng.chance(0.5) || o.roof === 'glass') woodHouse(s, { x, w, ground: st.ground, colour: look.wall, storeys: 1, sky: look.sky, sunLeft: st.sunLeft });
  else modernHouse(s, { x, w, ground: st.ground, colour: look.wall, storeys: 1, sky: look.sky, sunLeft: st.sunLeft });
  deck(s, x - 40, x + w + 40, st.ground, s.h - 30, 200);
  const x1 = x + w * rng.range(0.06, 0.14);
  const x2 = x + w * rng.range(0.86, 0.94);
  const p = {
    x1,
    x2,
    frontTop: rng.range(200, 250),
    backTop: st.ground - rng.range(330, 360),
    inset: rng.range(90, 130),
    ground: s.h - rng.range(50, 90),
    backGround: st.ground,
    colour: rng.pick(['#3a3d41', '#e9e8e3', '#6d6a66']),
    fabric: look.fabric,
    ...o,
  };
  pergolaBack(s, p);
  shadow(s, [[x1 + 120 + st.shadowDx, st.ground + 10], [x2 - 120 + st.shadowDx, st.ground + 10], [x2 + st.shadowDx * 1.5, p.ground - 60], [x1 + st.shadowDx * 1.5, p.ground - 60]], look.sky.shadow * (o.roof === 'glass' ? 0.3 : 1));
  sofa(s, x1 + rng.range(120, 220), st.ground + rng.range(150, 200), rng.range(380, 460));
  patioSet(s, x2 - rng.range(260, 340), st.ground + rng.range(200, 250), rng.range(1.05, 1.2));
  pergolaFront(s, p);
}
