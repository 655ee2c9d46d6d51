import type { Sky } from './palette';
import { GREENS } from './palette';
import { circle, ellipse, f, jitter, line, mix, poly, rect, shade, type Point, type Svg } from './svg';

/** Sky with sun and clouds above `horizon`; returns the sun's x (it decides where shadows fall). */
export function sky(s: Svg, sky: Sky, horizon: number): number {
  const { rng } = s;
  s.add(rect(0, 0, s.w, horizon + 4, s.linear([[0, sky.top], [0.75, mix(sky.top, sky.horizon, 0.7)], [1, sky.horizon]])));
  const sunX = rng.range(s.w * 0.12, s.w * 0.88);
  if (sky.sun) {
    const sunY = horizon * sky.sunY;
    s.add(circle(sunX, sunY, 420, s.radial([[0, sky.sun, 0.55], [0.25, sky.sun, 0.18], [1, sky.sun, 0]])));
    s.add(circle(sunX, sunY, 34, sky.sun, 'opacity="0.95"'));
  }
  const count = sky.sun ? rng.int(2, 5) : rng.int(7, 11);
  for (let i = 0; i < count; i++) cloud(s, rng.range(-100, s.w + 100), rng.range(40, horizon * 0.65), rng.range(0.6, 1.6), sky.clouds);
  return sunX;
}

function cloud(s: Svg, x: number, y: number, scale: number, colour: string): void {
  const { rng } = s;
  const parts: string[] = [];
  const puffs = rng.int(4, 7);
  for (let i = 0; i < puffs; i++) {
    const px = x + (i - puffs / 2) * 55 * scale + rng.range(-15, 15);
    const py = y + rng.range(-25, 10) * scale;
    parts.push(ellipse(px, py, rng.range(50, 90) * scale, rng.range(28, 48) * scale, colour));
  }
  parts.push(ellipse(x, y + 18 * scale, puffs * 34 * scale, 22 * scale, shade(colour, -0.08)));
  s.add(`<g opacity="${f(rng.range(0.55, 0.9))}">${parts.join('')}</g>`);
}

/** Distant hills and a forest edge along the horizon, hazy with distance. */
export function treeline(s: Svg, sky: Sky, horizon: number): void {
  const { rng } = s;
  const haze = mix('#2f4a3a', sky.horizon, 0.55);
  const hill: Point[] = [[0, horizon]];
  for (let x = 0; x <= s.w; x += 80) hill.push([x, horizon - 40 - Math.sin(x / 310 + rng.range(0, 0.4)) * 30 - rng.range(0, 12)]);
  hill.push([s.w, horizon]);
  s.add(poly(hill, mix(haze, sky.horizon, 0.35)));
  const trees: string[] = [];
  for (let x = -20; x < s.w + 20; x += rng.range(9, 20)) {
    const h = rng.range(18, 62);
    const w = h * rng.range(0.22, 0.32);
    trees.push(poly([[x, horizon - h], [x + w, horizon + 2], [x - w, horizon + 2]], jitter(rng, haze, 0.06)));
  }
  s.add(...trees, rect(0, horizon - 6, s.w, 10, haze));
}

/** Lawn from the horizon down, lighter in the distance, with blades of grass in front. */
export function lawn(s: Svg, sky: Sky, horizon: number): void {
  const { rng } = s;
  const green = rng.pick(GREENS);
  s.add(rect(0, horizon, s.w, s.h - horizon, s.linear([[0, mix(green, sky.horizon, 0.35)], [1, shade(green, -0.25)]])));
  const blades: string[] = [];
  for (let i = 0; i < 260; i++) {
    const x = rng.range(0, s.w);
    const y = rng.range(horizon + (s.h - horizon) * 0.35, s.h);
    const len = 6 + ((y - horizon) / (s.h - horizon)) * 16;
    blades.push(line(x, y, x + rng.range(-4, 4), y - len, jitter(rng, green, 0.22), 1.6));
  }
  s.add(`<g opacity="0.55">${blades.join('')}</g>`);
}

