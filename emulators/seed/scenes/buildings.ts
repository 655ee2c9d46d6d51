import type { Sky } from './palette';
import { ROOFS } from './palette';
import { f, jitter, line, mix, poly, rect, shade, type Svg } from './svg';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Glass with a reflection of the sky, a frame and glazing bars. */
export function glazing(s: Svg, b: Box, sky: Sky, frame = '#f4f3ef', bars = true): void {
  const { rng } = s;
  const fw = Math.max(6, Math.min(b.w, b.h) * 0.05);
  s.add(rect(b.x - fw, b.y - fw, b.w + 2 * fw, b.h + 2 * fw, frame));
  const glass = s.linear([[0, mix(sky.top, '#20303c', 0.35)], [0.55, mix(sky.horizon, '#2a3a44', 0.45)], [1, '#26323a']], 0, 0, 0.3, 1);
  s.add(rect(b.x, b.y, b.w, b.h, glass));
  const rx = b.x + b.w * rng.range(0.05, 0.5);
  s.add(poly([[rx, b.y], [rx + b.w * 0.18, b.y], [rx - b.w * 0.1, b.y + b.h], [rx - b.w * 0.28, b.y + b.h]], '#ffffff', 'opacity="0.09"'));
  if (bars) {
    s.add(rect(b.x + b.w / 2 - fw / 2, b.y, fw, b.h, frame));
    if (b.h > b.w * 1.3) s.add(rect(b.x, b.y + b.h * 0.3, b.w, fw * 0.8, frame));
  }
  s.add(rect(b.x - fw * 1.6, b.y + b.h + fw, b.w + fw * 3.2, fw * 0.9, shade(frame, -0.12)));
}

function boards(s: Svg, x: number, y: number, w: number, h: number, colour: string, step = 15): void {
  const lines: string[] = [];
  for (let bx = x + step; bx < x + w; bx += step) lines.push(line(bx, y, bx, y + h, shade(colour, -0.35), 1.4));
  s.add(`<g opacity="0.35">${lines.join('')}</g>`);
}

/** Facade shading: lighter where the sun hits, darker low down. */
function wallLight(s: Svg, x: number, y: number, w: number, h: number, sunLeft: boolean): void {
  s.add(rect(x, y, w, h, s.linear([[0, '#ffffff', 0.1], [1, '#000000', 0.12]], sunLeft ? 0 : 1, 0, sunLeft ? 1 : 0, 1)));
}

export interface House {
  top: number;
  /** Window rows, ground floor last. */
  rows: Box[][];
  door: Box | null;
}

/** A Norwegian wooden house seen from its long side: board cladding, gabled roof, white trims. */
export function woodHouse(s: Svg, o: { x: number; w: number; ground: number; colour: string; storeys: 1 | 2; sky: Sky; sunLeft: boolean; door?: boolean }): House {
  const { rng } = s;
  const storeyH = rng.range(270, 300);
  const top = o.ground - storeyH * o.storeys - 40;
  const roofH = rng.range(150, 210);
  const roof = rng.pick(ROOFS);
  const trim = o.colour === '#ebe9e1' ? '#f7f6f2' : '#f1efe9';
  s.add(poly([[o.x - 50, top + 8], [o.x + o.w + 50, top + 8], [o.x + o.w - 110, top - roofH], [o.x + 110, top - roofH]], roof));
  const tiles: string[] = [];
  for (let y = top - roofH + 16; y < top; y += 16) tiles.push(line(o.x - 40, y, o.x + o.w + 40, y, shade(roof, 0.12), 1.2));
  s.add(`<g opacity="0.5" ${s.clip(poly([[o.x - 50, top + 8], [o.x + o.w + 50, top + 8], [o.x + o.w - 110, top - roofH], [o.x + 110, top - roofH]], '#000'))}>${tiles.join('')}</g>`);
  if (rng.chance(0.6)) {
    const cx = o.x + o.w * rng.range(0.25, 0.75);
    s.add(rect(cx, top - roofH - 50, 46, roofH * 0.6 + 50, shade(roof, 0.15)), rect(cx - 6, top - roofH - 58, 58, 12, shade(roof, -0.2)));
  }
  s.add(rect(o.x, top, o.w, o.ground - top, o.colour));
  boards(s, o.x, top, o.w, o.ground - top, o.colour);
  wallLight(s, o.x, top, o.w, o.ground - top, o.sunLeft);
  s.add(rect(o.x - 6, top, 18, o.ground - top, trim), rect(o.x + o.w - 12, top, 18, o.ground - top, trim), rect(o.x - 30, top, o.w + 60, 14, trim));
  s.add(rect(o.x - 4, top + 14, o.w + 8, 26, '#000000', 'opacity="0.25"'));
  const cols = Math.max(2, Math.floor(o.w / 250));
  const slot = o.w / cols;
  const rows: Box[][] = [];
  let door: Box | null = null;
  const doorCol = o.door === false ? -1 : rng.int(0, cols - 1);
  for (let r = 0; r < o.storeys; r++) {
    const rowTop = top + 40 + r * storeyH;
    const row: Box[] = [];
    for (let c = 0; c < cols; c++) {
      const isDoor = r === o.storeys - 1 && c === doorCol;
      const w = slot * (isDoor ? 0.42 : 0.48);
      const box = isDoor
        ? { x: o.x + slot * c + (slot - w) / 2, y: o.ground - storeyH * 0.86, w, h: storeyH * 0.86 - 8 }
        : { x: o.x + slot * c + (slot - w) / 2, y: rowTop + storeyH * 0.22, w, h: storeyH * 0.5 };
      glazing(s, box, o.sky, trim, true);
      if (isDoor) door = box;
      else row.push(box);
    }
    rows.push(row);
  }
  s.add(rect(o.x - 10, o.ground - 16, o.w + 20, 16, '#5d5d5a'));
  return { top, rows, door };
}

