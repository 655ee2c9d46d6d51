import type { Box } from './buildings';
import type { FabricColours } from './palette';
import { f, lerpPt, line, path, poly, rect, shade, type Point, type Svg } from './svg';

/** Splits [0,1] into stripe bands; plain fabrics get wide panels with faint seams. */
function bands(fabric: FabricColours, width: number): Array<[number, number, string]> {
  const n = Math.max(4, Math.round(width / (fabric.stripe ? 52 : 120)));
  const out: Array<[number, number, string]> = [];
  for (let i = 0; i < n; i++) {
    const colour = fabric.stripe ? (i % 2 ? fabric.stripe : fabric.base) : shade(fabric.base, i % 2 ? -0.03 : 0.02);
    out.push([i / n, (i + 1) / n, colour]);
  }
  return out;
}

/** Valance outline below the front bar; scalloped for striped (classic) fabrics. */
function valancePath(x1: number, x2: number, y: number, h: number, scallops: boolean): string {
  if (!scallops) return `M${f(x1)},${f(y)} H${f(x2)} V${f(y + h)} H${f(x1)} Z`;
  const n = Math.max(3, Math.round((x2 - x1) / 60));
  const step = (x2 - x1) / n;
  let d = `M${f(x1)},${f(y)} H${f(x2)} V${f(y + h * 0.7)}`;
  for (let i = n - 1; i >= 0; i--) d += ` A${f(step / 2)},${f(h * 0.3)} 0 0 1 ${f(x1 + step * i)},${f(y + h * 0.7)}`;
  return `${d} Z`;
}

/** A quad of fabric with stripes running from the wall (a→b) to the front (d→c). */
function fabricQuad(s: Svg, a: Point, b: Point, c: Point, d: Point, fabric: FabricColours, darkAtWall: number): void {
  for (const [t0, t1, colour] of bands(fabric, b[0] - a[0])) {
    s.add(poly([lerpPt(a, b, t0), lerpPt(a, b, t1), lerpPt(d, c, t1), lerpPt(d, c, t0)], colour));
  }
  s.add(poly([a, b, c, d], s.linear([[0, '#000000', darkAtWall], [1, '#000000', 0.03]])));
}

function valance(s: Svg, x1: number, x2: number, y: number, h: number, fabric: FabricColours, frame: string): void {
  const clip = s.clip(path(valancePath(x1, x2, y, h, fabric.stripe !== null), '#000'));
  const parts = bands(fabric, x2 - x1).map(([t0, t1, colour]) => rect(x1 + (x2 - x1) * t0, y, (x2 - x1) * (t1 - t0) + 0.6, h, colour));
  s.add(`<g ${clip}>${parts.join('')}${rect(x1, y, x2 - x1, h, '#000000', 'opacity="0.08"')}</g>`);
  s.add(rect(x1 - 6, y - 10, x2 - x1 + 12, 14, frame), rect(x1 - 6, y - 10, x2 - x1 + 12, 4, shade(frame, 0.3)));
}

export interface TerraceAwning {
  x1: number;
  x2: number;
  attach: number;
  drop: number;
  spread: number;
  fabric: FabricColours;
  frame: string;
  cassette: boolean;
}

/** A folding-arm awning seen from below at the front: the fabric widens towards the viewer. */
export function terraceAwning(s: Svg, o: TerraceAwning): { front: number; left: number; right: number } {
  const a: Point = [o.x1, o.attach];
  const b: Point = [o.x2, o.attach];
  const c: Point = [o.x2 + o.spread, o.attach + o.drop];
  const d: Point = [o.x1 - o.spread, o.attach + o.drop];
  fabricQuad(s, a, b, c, d, o.fabric, 0.38);
  const arms = o.x2 - o.x1 > 700 ? [0.08, 0.5, 0.92] : [0.1, 0.9];
  for (const t of arms) {
    const wall: Point = [o.x1 + (o.x2 - o.x1) * t, o.attach + 26];
    const front = lerpPt(d, c, t);
    const elbow: Point = [(wall[0] + front[0]) / 2 + (t < 0.5 ? 60 : -60), o.attach + o.drop * 0.62];
    s.add(`<polyline points="${f(wall[0])},${f(wall[1])} ${f(elbow[0])},${f(elbow[1])} ${f(front[0])},${f(front[1])}" fill="none" stroke="${shade(o.frame, -0.15)}" stroke-width="9" stroke-linejoin="round"/>`);
    s.add(rect(wall[0] - 12, wall[1] - 14, 24, 30, shade(o.frame, -0.2)));
  }
  valance(s, d[0], c[0], d[1], 46, o.fabric, o.frame);
  if (o.cassette) {
    s.add(`<rect x="${f(o.x1 - 16)}" y="${f(o.attach - 40)}" width="${f(o.x2 - o.x1 + 32)}" height="46" rx="10" fill="${s.linear([[0, shade(o.frame, 0.25)], [1, shade(o.frame, -0.2)]])}"/>`);
  } else {
    s.add(rect(o.x1 - 8, o.attach - 22, o.x2 - o.x1 + 16, 24, s.linear([[0, shade(o.fabric.base, 0.1)], [1, shade(o.fabric.base, -0.35)]])));
    s.add(rect(o.x1 - 14, o.attach - 28, 14, 40, o.frame), rect(o.x2, o.attach - 28, 14, 40, o.frame));
  }
  return { front: d[1], left: d[0], right: c[0] };
}

