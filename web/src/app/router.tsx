import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, matchRoutes, redirect, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { href, paths } from '@/config/paths';
import { getPageCampaignQueryOptions } from '@/features/campaigns/api/get-campaigns';
import { getMapsKeyQueryOptions } from '@/features/maps/api/get-maps-key';
import { getProductCardsQueryOptions, getProductOutlineQueryOptions, getProductPageQueryOptions } from '@/features/products/api/get-products';
import { TOP_LEVEL } from '@/features/products/lib/product-tree';
import { getSiteFactsQueryOptions, getSitePeopleQueryOptions } from '@/features/settings/api/get-site-settings';
import { getProjectQueryOptions } from '@/features/projects/api/get-project';
import { getProjectCardsQueryOptions } from '@/features/projects/api/get-projects';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';
import { ADMIN_ROUTES } from './admin-routes';
import { RouteErrorBoundary } from './root-error-boundary';
import { RootLayout } from './layout/root-layout';

/**
 * A page behind the sign-in guard: the guard and the page load together, and the
 * guard shows a full-screen spinner while the sign-in state loads, then /login without a user.
 * Both live in admin-only features, so visitors download neither (nor Firebase).
 */
const guarded = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(async () => {
    const [{ RequireAuth }, { default: Page }] = await Promise.all([import('@/features/auth/components/require-auth'), load()]);
    return {
      default: function GuardedPage() {
        return (
          <RequireAuth>
            <Page />
          </RequireAuth>
        );
      },
    };
  });

/** Fills a query client with one query the route renders: the very options its components use. */
export type RouteQuery = (client: QueryClient) => Promise<void>;

function query<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>): RouteQuery {
  return (client) => client.prefetchQuery(options);
}

/**
 * What a route tells the server renderer (decision 016) and the browser's first render, in its `handle`:
 * - `queries`: the data it renders; the server prefetches them from its content snapshot and
 *   embeds them, so the browser hydrates without asking again. A query every page needs (e.g.
 *   the site settings) is one more line in the root route's handle.
 * - `page`: the lazy page it renders; loaded before rendering on the server and before hydrating.
 * - `clientOnly`: sign-in and admin screens; the server answers the page frame and the browser renders.
 */
export interface RouteHandle {
  queries?: (params: Params) => RouteQuery[];
  page?: LazyPage;
  clientOnly?: true;
}

/** A route rendering a lazy page, with what else its handle says. */
const route = (lazy: LazyPage, handle: Omit<RouteHandle, 'page'> = {}) => ({ element: <lazy.Component />, handle: { ...handle, page: lazy } satisfies RouteHandle });

const clientOnly = { clientOnly: true } as const;
/**
 * A product address's own node: the last id in it (./routes/products/product-page.tsx resolves the rest).
 * Its page and its children's cards; the outline comes with the products layout.
 */
const productPage = lazyPage(() => import('./routes/products/product-page'));
const productNodeQueries = ({ categoryId, productId, subId, subSubId }: Params) => {
  const id = subSubId ?? subId ?? productId ?? categoryId ?? '';
  // A node's canonical address holds the ids from the top: its ancestry, where campaigns are placed.
  const ancestry = [categoryId, productId, subId, subSubId].filter((part): part is string => part !== undefined);
  return [query(getProductPageQueryOptions(id)), query(getProductCardsQueryOptions(id)), query(getPageCampaignQueryOptions(ancestry))];
};
const productRoute = { ...route(productPage, { queries: productNodeQueries }) };

/** Where a /prosjekter address lives now: the reference it names, or the list. */
const projectTarget = (params: Params) => {
  const id = params['*']?.split('/')[0];
  return id ? href.reference(id) : paths.references;
};

/**
 * The older /prosjekter addresses are the references now: a permanent redirect. The server answers
 * it from the loader (decision 016); in the browser it is a replace.
 */
function ProjectRedirect() {
  return <Navigate to={projectTarget(useParams())} replace />;
}

