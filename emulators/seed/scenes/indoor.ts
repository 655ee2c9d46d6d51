import type { Box } from './buildings';
import { broadleaf, lawn, shrub, sky, treeline } from './landscape';
import type { Look } from './look';
import { INTERIOR_WALLS } from './palette';
import { sofa } from './props';
import { ellipse, f, jitter, lerpPt, line, mix, poly, rect, shade, type Point, type Svg } from './svg';

export type Treatment = 'blinds' | 'wood-blinds' | 'vertical-blinds' | 'pleated' | 'honeycomb' | 'roller' | 'blackout' | 'day-night';

/** The garden seen through the glass, clipped to the window. */
function view(s: Svg, look: Look, b: Box): void {
  s.group(s.clip(rect(b.x, b.y, b.w, b.h, '#000')), () => {
    const horizon = b.y + b.h * s.rng.range(0.55, 0.7);
    sky(s, look.sky, horizon);
    treeline(s, look.sky, horizon);
    lawn(s, look.sky, horizon);
    broadleaf(s, b.x + b.w * s.rng.range(0.1, 0.9), horizon + 40, b.h * 0.6, s.rng.chance(0.5));
  });
}

function room(s: Svg, look: Look, dark: boolean): { floor: number; window: Box } {
  const { rng } = s;
  const wall = jitter(rng, rng.pick(INTERIOR_WALLS), 0.03);
  const floor = rng.range(790, 840);
  s.add(rect(0, 0, s.w, floor, s.linear([[0, shade(wall, -0.08)], [1, wall]])));
  const oak = jitter(rng, rng.pick(['#c49a6c', '#d8b88e', '#9c7550', '#bfb3a2']), 0.04);
  s.add(rect(0, floor, s.w, s.h - floor, s.linear([[0, shade(oak, -0.12)], [1, shade(oak, 0.05)]])));
  const vx = s.w / 2 + rng.range(-200, 200);
  const planks: string[] = [];
  for (let x = -1600; x <= s.w + 1600; x += 95) planks.push(line(vx + (x - vx) * 0.18, floor, x, s.h, shade(oak, -0.3), 1.3));
  s.add(`<g opacity="0.5">${planks.join('')}</g>`, rect(0, floor - 18, s.w, 20, '#f4f2ec'));
  const w = rng.range(600, 760);
  const window: Box = { x: (s.w - w) / 2 + rng.range(-150, 150), y: rng.range(130, 170), w, h: rng.range(520, 570) };
  const fw = 22;
  s.add(rect(window.x - fw - 14, window.y - fw - 14, window.w + 2 * fw + 28, window.h + 2 * fw + 28, shade(wall, 0.25)));
  view(s, look, window);
  s.add(rect(window.x - fw, window.y - fw, window.w + 2 * fw, fw, '#f5f4f0'), rect(window.x - fw, window.y + window.h, window.w + 2 * fw, fw, '#f5f4f0'));
  s.add(rect(window.x - fw, window.y, fw, window.h, '#f5f4f0'), rect(window.x + window.w, window.y, fw, window.h, '#f5f4f0'), rect(window.x + window.w / 2 - 8, window.y, 16, window.h, '#f5f4f0'));
  s.add(rect(window.x - fw - 30, window.y + window.h + fw, window.w + 2 * fw + 60, 18, '#fbfaf6'), rect(window.x - fw - 30, window.y + window.h + fw + 18, window.w + 2 * fw + 60, 8, '#000000', 'opacity="0.12"'));
  if (dark) s.add(rect(0, 0, s.w, s.h, '#0b0f1a', 'opacity="0.35"'));
  return { floor, window };
}

/** Light that falls through the window onto the floor; `slats` breaks it into stripes. */
function lightPatch(s: Svg, look: Look, floor: number, b: Box, slats: boolean): void {
  if (look.time === 'overcast') return;
  const skew = s.rng.range(-260, 260);
  const depth = s.h - floor;
  const a: Point = [b.x, floor + 10];
  const c: Point = [b.x + b.w + skew, floor + depth];
  const pts: Point[] = [a, [b.x + b.w, floor + 10], c, [b.x + skew, floor + depth]];
  if (!slats) {
    s.add(poly(pts, look.sky.sun ?? '#ffffff', 'opacity="0.22"'));
    return;
  }
  for (let i = 0; i < 9; i++) {
    const t0 = i / 9;
    const t1 = t0 + 0.06;
    const p0 = lerpPt(pts[0] as Point, pts[3] as Point, t0);
    const p1 = lerpPt(pts[1] as Point, pts[2] as Point, t0);
    const p2 = lerpPt(pts[1] as Point, pts[2] as Point, t1);
    const p3 = lerpPt(pts[0] as Point, pts[3] as Point, t1);
    s.add(poly([p0, p1, p2, p3], look.sky.sun ?? '#ffffff', 'opacity="0.26"'));
  }
}

