import { bookingRouteSpecs } from './bookings';
import { campaignRouteSpecs } from './campaigns';
import { coreRouteSpecs } from './core';
import { historyRouteSpecs } from './history';
import { imageRouteSpecs } from './images';
import { operationRouteSpecs } from './operations';
import { previewLinkRouteSpecs } from './preview-links';
import { quoteRouteSpecs } from './quotes';
import { redirectRouteSpecs } from './redirects';
import type { RouteSpec } from './registry';
import { salesRouteSpecs } from './sales';
import { settingsRouteSpecs } from './settings';
import { statsRouteSpecs } from './stats';
import { userRouteSpecs } from './users';

export type { RouteSpec } from './registry';

/** Every documented route; docs/api.md is rendered from this list and tests hold it equal to the app's routes. */
export const allRoutes: RouteSpec[] = [...coreRouteSpecs, ...imageRouteSpecs, ...operationRouteSpecs, ...salesRouteSpecs, ...settingsRouteSpecs, ...historyRouteSpecs, ...previewLinkRouteSpecs, ...statsRouteSpecs, ...redirectRouteSpecs, ...userRouteSpecs, ...campaignRouteSpecs, ...bookingRouteSpecs, ...quoteRouteSpecs];