/** Drop-arm awning over a window (or a balcony): a short slope of fabric pushed out from the wall. */
export function dropAwning(s: Svg, b: Box, fabric: FabricColours, frame: string, depth = 0.5): void {
  const y0 = b.y - 22;
  const y1 = b.y + b.h * depth;
  const a: Point = [b.x - 12, y0];
  const bb: Point = [b.x + b.w + 12, y0];
  const c: Point = [b.x + b.w + 26, y1];
  const d: Point = [b.x - 26, y1];
  s.add(poly([[d[0], y1 + 20], [c[0], y1 + 20], [c[0] + 10, y1 + 70], [d[0] + 30, y1 + 70]], '#000000', 'opacity="0.12"'));
  s.add(line(b.x - 6, b.y + b.h * (depth + 0.15), d[0] + 4, y1, frame, 5), line(b.x + b.w + 6, b.y + b.h * (depth + 0.15), c[0] - 4, y1, frame, 5));
  fabricQuad(s, a, bb, c, d, fabric, 0.05);
  s.add(rect(a[0] - 6, y0 - 16, bb[0] - a[0] + 12, 18, frame));
  valance(s, d[0], c[0], y1, 24, fabric, frame);
}

/** Basket (dome) awning: a rounded hood of fabric on a bent frame. */
export function basketAwning(s: Svg, b: Box, fabric: FabricColours, frame: string): void {
  const xl = b.x - 22;
  const xr = b.x + b.w + 22;
  const yt = b.y - 40;
  const yb = b.y + b.h * 0.4;
  const rx = (xr - xl) / 2;
  const ry = (yb - yt) * 0.7;
  const outline = `M${f(xl)},${f(yb)} V${f(yt + ry)} A${f(rx)},${f(ry)} 0 0 1 ${f(xr)},${f(yt + ry)} V${f(yb)} Z`;
  const clip = s.clip(path(outline, '#000'));
  const parts = bands(fabric, xr - xl).map(([t0, t1, colour]) => rect(xl + (xr - xl) * t0, yt, (xr - xl) * (t1 - t0) + 0.6, yb - yt, colour));
  const ribs = [0.35, 0.65].map((k) => path(`M${f(xl)},${f(yt + ry + (yb - yt - ry) * k)} Q${f(xl + rx)},${f(yt + (yb - yt) * k * 0.6)} ${f(xr)},${f(yt + ry + (yb - yt - ry) * k)}`, 'none', `stroke="${shade(frame, -0.1)}" stroke-width="3" opacity="0.6"`));
  s.add(`<g ${clip}>${parts.join('')}${rect(xl, yt, xr - xl, yb - yt, s.linear([[0, '#ffffff', 0.18], [1, '#000000', 0.22]]))}${ribs.join('')}</g>`);
  s.add(path(outline, 'none', `stroke="${frame}" stroke-width="4"`));
  valance(s, xl, xr, yb, 26, fabric, frame);
}

export type ScreenKind = 'screen' | 'blinds' | 'shutter';

/** Exterior screen, venetian blind or roller shutter over a window, lowered to `fraction`. */
export function windowScreen(s: Svg, b: Box, kind: ScreenKind, colour: string, frame: string, fraction: number): void {
  const ch = b.h * fraction;
  s.add(rect(b.x - 12, b.y - 6, 9, b.h + 6, frame), rect(b.x + b.w + 3, b.y - 6, 9, b.h + 6, frame));
  if (kind === 'screen') {
    s.add(rect(b.x, b.y - 4, b.w, ch, colour, 'opacity="0.9"'));
    const weave: string[] = [];
    for (let y = b.y + 2; y < b.y + ch - 4; y += 7) weave.push(line(b.x, y, b.x + b.w, y, '#ffffff', 1));
    s.add(`<g opacity="0.06">${weave.join('')}</g>`);
    s.add(rect(b.x, b.y - 4, b.w, ch, s.linear([[0, '#ffffff', 0.1], [1, '#000000', 0.12]])));
  } else {
    const step = kind === 'blinds' ? 13 : 12;
    const slat = kind === 'blinds' ? 8 : 11.5;
    const slats: string[] = [];
    const fill = s.linear([[0, shade(colour, 0.3)], [1, shade(colour, -0.25)]]);
    for (let y = b.y - 4; y < b.y - 4 + ch; y += step) slats.push(rect(b.x, y, b.w, slat, fill));
    s.add(...slats);
  }
  if (ch > 0) s.add(rect(b.x - 3, b.y - 4 + ch, b.w + 6, 9, shade(frame, -0.1)));
  s.add(rect(b.x - 14, b.y - 40, b.w + 28, 36, s.linear([[0, shade(frame, 0.2)], [1, shade(frame, -0.15)]])));
}
