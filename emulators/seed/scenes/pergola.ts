import type { FabricColours } from './palette';
import { ellipse, f, line, lerpPt, poly, rect, shade, type Point, type Svg } from './svg';

export type PergolaRoof = 'louvres' | 'glass' | 'fabric';

export interface Pergola {
  x1: number;
  x2: number;
  /** Underside of the front beam; the roof lies above eye level, so its far edge looks lower. */
  frontTop: number;
  backTop: number;
  inset: number;
  ground: number;
  backGround: number;
  colour: string;
  roof: PergolaRoof;
  fabric: FabricColours;
  glassWalls: boolean;
  led: boolean;
}

function corners(o: Pergola): { fl: Point; fr: Point; bl: Point; br: Point } {
  return { fl: [o.x1, o.frontTop], fr: [o.x2, o.frontTop], bl: [o.x1 + o.inset, o.backTop], br: [o.x2 - o.inset, o.backTop] };
}

/** Back posts and the roof; drawn before the furniture that stands under it. */
export function pergolaBack(s: Svg, o: Pergola): void {
  const { fl, fr, bl, br } = corners(o);
  const post = shade(o.colour, -0.05);
  s.add(rect(bl[0] - 9, bl[1], 18, o.backGround - bl[1], post), rect(br[0] - 9, br[1], 18, o.backGround - br[1], post));
  if (o.roof === 'louvres') {
    const n = 16;
    for (let i = n - 1; i >= 0; i--) {
      const t0 = 1 - (1 - i / n) ** 1.3;
      const t1 = 1 - (1 - (i + 0.62) / n) ** 1.3;
      const l0 = lerpPt(fl, bl, t0);
      const r0 = lerpPt(fr, br, t0);
      const l1 = lerpPt(fl, bl, t1);
      const r1 = lerpPt(fr, br, t1);
      s.add(poly([l0, r0, r1, l1], s.linear([[0, shade(o.colour, 0.18)], [1, shade(o.colour, -0.25)]])));
    }
  } else if (o.roof === 'glass') {
    s.add(poly([fl, fr, br, bl], '#cfe4ef', 'opacity="0.28"'));
    const rafters = 6;
    for (let i = 0; i <= rafters; i++) {
      const t = i / rafters;
      s.add(line(...lerpPt(fl, fr, t), ...lerpPt(bl, br, t), shade(o.colour, -0.1), 9));
    }
    s.add(poly([lerpPt(fl, fr, 0.2), lerpPt(fl, fr, 0.3), lerpPt(bl, br, 0.22), lerpPt(bl, br, 0.15)], '#ffffff', 'opacity="0.18"'));
  } else {
    const folds = 9;
    for (let i = 0; i < folds; i++) {
      const t0 = i / folds;
      const t1 = (i + 1) / folds;
      const colour = shade(o.fabric.base, i % 2 ? -0.14 : 0.06);
      s.add(poly([lerpPt(fl, bl, t0), lerpPt(fr, br, t0), lerpPt(fr, br, t1), lerpPt(fl, bl, t1)], colour));
    }
  }
  s.add(rect(bl[0] - 10, bl[1] - 10, br[0] - bl[0] + 20, 22, shade(o.colour, -0.1)));
  s.add(poly([[fl[0], fl[1] - 34], [bl[0], bl[1] - 10], [bl[0], bl[1] + 12], [fl[0], fl[1]]], shade(o.colour, -0.18)));
  s.add(poly([[fr[0], fr[1] - 34], [br[0], br[1] - 10], [br[0], br[1] + 12], [fr[0], fr[1]]], shade(o.colour, -0.18)));
}

/** Front posts, front beam, optional glass walls and LED strips; drawn over the furniture. */
export function pergolaFront(s: Svg, o: Pergola): void {
  const { fl, fr, bl, br } = corners(o);
  if (o.glassWalls) {
    const glass = '#d4e8f2';
    s.add(poly([[fl[0], fl[1]], [bl[0], bl[1] + 12], [bl[0], o.backGround], [fl[0], o.ground]], glass, 'opacity="0.2"'));
    s.add(poly([[fr[0], fr[1]], [br[0], br[1] + 12], [br[0], o.backGround], [fr[0], o.ground]], glass, 'opacity="0.2"'));
    const w = o.x2 - o.x1;
    for (let i = 0; i < 4; i++) {
      const x = o.x1 + (w * i) / 4;
      s.add(rect(x, o.frontTop, w / 4, o.ground - o.frontTop, glass, 'opacity="0.12"'), line(x, o.frontTop, x, o.ground, '#8c959c', 3));
      s.add(poly([[x + w * 0.05, o.frontTop + 40], [x + w * 0.09, o.frontTop + 40], [x + w * 0.02, o.ground - 60], [x - w * 0.02, o.ground - 60]], '#ffffff', 'opacity="0.16"'));
    }
    s.add(rect(o.x1, o.ground - 12, o.x2 - o.x1, 12, '#8c959c'));
  }
  if (o.led) {
    s.add(ellipse((o.x1 + o.x2) / 2, (o.ground + o.backGround) / 2, (o.x2 - o.x1) * 0.45, (o.ground - o.backGround) * 0.7, s.radial([[0, '#ffd89a', 0.35], [1, '#ffd89a', 0]])));
    for (const [w, a] of [[22, 0.18], [10, 0.35], [4, 1]] as const) {
      s.add(`<polyline points="${f(bl[0])},${f(bl[1] + 12)} ${f(fl[0])},${f(fl[1] + 2)} ${f(fr[0])},${f(fr[1] + 2)} ${f(br[0])},${f(br[1] + 12)}" fill="none" stroke="#fff1c9" stroke-width="${w}" opacity="${a}"/>`);
    }
  }
  const post = s.linear([[0, shade(o.colour, 0.15)], [1, shade(o.colour, -0.2)]], 0, 0, 1, 0);
  s.add(rect(fl[0] - 16, fl[1] - 34, 32, o.ground - fl[1] + 34, post), rect(fr[0] - 16, fr[1] - 34, 32, o.ground - fr[1] + 34, post));
  s.add(rect(fl[0] - 18, fl[1] - 40, fr[0] - fl[0] + 36, 44, s.linear([[0, shade(o.colour, 0.2)], [1, shade(o.colour, -0.15)]])));
}
