import { circle, ellipse, f, jitter, line, mix, poly, rect, shade, type Svg } from './svg';

/** Wooden deck in front of a wall: boards run along the wall and widen towards the viewer. */
export function deck(s: Svg, x1: number, x2: number, top: number, bottom: number, spread: number): void {
  const { rng } = s;
  const wood = jitter(rng, rng.pick(['#a9774c', '#8e6545', '#b58c62', '#7d7468']), 0.05);
  s.add(poly([[x1, top], [x2, top], [x2 + spread, bottom], [x1 - spread, bottom]], s.linear([[0, shade(wood, -0.15)], [1, shade(wood, 0.08)]])));
  const lines: string[] = [];
  const n = 16;
  for (let i = 1; i < n; i++) {
    const t = (i / n) ** 1.35;
    const y = top + (bottom - top) * t;
    lines.push(line(x1 - spread * t, y, x2 + spread * t, y, shade(wood, -0.35), 1 + t * 1.5));
  }
  s.add(`<g opacity="0.55">${lines.join('')}</g>`);
  s.add(rect(x1 - spread, bottom, x2 - x1 + spread * 2, 16, shade(wood, -0.4)));
}

/** Grey pavement with tiles in perspective towards a vanishing point in the middle. */
export function paving(s: Svg, top: number): void {
  const grey = jitter(s.rng, '#9b9c98', 0.06);
  s.add(rect(0, top, s.w, s.h - top, s.linear([[0, shade(grey, 0.1)], [1, shade(grey, -0.12)]])));
  const lines: string[] = [];
  for (let i = 1; i < 12; i++) {
    const y = top + (s.h - top) * (i / 12) ** 1.4;
    lines.push(line(0, y, s.w, y, shade(grey, -0.3), 1.2));
  }
  for (let x = -800; x <= s.w + 800; x += 110) lines.push(line(s.w / 2 + (x - s.w / 2) * 0.35, top, x, s.h, shade(grey, -0.3), 1.2));
  s.add(`<g opacity="0.45">${lines.join('')}</g>`);
}

function chair(s: Svg, x: number, y: number, sc: number, colour: string, facing: 1 | -1): void {
  const back = facing === 1 ? x : x + 46 * sc;
  s.add(
    rect(back - 4 * sc, y - 120 * sc, 8 * sc, 120 * sc, shade(colour, -0.15)),
    rect(Math.min(back, back + facing * 50 * sc), y - 62 * sc, 50 * sc, 9 * sc, colour),
    rect(facing === 1 ? back : back - 40 * sc, y - 118 * sc, 40 * sc, 50 * sc, colour, 'opacity="0.95"'),
    line(back + facing * 46 * sc, y - 56 * sc, back + facing * 50 * sc, y, shade(colour, -0.2), 5 * sc),
  );
}

/** Garden table with two chairs. */
export function patioSet(s: Svg, cx: number, y: number, sc: number): void {
  const { rng } = s;
  const colour = rng.pick(['#f0efe9', '#3b3835', '#9a6b43', '#6f7b80']);
  chair(s, cx - 150 * sc, y, sc, colour, 1);
  chair(s, cx + 104 * sc, y, sc, colour, -1);
  s.add(ellipse(cx, y + 4, 120 * sc, 14 * sc, '#000000', 'opacity="0.18"'));
  s.add(line(cx - 70 * sc, y - 78 * sc, cx - 80 * sc, y, shade(colour, -0.2), 6 * sc), line(cx + 70 * sc, y - 78 * sc, cx + 80 * sc, y, shade(colour, -0.2), 6 * sc));
  s.add(ellipse(cx, y - 80 * sc, 110 * sc, 16 * sc, colour), ellipse(cx, y - 84 * sc, 110 * sc, 14 * sc, shade(colour, 0.1)));
  if (rng.chance(0.7)) s.add(rect(cx - 20 * sc, y - 118 * sc, 22 * sc, 34 * sc, '#d6e6ee', 'opacity="0.8"'), ellipse(cx + 35 * sc, y - 92 * sc, 26 * sc, 7 * sc, '#c44d3c'));
}

