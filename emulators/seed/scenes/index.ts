import type { SceneKind } from '../content/types';
import type { Rng } from '../rng';
import { controlScene, interiorScene, skylightScene } from './indoor';
import type { Look } from './look';
import { balconyScene, officeScene, pergolaScene, screenScene, storefrontScene, terraceScene, windowAwningScene } from './outdoor';
import { portraitScene } from './portrait';
import { rect, Svg } from './svg';

/** Scenes are drawn on a fixed canvas; rendering crops it to the requested aspect ratio. */
const LANDSCAPE = { w: 1600, h: 1067 } as const;
const PORTRAIT = { w: 800, h: 1000 } as const;

function draw(s: Svg, scene: SceneKind, look: Look): void {
  switch (scene) {
    case 'terrace-awning':
      return terraceScene(s, look, { cassette: true });
    case 'open-awning':
      return terraceScene(s, look, { cassette: false });
    case 'sensor':
      return terraceScene(s, look, { cassette: true, sensor: true });
    case 'service':
      return terraceScene(s, look, { cassette: s.rng.chance(0.5), service: true });
    case 'window-awning':
      return windowAwningScene(s, look, false);
    case 'basket-awning':
      return windowAwningScene(s, look, true);
    case 'balcony-awning':
      return balconyScene(s, look);
    case 'storefront':
      return storefrontScene(s, look);
    case 'screen-facade':
      return screenScene(s, look, 'screen');
    case 'exterior-blinds':
      return screenScene(s, look, 'blinds');
    case 'shutters':
      return screenScene(s, look, 'shutter');
    case 'office-screens':
      return officeScene(s, look);
    case 'pergola':
      return pergolaScene(s, look, { roof: 'louvres', glassWalls: false, led: false });
    case 'pergola-glass':
      return pergolaScene(s, look, { roof: 'louvres', glassWalls: true, led: true });
    case 'glass-roof':
      return pergolaScene(s, look, { roof: 'glass', glassWalls: false, led: false });
    case 'pergola-awning':
      return pergolaScene(s, look, { roof: 'fabric', glassWalls: false, led: false });
    case 'control':
      return controlScene(s, look);
    case 'skylight':
      return skylightScene(s, look);
    case 'portrait':
      return portraitScene(s);
    case 'blinds':
    case 'wood-blinds':
    case 'vertical-blinds':
    case 'pleated':
    case 'honeycomb':
    case 'roller':
    case 'blackout':
    case 'day-night':
      return interiorScene(s, look, scene);
  }
}

/** The whole picture as SVG text, cropped to width x height like a photo. */
export function sceneSvg(rng: Rng, scene: SceneKind, look: Look, width: number, height: number): string {
  const size = scene === 'portrait' ? PORTRAIT : LANDSCAPE;
  const s = new Svg(rng, size.w, size.h);
  draw(s, scene, look);
  if (look.sky.tint.opacity > 0) s.add(rect(0, 0, s.w, s.h, look.sky.tint.colour, `opacity="${look.sky.tint.opacity}" style="mix-blend-mode:multiply"`));
  s.add(rect(0, 0, s.w, s.h, s.radial([[0.55, '#000000', 0], [1, '#000000', 0.32]], 0.5, 0.5, 0.75)));
  return s.render(width, height);
}
