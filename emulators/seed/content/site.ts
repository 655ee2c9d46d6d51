import type { SitePhoto } from './types';

const HERO = { width: 1920, height: 1080 } as const;
const PORTRAIT = { width: 800, height: 1000 } as const;

/**
 * Photos the static pages use by fixed name (raw/site/<name>): the home carousel, the about
 * page and the contact page's team grid. The pages write their own alt texts.
 */
export const SITE_PHOTOS: readonly SitePhoto[] = [
  { name: 'hero-1.jpg', scene: 'terrace-awning', time: 'evening', fabric: 'grey-stripes', wall: 'white', ...HERO },
  { name: 'hero-2.jpg', scene: 'pergola', time: 'day', wall: 'dark', ...HERO },
  { name: 'hero-3.jpg', scene: 'screen-facade', time: 'morning', fabric: 'anthracite', wall: 'white', ...HERO },
  { name: 'about-main.jpg', scene: 'storefront', time: 'day', fabric: 'blue-stripes', ...PORTRAIT },
  { name: 'about-1.jpg', scene: 'service', time: 'morning', ...PORTRAIT },
  { name: 'about-2.jpg', scene: 'window-awning', time: 'day', fabric: 'red-stripes', wall: 'yellow', ...PORTRAIT },
  // Seeds picked so the three colleagues in the team grid do not look alike.
  { name: 'team-1.jpg', seed: 'site/team/kari', scene: 'portrait', ...PORTRAIT },
  { name: 'team-2.jpg', seed: 'site/team/jon', scene: 'portrait', ...PORTRAIT },
  { name: 'team-3.jpg', seed: 'site/team/nils', scene: 'portrait', ...PORTRAIT },
];