/**
 * The route table. Static segments outrank parameters, so the admin routes
 * (/produkter/ny, /produkter/endre/:productId, /referanser/ny, …) sit beside the public ones,
 * lazy and guarded: visitors never download them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Every page: the footer's facts (site settings) and its map.
    handle: { queries: () => [query(getSiteFactsQueryOptions()), query(getMapsKeyQueryOptions())] } satisfies RouteHandle,
    element: <RootLayout />,
    children: [
      {
        path: paths.home,
        ...route(lazyPage(() => import('./routes/home')), { queries: () => [query(getProductCardsQueryOptions(TOP_LEVEL)), query(getProjectCardsQueryOptions()), query(getPageCampaignQueryOptions(null))] }),
      },
      {
        path: paths.products,
        ...route(lazyPage(() => import('./routes/products/layout')), { queries: () => [query(getProductOutlineQueryOptions())] }),
        children: [
          { index: true, ...route(lazyPage(() => import('./routes/products/landing')), { queries: () => [query(getProductCardsQueryOptions(TOP_LEVEL))] }) },
          { path: paths.productCategory, ...productRoute },
          { path: paths.productProduct, ...productRoute },
          { path: paths.productSub, ...productRoute },
          { path: paths.productSubSub, ...productRoute },
        ],
      },
      {
        path: `${paths.projects}/*`,
        element: <ProjectRedirect />,
        loader: ({ params }) => redirect(projectTarget(params), 301),
      },
      {
        path: paths.references,
        ...route(lazyPage(() => import('./routes/projects/layout')), { queries: () => [query(getProjectCardsQueryOptions())] }),
        children: [
          { index: true, ...route(lazyPage(() => import('./routes/projects/list'))) },
          { path: paths.reference, ...route(lazyPage(() => import('./routes/projects/detail')), { queries: ({ id = '' }) => [query(getProjectQueryOptions(id))] }) },
        ],
      },
      { path: paths.about, ...route(lazyPage(() => import('./routes/about')), { queries: () => [query(getSitePeopleQueryOptions())] }) },
      { path: paths.contact, ...route(lazyPage(() => import('./routes/contact')), { queries: () => [query(getSitePeopleQueryOptions())] }) },
      { path: paths.privacy, ...route(lazyPage(() => import('./routes/privacy'))) },
      // The product select names every product: the outline (ids and titles) comes with the page.
      { path: paths.booking, ...route(lazyPage(() => import('./routes/booking/booking-page')), { queries: () => [query(getProductOutlineQueryOptions())] }) },
      // The manage link's page: the same HTML for every link, rendered at a stand-in path (functions/src/render.ts).
      { path: paths.bookingManage, ...route(lazyPage(() => import('./routes/booking/manage-page'))) },
      // Admin and account routes: lazy, guarded. Static segments (ny, endre) outrank :categoryId and :id.
      { path: paths.login, ...route(lazyPage(() => import('@/features/auth/routes/login')), clientOnly) },
      { path: paths.profile, ...route(guarded(() => import('@/features/auth/routes/profile')), clientOnly) },
      // The admin area: one guarded shell (the menu) around a screen per job, each its own chunk.
      {
        path: paths.admin,
        ...route(guarded(() => import('./routes/admin/admin-shell')), clientOnly),
        children: ADMIN_ROUTES.map((screen) => ({ ...(screen.path === paths.admin ? { index: true } : { path: screen.path }), ...route(lazyPage(screen.load), clientOnly) })),
      },
      { path: paths.productNew, ...route(guarded(() => import('./routes/editors/product-new')), clientOnly) },
      { path: paths.productEdit, ...route(guarded(() => import('./routes/editors/product-edit')), clientOnly) },
      { path: paths.referenceNew, ...route(guarded(() => import('./routes/editors/project-new')), clientOnly) },
      { path: paths.referenceEdit, ...route(guarded(() => import('./routes/editors/project-edit')), clientOnly) },
      { path: paths.notFound, element: <NotFound /> },
    ],
  },
];

/** What the route table says about an address: each matched route's handle and parameters. */
export function matchedHandles(pathname: string): { handle: RouteHandle | undefined; params: Params }[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => ({ handle: m.route.handle as RouteHandle | undefined, params: m.params }));
}

/** Loads the code of every page an address renders, so its first render does not suspend. */
export async function preloadPages(pathname: string): Promise<void> {
  await Promise.all(matchedHandles(pathname).map(({ handle }) => handle?.page?.preload()));
}

/** The routes, rendered for the current address; an error in a page shows the error screen. */
export function AppRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary location={location}>{useRoutes(routes)}</RouteErrorBoundary>;
}
