import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type Params, type RouteObject } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { getMapsKeyQueryOptions } from '@/features/maps/api/get-maps-key';
import { getProductsQueryOptions } from '@/features/products/api/get-products';
import { getSiteSettingsQueryOptions } from '@/features/settings/api/get-site-settings';
import { getProjectQueryOptions } from '@/features/references/api/get-project';
import { getProjectsQueryOptions } from '@/features/references/api/get-projects';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './layout/root-layout';

/** A lazy route from a module whose default export is the page: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const productPage = page(() => import('./routes/products/product-page'));

/**
 * A lazy route behind the sign-in guard (spec §2): the guard and the page load together, and the
 * guard shows a full-screen spinner while the sign-in state loads, then /login without a user.
 * Both live in admin-only features, so visitors download neither (nor Firebase).
 */
const guarded = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [{ RequireAuth }, { default: Page }] = await Promise.all([import('@/features/auth/components/require-auth'), load()]);
  return {
    Component: function GuardedPage() {
      return (
        <RequireAuth>
          <Page />
        </RequireAuth>
      );
    },
  };
};

/** Fills a query client with one query the route renders: the very options its components use. */
export type RouteQuery = (client: QueryClient) => Promise<void>;

function query<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>): RouteQuery {
  return (client) => client.prefetchQuery(options);
}

/**
 * What a route tells the server renderer (decision 016), in its `handle`:
 * - `queries`: the data it renders; the server prefetches them from its content snapshot and
 *   embeds them, so the browser hydrates without asking again. A query every page needs (e.g.
 *   the site settings) is one more line in the root route's handle.
 * - `clientOnly`: sign-in and admin screens; the server answers the page frame and the browser renders.
 */
export interface RouteHandle {
  queries?: (params: Params) => RouteQuery[];
  clientOnly?: true;
}

const handle = (h: RouteHandle) => h;
const clientOnly = handle({ clientOnly: true });
const products = handle({ queries: () => [query(getProductsQueryOptions())] });

/** The spec's /prosjekter routes are the references now: a permanent redirect, on the server and in the browser. */
const projectRedirect = ({ params }: { params: Params }) => {
  const id = params['*']?.split('/')[0];
  return redirect(id ? href.reference(id) : paths.references, 301);
};

/**
 * The route table (spec §2). Static segments outrank parameters, so the admin routes
 * (/produkter/ny, /produkter/endre/:productId, /referanser/ny, …) sit beside the public ones,
 * lazy and guarded: visitors never download them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Every page: the footer's facts (site settings) and its map.
    handle: handle({ queries: () => [query(getSiteSettingsQueryOptions()), query(getMapsKeyQueryOptions())] }),
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <LoadingBlock minHeight={480} />,
    children: [
      { path: paths.home, handle: handle({ queries: () => [query(getProductsQueryOptions()), query(getProjectsQueryOptions())] }), lazy: page(() => import('./routes/home')) },
      {
        path: paths.products,
        handle: products,
        lazy: page(() => import('./routes/products/layout')),
        children: [
          { index: true, lazy: productPage },
          { path: paths.productCategory, lazy: productPage },
          { path: paths.productProduct, lazy: productPage },
          { path: paths.productSub, lazy: productPage },
          { path: paths.productSubSub, lazy: productPage },
        ],
      },
      { path: `${paths.projects}/*`, loader: projectRedirect },
      {
        path: paths.references,
        handle: handle({ queries: () => [query(getProjectsQueryOptions())] }),
        lazy: page(() => import('./routes/references/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/references/list')) },
          { path: paths.reference, handle: handle({ queries: ({ id = '' }) => [query(getProjectQueryOptions(id))] }), lazy: page(() => import('./routes/references/detail')) },
        ],
      },
      { path: paths.about, lazy: page(() => import('./routes/about')) },
      { path: paths.contact, lazy: page(() => import('./routes/contact')) },
      // Admin and account routes: lazy, guarded. Static segments (ny, endre) outrank :categoryId and :id.
      { path: paths.login, handle: clientOnly, lazy: page(() => import('@/features/auth/routes/login')) },
      { path: paths.profile, handle: clientOnly, lazy: guarded(() => import('@/features/auth/routes/profile')) },
      { path: paths.admin, handle: clientOnly, lazy: guarded(() => import('@/features/admin/routes/dashboard')) },
      { path: paths.settings, handle: clientOnly, lazy: guarded(() => import('@/features/settings/admin/routes/settings-screen')) },
      { path: paths.productNew, handle: clientOnly, lazy: guarded(() => import('@/features/product-admin/routes/product-new')) },
      { path: paths.productEdit, handle: clientOnly, lazy: guarded(() => import('@/features/product-admin/routes/product-edit')) },
      { path: paths.referenceNew, handle: clientOnly, lazy: guarded(() => import('@/features/project-admin/routes/project-new')) },
      { path: paths.referenceEdit, handle: clientOnly, lazy: guarded(() => import('@/features/project-admin/routes/project-edit')) },
      { path: paths.notFound, element: <NotFound /> },
    ],
  },
];