/** Outdoor lounge sofa with cushions. */
export function sofa(s: Svg, x: number, y: number, w: number, colour?: string): void {
  const { rng } = s;
  const frame = rng.pick(['#3a3836', '#8a7f72', '#d8d3c8']);
  const cushion = colour ?? rng.pick(['#d9d4c7', '#8f979d', '#5e6b73', '#c7b89c']);
  const h = w * 0.36;
  s.add(ellipse(x + w / 2, y + 6, w * 0.55, 16, '#000000', 'opacity="0.2"'));
  s.add(rect(x, y - h, w, h, frame), rect(x + 18, y - h - 30, w - 36, 80, cushion), rect(x + 14, y - h * 0.55, w - 28, h * 0.3, shade(cushion, 0.08)));
  s.add(rect(x - 8, y - h * 0.9, 30, h * 0.9, shade(frame, -0.1)), rect(x + w - 22, y - h * 0.9, 30, h * 0.9, shade(frame, -0.1)));
  for (let i = 0; i < 3; i++) {
    s.add(`<rect x="${f(x + 40 + i * (w - 120) / 2)}" y="${f(y - h - 40)}" width="70" height="60" rx="14" fill="${jitter(rng, rng.pick(['#c65d3b', '#e2c76b', '#5f7f6a', '#f2efe8']), 0.05)}"/>`);
  }
}

/** White service van, as a craftsman in the region would drive. */
export function van(s: Svg, x: number, ground: number, w: number): void {
  const h = w * 0.46;
  const body = '#f2f2ef';
  s.add(ellipse(x + w / 2, ground + 2, w * 0.55, 18, '#000000', 'opacity="0.25"'));
  s.add(poly([[x, ground - h * 0.2], [x, ground - h], [x + w * 0.72, ground - h], [x + w * 0.84, ground - h * 0.62], [x + w, ground - h * 0.5], [x + w, ground - h * 0.2]], body));
  s.add(poly([[x + w * 0.74, ground - h * 0.95], [x + w * 0.82, ground - h * 0.63], [x + w * 0.74, ground - h * 0.63]], '#2a3640'));
  s.add(rect(x, ground - h * 0.48, w, h * 0.1, '#24588f'), rect(x, ground - h * 0.36, w, h * 0.03, '#e0a43a'));
  s.add(rect(x + w * 0.08, ground - h * 0.88, w * 0.3, h * 0.22, '#24588f', 'rx="6" opacity="0.9"'));
  s.add(line(x + w * 0.45, ground - h * 0.95, x + w * 0.45, ground - h * 0.22, '#c9c9c4', 2), rect(x + w * 0.05, ground - h - 14, w * 0.6, 10, '#7b7f84'));
  for (const wx of [x + w * 0.18, x + w * 0.82]) {
    s.add(circle(wx, ground - h * 0.16, h * 0.2, '#1c1d1f'), circle(wx, ground - h * 0.16, h * 0.09, '#a4a8ad'));
  }
}

/** Aluminium ladder leaning against the wall. */
export function ladder(s: Svg, x: number, ground: number, topY: number): void {
  const lean = (ground - topY) * 0.22;
  const rail = '#b7bcc1';
  s.add(line(x, ground, x + lean, topY, rail, 8), line(x + 56, ground, x + 56 + lean, topY, rail, 8));
  const rungs: string[] = [];
  for (let t = 0.06; t < 1; t += 0.075) {
    const y = ground - (ground - topY) * t;
    rungs.push(line(x + lean * t, y, x + 56 + lean * t, y, shade(rail, -0.15), 5));
  }
  s.add(...rungs, poly([[x + lean, topY], [x + lean + 56, topY], [x + lean + 62, topY + 60], [x + lean - 6, topY + 60]], '#000000', 'opacity="0.12"'));
}

/** Sun and wind sensor on a wall bracket: a small box and a cup anemometer. */
export function windSensor(s: Svg, x: number, y: number): void {
  s.add(rect(x - 50, y - 4, 56, 10, '#9ea3a8'), `<rect x="${f(x - 6)}" y="${f(y - 30)}" width="40" height="44" rx="8" fill="#f4f4f1"/>`);
  s.add(circle(x + 14, y - 32, 12, mix('#f4f4f1', '#ffd36b', 0.3)), line(x + 14, y - 44, x + 14, y - 90, '#8b9095', 4));
  for (const [dx, dy] of [[-34, 0], [30, -6], [4, 10]] as const) {
    s.add(line(x + 14, y - 90, x + 14 + dx, y - 90 + dy, '#8b9095', 3), circle(x + 14 + dx, y - 90 + dy, 9, '#f4f4f1', 'stroke="#8b9095" stroke-width="2"'));
  }
}
