import type { TimeOfDay } from '../content/types';
import type { FabricColours, Sky } from './palette';

/** Everything a scene needs to know besides its random source. */
export interface Look {
  time: TimeOfDay;
  sky: Sky;
  fabric: FabricColours;
  wall: string;
  /** Colour of aluminium profiles: cassette, rails, posts. */
  frame: string;
}
