/** What a generated picture shows; the painter draws one scene per kind. */
export type SceneKind =
  | 'terrace-awning'
  | 'open-awning'
  | 'window-awning'
  | 'basket-awning'
  | 'balcony-awning'
  | 'storefront'
  | 'sensor'
  | 'control'
  | 'screen-facade'
  | 'office-screens'
  | 'exterior-blinds'
  | 'shutters'
  | 'blinds'
  | 'wood-blinds'
  | 'vertical-blinds'
  | 'pleated'
  | 'honeycomb'
  | 'skylight'
  | 'roller'
  | 'blackout'
  | 'day-night'
  | 'pergola'
  | 'pergola-glass'
  | 'glass-roof'
  | 'pergola-awning'
  | 'service'
  | 'portrait';

export type TimeOfDay = 'morning' | 'day' | 'evening' | 'overcast';

/** Fabric of an awning, screen or curtain; named so an alt text can say which colour it is. */
export type Fabric =
  | 'grey-stripes'
  | 'blue-stripes'
  | 'red-stripes'
  | 'green-stripes'
  | 'orange-stripes'
  | 'beige'
  | 'anthracite'
  | 'white'
  | 'blue';

/** Facade colour of the building in an outdoor scene. */
export type Wall = 'red' | 'white' | 'yellow' | 'grey' | 'dark';

/**
 * One picture of a node. `alt` must describe what the painted scene really shows, so a
 * screen-reader user hears the same thing a sighted visitor sees.
 */
export interface Photo {
  alt: string;
  /** Defaults to the owner's scene. */
  scene?: SceneKind;
  /** Set when the alt text names the light (kveldssol, morgen...); otherwise the painter picks. */
  time?: TimeOfDay;
  fabric?: Fabric;
  wall?: Wall;
  /** Defaults to the owner's title. */
  title?: string;
}

export interface SeedProduct {
  title: string;
  scene: SceneKind;
  /** HTML limited to p, h2, h3, strong, em, ul, ol, li, a, br. */
  description: string;
  /** 1–4; the first is the main picture. */
  photos: Photo[];
  /** Categories (top level) only. */
  categoryPhoto?: Photo;
  sub?: SeedProduct[];
}

export interface SeedProject {
  title: string;
  scene: SceneKind;
  description: string;
  /** 3–6; the first is the main picture. */
  photos: Photo[];
  draft: boolean;
  /** How long ago the project was last changed; spreads the list over about two years. */
  ageDays: number;
}

export interface SitePhoto {
  /** File name under raw/site/. */
  name: string;
  /** Paint seed; defaults to the name. Chosen by hand where three pictures sit side by side. */
  seed?: string;
  scene: SceneKind;
  time?: TimeOfDay;
  fabric?: Fabric;
  wall?: Wall;
  width: number;
  height: number;
}
