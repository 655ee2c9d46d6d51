import type { Fabric, TimeOfDay, Wall } from '../content/types';

export interface Sky {
  top: string;
  horizon: string;
  sun: string | null;
  /** Sun height as a share of the horizon height (0 = top of the picture). */
  sunY: number;
  clouds: string;
  /** Laid over the whole picture: evening light is warm, morning light pale. */
  tint: { colour: string; opacity: number };
  /** How strong cast shadows are. */
  shadow: number;
}

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: { top: '#7fa7d6', horizon: '#f3e0c4', sun: '#fff3d6', sunY: 0.55, clouds: '#fbf4ea', tint: { colour: '#ffe7bf', opacity: 0.06 }, shadow: 0.2 },
  day: { top: '#3f7fcf', horizon: '#bcdaf1', sun: '#fffbea', sunY: 0.18, clouds: '#ffffff', tint: { colour: '#ffffff', opacity: 0 }, shadow: 0.3 },
  evening: { top: '#35467e', horizon: '#f4a865', sun: '#ffd08a', sunY: 0.7, clouds: '#f6c3a0', tint: { colour: '#ff9a4d', opacity: 0.12 }, shadow: 0.24 },
  overcast: { top: '#8a96a3', horizon: '#d3d8dc', sun: null, sunY: 0.3, clouds: '#e6e8ea', tint: { colour: '#9aa5ad', opacity: 0.06 }, shadow: 0.1 },
};

export const TIMES: readonly TimeOfDay[] = ['morning', 'day', 'day', 'day', 'evening', 'overcast'];

export interface FabricColours {
  base: string;
  /** Second stripe colour; null for a plain fabric. */
  stripe: string | null;
}

export const FABRICS: Record<Fabric, FabricColours> = {
  'grey-stripes': { base: '#7d838a', stripe: '#ecebe6' },
  'blue-stripes': { base: '#2c5b8e', stripe: '#f1efe8' },
  'red-stripes': { base: '#b0302b', stripe: '#f2eee6' },
  'green-stripes': { base: '#3d6b48', stripe: '#efeee6' },
  'orange-stripes': { base: '#d77a2e', stripe: '#f3efe4' },
  beige: { base: '#d6c4a0', stripe: null },
  anthracite: { base: '#3a3e43', stripe: null },
  white: { base: '#eceae3', stripe: null },
  blue: { base: '#33608f', stripe: null },
};

export const FABRIC_NAMES = Object.keys(FABRICS) as Fabric[];

export const WALLS: Record<Wall, string> = {
  red: '#8c2f24',
  white: '#ebe9e1',
  yellow: '#d7a94b',
  grey: '#8b949a',
  dark: '#3b3e40',
};

export const WALL_NAMES = Object.keys(WALLS) as Wall[];

export const ROOFS = ['#34383c', '#4a2d26', '#2d2f31', '#5b3b2e'] as const;
export const METALS = ['#e9e9e6', '#b9bdc1', '#3c4045'] as const;
export const INTERIOR_WALLS = ['#efe9df', '#e6e4de', '#dfe3da', '#ebe1d2', '#e2e6ea'] as const;
export const GREENS = ['#3f6b35', '#4f7d3a', '#5d8a3f', '#2f5a2e', '#6c9447'] as const;