/** A flat-roofed modern house or small office: large windows, smooth or vertical cladding. */
export function modernHouse(s: Svg, o: { x: number; w: number; ground: number; colour: string; storeys: number; sky: Sky; sunLeft: boolean }): House {
  const { rng } = s;
  const storeyH = rng.range(250, 290);
  const top = o.ground - storeyH * o.storeys - 30;
  s.add(rect(o.x, top, o.w, o.ground - top, o.colour));
  if (rng.chance(0.5)) boards(s, o.x, top, o.w, o.ground - top, o.colour, 10);
  wallLight(s, o.x, top, o.w, o.ground - top, o.sunLeft);
  s.add(rect(o.x - 14, top - 18, o.w + 28, 22, '#2b2d30'));
  const cols = Math.max(2, Math.floor(o.w / 300));
  const slot = o.w / cols;
  const rows: Box[][] = [];
  for (let r = 0; r < o.storeys; r++) {
    const row: Box[] = [];
    for (let c = 0; c < cols; c++) {
      const w = slot * rng.range(0.62, 0.7);
      const box = { x: o.x + slot * c + (slot - w) / 2, y: top + 50 + r * storeyH, w, h: storeyH * 0.7 };
      glazing(s, box, o.sky, '#2f3236', false);
      row.push(box);
    }
    rows.push(row);
  }
  s.add(rect(o.x - 8, o.ground - 12, o.w + 16, 12, '#55575a'));
  return { top, rows, door: null };
}

/** Office block: plaster bands between rows of windows. */
export function officeBlock(s: Svg, o: { x: number; w: number; ground: number; floors: number; sky: Sky; sunLeft: boolean }): House {
  const { rng } = s;
  const colour = rng.pick(['#d9d6cf', '#c9ccce', '#e6e2d8', '#b7b1a6']);
  const floorH = rng.range(130, 150);
  const top = o.ground - floorH * o.floors - 30;
  s.add(rect(o.x, top, o.w, o.ground - top, colour));
  wallLight(s, o.x, top, o.w, o.ground - top, o.sunLeft);
  s.add(rect(o.x - 10, top - 14, o.w + 20, 18, shade(colour, -0.4)));
  const cols = Math.floor(o.w / 120);
  const slot = o.w / cols;
  const rows: Box[][] = [];
  for (let r = 0; r < o.floors; r++) {
    const row: Box[] = [];
    for (let c = 0; c < cols; c++) {
      const box = { x: o.x + slot * c + slot * 0.1, y: top + 30 + r * floorH, w: slot * 0.8, h: floorH * 0.66 };
      glazing(s, box, o.sky, '#3b3f43', false);
      row.push(box);
    }
    rows.push(row);
  }
  const entrance = { x: o.x + o.w * rng.range(0.3, 0.6), y: o.ground - floorH * 0.8, w: slot * 1.6, h: floorH * 0.8 };
  glazing(s, entrance, o.sky, '#3b3f43', true);
  return { top, rows, door: entrance };
}

