import { circle, ellipse, f, jitter, mix, path, rect, shade, type Svg } from './svg';

const SKIN = ['#f1c7a5', '#e3b08b', '#c98e66', '#f3d3ba', '#9a6444'] as const;
const HAIR = ['#2b1f18', '#6b4a2e', '#c9a15a', '#8f8a84', '#3a2a20', '#a9502c'] as const;
const CLOTHES = ['#2f4a6d', '#3d3f44', '#7a2e2e', '#4f6b4a', '#1f2b3a', '#8c7a62'] as const;

/** A stylised head-and-shoulders staff photo on a soft, out-of-focus office background. */
export function portraitScene(s: Svg): void {
  const { rng } = s;
  const bg = rng.pick(['#c9d3da', '#d8d0c4', '#cfd8cc', '#d9d9d6']);
  s.add(rect(0, 0, s.w, s.h, s.linear([[0, shade(bg, 0.15)], [1, shade(bg, -0.15)]], 0, 0, 1, 1)));
  for (let i = 0; i < 14; i++) s.add(circle(rng.range(0, s.w), rng.range(0, s.h * 0.7), rng.range(30, 110), jitter(rng, bg, 0.25), `opacity="${f(rng.range(0.15, 0.4))}"`));
  s.add(rect(0, 0, s.w, s.h, s.radial([[0, '#ffffff', 0.25], [1, '#ffffff', 0]], rng.range(0.2, 0.8), 0.3, 0.6)));
  const cx = s.w / 2 + rng.range(-30, 30);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  const long = rng.chance(0.4);
  const headY = rng.range(445, 470);
  if (long) s.add(path(`M${f(cx - 150)},${f(headY - 40)} Q${f(cx - 190)},${f(headY + 220)} ${f(cx - 140)},${f(headY + 300)} H${f(cx + 140)} Q${f(cx + 190)},${f(headY + 220)} ${f(cx + 150)},${f(headY - 40)} Z`, shade(hair, -0.1)));
  s.add(path(`M${f(cx - 330)},1000 C${f(cx - 320)},790 ${f(cx - 230)},720 ${f(cx - 80)},695 L${f(cx + 80)},695 C${f(cx + 230)},720 ${f(cx + 320)},790 ${f(cx + 330)},1000 Z`, s.linear([[0, shade(clothes, 0.12)], [1, shade(clothes, -0.2)]])));
  s.add(path(`M${f(cx - 80)},695 L${f(cx)},800 L${f(cx + 80)},695 Z`, rng.chance(0.5) ? '#f2f1ec' : shade(skin, -0.08)));
  s.add(rect(cx - 50, headY + 100, 100, 700 - headY - 95, shade(skin, -0.15)));
  // The features below are drawn at a base size and scaled up together around the head.
  s.add(`<g transform="translate(${f(cx)},${f(headY)}) scale(1.18) translate(${f(-cx)},${f(-headY)})">`);
  s.add(ellipse(cx - 112, headY + 10, 18, 30, shade(skin, -0.06)), ellipse(cx + 112, headY + 10, 18, 30, shade(skin, -0.06)));
  s.add(ellipse(cx, headY, 112, 142, s.linear([[0, shade(skin, 0.08)], [1, shade(skin, -0.1)]], 0, 0, 1, 0.3)));
  s.add(path(`M${f(cx - 118)},${f(headY - 10)} Q${f(cx - 125)},${f(headY - 160)} ${f(cx)},${f(headY - 150)} Q${f(cx + 125)},${f(headY - 160)} ${f(cx + 118)},${f(headY - 10)} Q${f(cx + 90)},${f(headY - 95)} ${f(cx - 20)},${f(headY - 90)} Q${f(cx - 95)},${f(headY - 85)} ${f(cx - 118)},${f(headY - 10)} Z`, hair));
  for (const side of [-1, 1]) {
    s.add(ellipse(cx + side * 42, headY + 5, 10, 7, '#2a2220'), path(`M${f(cx + side * 62)},${f(headY - 22)} Q${f(cx + side * 42)},${f(headY - 32)} ${f(cx + side * 22)},${f(headY - 22)}`, 'none', `stroke="${shade(hair, -0.1)}" stroke-width="6" stroke-linecap="round"`));
  }
  s.add(path(`M${f(cx - 4)},${f(headY + 10)} Q${f(cx - 14)},${f(headY + 50)} ${f(cx + 6)},${f(headY + 58)}`, 'none', `stroke="${shade(skin, -0.25)}" stroke-width="4" stroke-linecap="round"`));
  s.add(path(`M${f(cx - 34)},${f(headY + 82)} Q${f(cx)},${f(headY + 104)} ${f(cx + 34)},${f(headY + 82)}`, 'none', `stroke="${mix(skin, '#8a3b32', 0.6)}" stroke-width="6" stroke-linecap="round"`));
  if (!long && rng.chance(0.35)) s.add(path(`M${f(cx - 100)},${f(headY + 30)} Q${f(cx - 90)},${f(headY + 150)} ${f(cx)},${f(headY + 145)} Q${f(cx + 90)},${f(headY + 150)} ${f(cx + 100)},${f(headY + 30)} Q${f(cx)},${f(headY + 120)} ${f(cx - 100)},${f(headY + 30)} Z`, hair, 'opacity="0.85"'));
  s.add('</g>');
}
