import type { Rng } from '../rng';

/** Keeps the SVG text short: one decimal is far below a pixel. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

export type Point = readonly [number, number];

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}

export function poly(points: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** Linear interpolation between two points. */
export function lerpPt(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  const c = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** k < 0 darkens towards black, k > 0 lightens towards white. */
export function shade(c: string, k: number): string {
  return k < 0 ? mix(c, '#000000', -k) : mix(c, '#ffffff', k);
}

/** Nudges a colour a little, so repeated objects never look copy-pasted. */
export function jitter(rng: Rng, c: string, amount = 0.08): string {
  return shade(c, rng.range(-amount, amount));
}

export type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Collects defs (gradients, clip paths) and body elements of one picture. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private n = 0;

  constructor(
    readonly rng: Rng,
    readonly w: number,
    readonly h: number,
  ) {}

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private id(prefix: string): string {
    return `${prefix}${this.n++}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  }

  /** A gradient along (x1,y1)→(x2,y2) in the filled shape's own box (0..1); returns the fill value. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Wraps everything `draw` adds in a group with the given attributes (a clip, an opacity...). */
  group(attrs: string, draw: () => void): void {
    this.body.push(`<g ${attrs}>`);
    draw();
    this.body.push('</g>');
  }

  /** Returns the attribute that clips an element (or a <g>) to the given shapes. */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  /** Covers the output size with the scene (cropping like a photo would), centred. */
  render(outW: number, outH: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