/** Town building with a shop front on the ground floor; returns the shop windows in the last row. */
export function townhouse(s: Svg, o: { x: number; w: number; ground: number; colour: string; floors: number; sky: Sky; sunLeft: boolean }): House {
  const { rng } = s;
  const floorH = rng.range(200, 230);
  const shopH = 290;
  const top = o.ground - shopH - floorH * (o.floors - 1) - 20;
  s.add(rect(o.x, top, o.w, o.ground - top, o.colour));
  wallLight(s, o.x, top, o.w, o.ground - top, o.sunLeft);
  s.add(rect(o.x - 12, top - 16, o.w + 24, 22, shade(o.colour, -0.3)), rect(o.x, o.ground - shopH - 14, o.w, 14, shade(o.colour, 0.25)));
  const cols = Math.max(3, Math.floor(o.w / 200));
  const slot = o.w / cols;
  const rows: Box[][] = [];
  for (let r = 0; r < o.floors - 1; r++) {
    const row: Box[] = [];
    for (let c = 0; c < cols; c++) {
      const box = { x: o.x + slot * c + slot * 0.3, y: top + 40 + r * floorH, w: slot * 0.4, h: floorH * 0.62 };
      glazing(s, box, o.sky, '#f2f0ea', true);
      row.push(box);
    }
    rows.push(row);
  }
  const shop: Box[] = [];
  const frame = rng.pick(['#2c2f33', '#3d4a3d', '#4a2e2a', '#f0eee8']);
  for (let c = 0; c < cols; c++) {
    const box = { x: o.x + slot * c + 16, y: o.ground - shopH + 40, w: slot - 32, h: shopH - 52 };
    glazing(s, box, o.sky, frame, c === Math.floor(cols / 2));
    shop.push(box);
  }
  rows.push(shop);
  return { top, rows, door: null };
}

/** Apartment block: balconies with railings in a grid; the row lists hold the balconies. */
export function apartmentBlock(s: Svg, o: { x: number; w: number; ground: number; colour: string; floors: number; sky: Sky; sunLeft: boolean }): House {
  const { rng } = s;
  const floorH = rng.range(165, 180);
  const top = o.ground - floorH * o.floors - 30;
  s.add(rect(o.x, top, o.w, o.ground - top, o.colour));
  wallLight(s, o.x, top, o.w, o.ground - top, o.sunLeft);
  s.add(rect(o.x - 10, top - 14, o.w + 20, 18, '#2f3134'));
  const cols = Math.max(2, Math.floor(o.w / 330));
  const slot = o.w / cols;
  const railing = rng.pick(['#f1f1ee', '#3b3f44', '#a7b4bd']);
  const rows: Box[][] = [];
  for (let r = 0; r < o.floors; r++) {
    const row: Box[] = [];
    for (let c = 0; c < cols; c++) {
      const bx = o.x + slot * c + slot * 0.1;
      const by = top + 30 + r * floorH;
      const bw = slot * 0.8;
      glazing(s, { x: bx + bw * 0.1, y: by + 18, w: bw * 0.35, h: floorH * 0.72 }, o.sky, '#f2f1ec', true);
      glazing(s, { x: bx + bw * 0.55, y: by + 30, w: bw * 0.3, h: floorH * 0.4 }, o.sky, '#f2f1ec', true);
      const floor = by + floorH - 14;
      s.add(rect(bx - 12, floor, bw + 24, 12, shade(o.colour, -0.25)));
      if (r < o.floors) {
        s.add(rect(bx - 8, floor - 62, bw + 16, 62, railing, `opacity="${railing === '#a7b4bd' ? 0.55 : 0.92}"`));
        s.add(rect(bx - 8, floor - 66, bw + 16, 6, shade(railing, -0.2)));
      }
      row.push({ x: bx, y: by, w: bw, h: floorH - 14 });
    }
    rows.push(row);
  }
  return { top, rows, door: null };
}

/** A parked car seen from the side. */
export function car(s: Svg, x: number, ground: number, w: number): void {
  const { rng } = s;
  const body = jitter(rng, rng.pick(['#b8bcc0', '#1f2326', '#7b1e1e', '#e9e9e6', '#2d4e78', '#4a4f55']), 0.05);
  const h = w * 0.3;
  s.add(
    poly([[x, ground - h * 0.35], [x + w * 0.05, ground - h * 0.7], [x + w * 0.28, ground - h * 0.75], [x + w * 0.4, ground - h * 1.2], [x + w * 0.75, ground - h * 1.2], [x + w * 0.9, ground - h * 0.75], [x + w, ground - h * 0.6], [x + w, ground - h * 0.2], [x, ground - h * 0.2]], body),
    poly([[x + w * 0.42, ground - h * 1.12], [x + w * 0.57, ground - h * 1.12], [x + w * 0.57, ground - h * 0.78], [x + w * 0.32, ground - h * 0.78]], '#2a3640'),
    poly([[x + w * 0.6, ground - h * 1.12], [x + w * 0.74, ground - h * 1.12], [x + w * 0.86, ground - h * 0.78], [x + w * 0.6, ground - h * 0.78]], '#2a3640'),
  );
  for (const wx of [x + w * 0.2, x + w * 0.8]) {
    s.add(`<circle cx="${f(wx)}" cy="${f(ground - h * 0.2)}" r="${f(h * 0.26)}" fill="#1b1c1e"/>`, `<circle cx="${f(wx)}" cy="${f(ground - h * 0.2)}" r="${f(h * 0.12)}" fill="#9a9ea3"/>`);
  }
}