function headrail(s: Svg, b: Box, colour: string, h = 26): void {
  s.add(rect(b.x - 18, b.y - 10, b.w + 36, h, s.linear([[0, shade(colour, 0.2)], [1, shade(colour, -0.2)]])));
}

/** Venetian blind: horizontal slats lowered to `fraction`, with ladder tapes. */
function venetian(s: Svg, b: Box, colour: string, fraction: number, wood: boolean): void {
  const slatH = wood ? 20 : 10;
  const step = wood ? 30 : 16;
  const bottom = b.y + b.h * fraction;
  const fill = s.linear([[0, shade(colour, 0.25)], [0.6, colour], [1, shade(colour, -0.3)]]);
  for (let y = b.y + 12; y < bottom; y += step) s.add(rect(b.x - 10, y, b.w + 20, slatH, fill));
  const tape = wood ? shade(colour, -0.15) : '#e9e7e2';
  for (const t of [0.15, 0.5, 0.85]) s.add(rect(b.x + b.w * t - (wood ? 14 : 2), b.y + 10, wood ? 28 : 3, bottom - b.y, tape, `opacity="${wood ? 0.9 : 0.7}"`));
  s.add(rect(b.x - 12, bottom, b.w + 24, wood ? 22 : 12, shade(colour, -0.1)));
  headrail(s, b, colour);
}

function verticals(s: Svg, b: Box, colour: string): void {
  const vane = 46;
  const covered = b.w * s.rng.range(0.55, 0.8);
  for (let x = b.x - 10; x < b.x + covered; x += vane + 6) {
    s.add(rect(x, b.y + 14, vane, b.h + 30, s.linear([[0, shade(colour, 0.1)], [0.5, colour], [1, shade(colour, -0.18)]], 0, 0, 1, 0)));
  }
  headrail(s, { x: b.x, y: b.y, w: b.w, h: b.h }, '#efeee9', 22);
}

/** Pleated fabric (or honeycomb cells) from the top down to `fraction`. */
function pleats(s: Svg, b: Box, colour: string, fraction: number, honeycomb: boolean): void {
  const bottom = b.y + b.h * fraction;
  const step = honeycomb ? 30 : 14;
  s.add(rect(b.x - 6, b.y, b.w + 12, bottom - b.y, colour, 'opacity="0.94"'));
  const folds: string[] = [];
  for (let y = b.y; y < bottom; y += step) {
    folds.push(rect(b.x - 6, y, b.w + 12, step / 2, shade(colour, honeycomb ? 0.08 : 0.12), 'opacity="0.8"'));
    folds.push(line(b.x - 6, y + step - 1, b.x + b.w + 6, y + step - 1, shade(colour, honeycomb ? -0.25 : -0.18), honeycomb ? 3 : 1.5));
  }
  s.add(...folds, rect(b.x - 6, b.y, b.w + 12, bottom - b.y, s.linear([[0, '#ffffff', 0.12], [1, '#000000', 0.06]], 0, 0, 1, 0)));
  s.add(rect(b.x - 10, bottom, b.w + 20, 12, '#e7e6e1'), rect(b.x - 10, b.y - 10, b.w + 20, 16, '#e7e6e1'));
  for (const t of [0.2, 0.8]) s.add(line(b.x + b.w * t, b.y, b.x + b.w * t, bottom, '#cfcac2', 1.2, 'opacity="0.7"'));
}

/** Roller blind, blackout or day-and-night (alternating sheer and dense bands). */
function roller(s: Svg, b: Box, colour: string, fraction: number, kind: 'roller' | 'blackout' | 'day-night'): void {
  const bottom = b.y + b.h * fraction;
  if (kind === 'day-night') {
    for (let y = b.y; y < bottom; y += 60) {
      s.add(rect(b.x - 8, y, b.w + 16, 30, colour, 'opacity="0.97"'), rect(b.x - 8, y + 30, b.w + 16, Math.min(30, bottom - y - 30), colour, 'opacity="0.35"'));
    }
  } else {
    s.add(rect(b.x - 8, b.y, b.w + 16, bottom - b.y, colour, `opacity="${kind === 'blackout' ? 1 : 0.88}"`));
    s.add(rect(b.x - 8, b.y, b.w + 16, bottom - b.y, s.linear([[0, '#ffffff', 0.14], [0.5, '#ffffff', 0], [1, '#000000', 0.08]], 0, 0, 1, 0)));
    if (kind === 'blackout') s.add(rect(b.x - 12, b.y, 5, bottom - b.y, '#fff6dc', 'opacity="0.8"'), rect(b.x + b.w + 8, b.y, 5, bottom - b.y, '#fff6dc', 'opacity="0.8"'));
  }
  s.add(rect(b.x - 10, bottom - 4, b.w + 20, 14, shade(colour, -0.3)));
  if (kind !== 'blackout') s.add(line(b.x + b.w + 16, b.y, b.x + b.w + 16, bottom + 140, '#bdb9b0', 2), ellipse(b.x + b.w + 16, bottom + 146, 5, 9, '#bdb9b0'));
  s.add(`<rect x="${f(b.x - 22)}" y="${f(b.y - 34)}" width="${f(b.w + 44)}" height="40" rx="8" fill="${s.linear([[0, '#f6f5f1'], [1, '#cfcdc7']])}"/>`);
}