export function spruce(s: Svg, x: number, base: number, h: number): void {
  const { rng } = s;
  const green = jitter(rng, '#26422c', 0.1);
  const tiers = rng.int(7, 10);
  const parts = [rect(x - h * 0.02, base - h * 0.1, h * 0.04, h * 0.1, '#4a3526')];
  for (let i = 1; i <= tiers; i++) {
    const y = base - h * 0.08 - (h * 0.92 * (tiers - i)) / tiers;
    const w = (h * 0.3 * i) / tiers + rng.range(-4, 4);
    const top = y - (h * 0.92) / tiers - h * 0.06;
    parts.push(poly([[x, top], [x + w, y], [x + w * 0.2, y - 6], [x - w * 0.2, y - 6], [x - w, y]], i % 2 ? green : shade(green, -0.1)));
  }
  parts.push(poly([[x, base - h], [x + h * 0.3, base - h * 0.08], [x, base - h * 0.08]], '#000000', 'opacity="0.12"'));
  s.add(...parts);
}

/** A leafy crown of overlapping discs; `birch` gives a white speckled trunk. */
export function broadleaf(s: Svg, x: number, base: number, h: number, birch = false): void {
  const { rng } = s;
  const trunkW = h * (birch ? 0.035 : 0.05);
  const trunk = birch ? '#e9e6de' : '#5a4331';
  const parts = [rect(x - trunkW / 2, base - h * 0.55, trunkW, h * 0.55, trunk)];
  if (birch) {
    for (let i = 0; i < 7; i++) parts.push(rect(x - trunkW / 2, base - rng.range(0.05, 0.55) * h, trunkW * rng.range(0.4, 1), 3, '#2b2b2b'));
  }
  const green = rng.pick(GREENS);
  const r = h * 0.26;
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.9);
    const cy = base - h * 0.68 + Math.sin(a) * d * 0.8;
    parts.push(circle(x + Math.cos(a) * d, cy, r * rng.range(0.4, 0.65), jitter(rng, green, 0.15), 'opacity="0.9"'));
  }
  parts.push(circle(x + r * 0.35, base - h * 0.6, r * 0.75, '#000000', 'opacity="0.1"'));
  s.add(...parts);
}

/** A row of trees left and right of a subject spanning [left, right]. */
export function trees(s: Svg, left: number, right: number, ground: number, scale = 1): void {
  const { rng } = s;
  const spots = [rng.range(-60, left - 40), rng.range(right + 40, s.w + 40), rng.range(-40, s.w + 40)];
  for (const x of spots) {
    const h = rng.range(260, 520) * scale;
    const kind = rng.int(0, 2);
    if (kind === 0) spruce(s, x, ground + rng.range(-10, 20), h * 1.2);
    else broadleaf(s, x, ground + rng.range(-10, 20), h, kind === 2);
  }
}

/** A bush in a pot or bed; cheap detail that makes a terrace look lived-in. */
export function shrub(s: Svg, x: number, y: number, size: number, pot?: string): void {
  const { rng } = s;
  const green = rng.pick(GREENS);
  if (pot) s.add(poly([[x - size * 0.45, y - size * 0.55], [x + size * 0.45, y - size * 0.55], [x + size * 0.33, y], [x - size * 0.33, y]], pot));
  const base = pot ? y - size * 0.5 : y;
  for (let i = 0; i < 8; i++) {
    s.add(circle(x + rng.range(-size * 0.45, size * 0.45), base - rng.range(0, size * 0.6), size * rng.range(0.22, 0.38), jitter(rng, green, 0.15)));
  }
}

/** Soft cast shadow: a dark polygon at the sky's shadow strength. */
export function shadow(s: Svg, points: readonly Point[], strength: number): void {
  s.add(poly(points, '#10141a', `opacity="${f(strength)}"`));
}

