import { gardiner } from './products/gardiner';
import { markiser } from './products/markiser';
import { pergola } from './products/pergola';
import { persienner } from './products/persienner';
import { screens } from './products/screens';
import { service } from './products/service';
import type { SeedProduct } from './types';

/** Top-level categories in display order; the home page shows the first five. */
export const categories: readonly SeedProduct[] = [markiser, screens, persienner, gardiner, pergola, service];