function bed(s: Svg, x: number, floor: number, w: number, colour: string): void {
  s.add(rect(x, floor - 300, 34, 300, '#7b5a3e'), rect(x, floor - 150, w, 120, '#e9e5dc'), rect(x + 30, floor - 170, w - 30, 70, colour));
  s.add(`<rect x="${f(x + 44)}" y="${f(floor - 200)}" width="160" height="50" rx="18" fill="#f4f1ea"/>`, rect(x, floor - 30, w, 30, '#6a4c34'));
}

function livingRoom(s: Svg, floor: number, b: Box): void {
  const { rng } = s;
  const left = rng.chance(0.5);
  const w = rng.range(560, 680);
  sofa(s, left ? rng.range(-80, b.x - 80) : rng.range(b.x + b.w - 200, s.w - w + 80), floor + rng.range(150, 200), w);
  shrub(s, left ? b.x + b.w + rng.range(120, 220) : b.x - rng.range(120, 220), floor + 60, rng.range(130, 170), '#d9d3c7');
  s.add(ellipse(s.w / 2, floor + 190, 520, 70, mix('#b9a58b', '#7d8b95', rng.next()), 'opacity="0.5"'));
}

export function interiorScene(s: Svg, look: Look, t: Treatment): void {
  const { rng } = s;
  const { floor, window: b } = room(s, look, t === 'blackout');
  const colour = t === 'wood-blinds' ? jitter(rng, rng.pick(['#b98a5a', '#d9bf98', '#8a6242']), 0.04) : look.fabric.base;
  const fraction = t === 'blackout' ? 1 : rng.range(0.4, 0.65);
  if (t !== 'blackout') lightPatch(s, look, floor, b, t === 'blinds' || t === 'wood-blinds');
  if (t === 'blinds' || t === 'wood-blinds') venetian(s, b, colour, rng.range(0.55, 0.9), t === 'wood-blinds');
  else if (t === 'vertical-blinds') verticals(s, b, colour);
  else if (t === 'pleated' || t === 'honeycomb') pleats(s, b, colour, fraction, t === 'honeycomb');
  else roller(s, b, colour, fraction, t);
  if (t === 'blackout') bed(s, rng.range(40, 200), floor + 120, rng.range(700, 800), jitter(rng, '#8a9aa8', 0.1));
  else livingRoom(s, floor, b);
}

/** Loft room: a roof window in the slope with a pleated blind in side rails. */
export function skylightScene(s: Svg, look: Look): void {
  const { rng } = s;
  const wall = rng.pick(INTERIOR_WALLS);
  s.add(rect(0, 0, s.w, s.h, shade(wall, -0.05)));
  const slopeLow = rng.range(620, 700);
  s.add(poly([[0, 0], [s.w, 0], [s.w, slopeLow - 120], [0, slopeLow]], s.linear([[0, shade(wall, -0.18)], [1, shade(wall, 0.04)]])));
  s.add(rect(0, slopeLow + 160, s.w, s.h, '#c7a47a'), rect(0, slopeLow + 150, s.w, 12, '#f3f1eb'));
  const cx = s.w / 2 + rng.range(-180, 180);
  const tl: Point = [cx - 190, 70];
  const tr: Point = [cx + 190, 60];
  const br: Point = [cx + 250, 470];
  const bl: Point = [cx - 250, 490];
  s.add(poly([[tl[0] - 40, tl[1] - 30], [tr[0] + 40, tr[1] - 30], [br[0] + 50, br[1] + 40], [bl[0] - 50, bl[1] + 40]], shade(wall, 0.2)));
  s.group(s.clip(poly([tl, tr, br, bl], '#000')), () => {
    sky(s, { ...look.sky, sunY: 0.5 }, 520);
  });
  const fraction = rng.range(0.45, 0.7);
  const folds = 26;
  for (let i = 0; i < folds * fraction; i++) {
    const t0 = i / folds;
    const t1 = (i + 1) / folds;
    const colour = shade(look.fabric.base, i % 2 ? -0.1 : 0.08);
    s.add(poly([lerpPt(tl, bl, t0), lerpPt(tr, br, t0), lerpPt(tr, br, t1), lerpPt(tl, bl, t1)], colour));
  }
  const edge = (a: Point, b: Point) => s.add(line(a[0], a[1], b[0], b[1], '#d2b48a', 22));
  edge(tl, tr);
  edge(tr, br);
  edge(br, bl);
  edge(bl, tl);
  s.add(line(...lerpPt(tl, bl, fraction), ...lerpPt(tr, br, fraction), '#e9e7e1', 12));
  s.add(poly([[bl[0] - 30, slopeLow + 200], [br[0] + 30, slopeLow + 200], [br[0] + 220, s.h], [bl[0] - 220, s.h]], '#fff7dd', 'opacity="0.14"'));
  sofa(s, rng.chance(0.5) ? 60 : s.w - 660, s.h - 60, 600);
}

/** Close-up: remote on the wall, phone with the control app on a table, awning outside. */
export function controlScene(s: Svg, look: Look): void {
  const { rng } = s;
  const wall = rng.pick(INTERIOR_WALLS);
  s.add(rect(0, 0, s.w, s.h, s.linear([[0, shade(wall, -0.1)], [1, wall]], 0, 0, 1, 0)));
  const b: Box = { x: rng.range(760, 860), y: 80, w: 640, h: 600 };
  s.add(rect(b.x - 30, b.y - 30, b.w + 60, b.h + 60, '#f5f4f0'));
  view(s, look, b);
  const stripe = look.fabric.stripe;
  for (let i = 0; i < 12; i++) s.add(rect(b.x + (b.w / 12) * i, b.y, b.w / 12 + 0.5, 70, stripe && i % 2 ? stripe : look.fabric.base));
  s.add(rect(b.x, b.y + 70, b.w, 10, look.frame), rect(b.x, b.y + 80, b.w, 60, '#000000', 'opacity="0.15"'));
  s.add(rect(b.x + b.w / 2 - 10, b.y, 20, b.h, '#f5f4f0'));
  const rx = rng.range(240, 360);
  s.add(`<rect x="${f(rx)}" y="300" width="130" height="210" rx="16" fill="#f7f7f4" stroke="#d5d3cc" stroke-width="3"/>`);
  for (const [i, sym] of ['M-14,8 L0,-8 L14,8', 'M-10,-10 H10 V10 H-10 Z', 'M-14,-8 L0,8 L14,-8'].entries()) {
    s.add(`<circle cx="${f(rx + 65)}" cy="${350 + i * 55}" r="22" fill="#e9e8e3"/>`, `<path d="${sym}" transform="translate(${f(rx + 65)},${350 + i * 55})" fill="none" stroke="#55595e" stroke-width="4"/>`);
  }
  s.add(`<rect x="${f(rx + 190)}" y="360" width="90" height="90" rx="8" fill="#f7f7f4" stroke="#d5d3cc" stroke-width="3"/>`);
  const wood = rng.pick(['#a0744f', '#c69c6d', '#6f4f38']);
  s.add(rect(0, 760, s.w, s.h - 760, s.linear([[0, shade(wood, 0.1)], [1, shade(wood, -0.2)]])));
  for (let y = 790; y < s.h; y += 46) s.add(line(0, y, s.w, y + rng.range(-4, 4), shade(wood, -0.3), 1.2, 'opacity="0.35"'));
  const px = rng.range(420, 700);
  s.add(`<g transform="translate(${f(px)},880) rotate(${f(rng.range(-12, 6))})">` +
    '<rect x="-10" y="-6" width="360" height="190" rx="26" fill="#000" opacity="0.25"/>' +
    '<rect x="-20" y="-20" width="360" height="190" rx="26" fill="#1d1f22"/>' +
    '<rect x="-6" y="-6" width="332" height="162" rx="16" fill="#f4f6f8"/>' +
    `<rect x="-6" y="-6" width="332" height="32" rx="14" fill="${look.fabric.base}"/>` +
    '<rect x="14" y="44" width="190" height="14" rx="7" fill="#d4d9de"/><rect x="14" y="44" width="120" height="14" rx="7" fill="#3c7bd1"/>' +
    '<rect x="14" y="78" width="90" height="56" rx="10" fill="#e3e8ee"/><rect x="114" y="78" width="90" height="56" rx="10" fill="#e3e8ee"/><rect x="214" y="78" width="90" height="56" rx="10" fill="#3c7bd1"/>' +
    '</g>');
  const mx = px < 560 ? rng.range(1150, 1350) : rng.range(120, 300);
  s.add(ellipse(mx, 930, 80, 22, '#000000', 'opacity="0.25"'), rect(mx - 70, 820, 140, 110, rng.pick(['#f3f1ea', '#2f4f6f', '#c8553d'])), ellipse(mx, 820, 70, 18, '#3b2a20'));
}
